import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@harbour/shared';
import { apiData } from '@/lib/api-client';

/** GET /api/users/profile */
export const profileQueryOptions = queryOptions({
  queryKey: ['profile'],
  queryFn: () => apiData<Profile>('/api/users/profile'),
  staleTime: 60_000,
});

export function useProfile(enabled: boolean) {
  return useQuery({ ...profileQueryOptions, enabled });
}
