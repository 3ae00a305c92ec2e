import { useMutation } from '@tanstack/react-query';
import { statusFetch } from '@/lib/api-client';

/** POST /api/deleteUser (second back end): `{ status, message, data }`. */
export function deleteUser(body: { user_id: number; email: string }) {
  return statusFetch<unknown>('/api/deleteUser', { method: 'POST', body: { data: body } });
}

export function useDeleteUser() {
  return useMutation({ mutationFn: deleteUser });
}
