import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** PATCH /api/auth/confirm-email. */
export function confirmEmail(token: string) {
  return apiFetch<unknown>('/api/auth/confirm-email', { method: 'PATCH', body: { token } });
}

// A query (not a mutation) so a second mount of the page shares the one request instead of
// spending the single-use token twice.
export function confirmEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['confirm-email', token],
    queryFn: () => confirmEmail(token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useConfirmEmail(token: string) {
  return useQuery(confirmEmailQueryOptions(token));
}
