import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/reset-password?email=: always answers forgot_password.sent. */
export function requestPasswordReset(email: string) {
  return apiFetch<unknown>('/api/auth/reset-password', { method: 'POST', query: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
