import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/reset-password/confirm: reset_password.success, reset_password.invalid_token… */
export function confirmPasswordReset(body: { token: string; password: string }) {
  return apiFetch<unknown>('/api/auth/reset-password/confirm', { method: 'POST', body });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
