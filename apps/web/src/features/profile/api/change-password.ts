import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/web/change-password: change_password.success, change_password.wrong_password, password_requirements. */
export function changePassword(body: { old_password: string; new_password: string }) {
  return apiFetch<unknown>('/api/web/change-password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
