import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/resend-confirmation: always answers resend_confirmation.sent. */
export function resendConfirmation(email: string) {
  return apiFetch<unknown>('/api/auth/resend-confirmation', { method: 'POST', body: { email } });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
