import { queryOptions } from '@tanstack/react-query';
import type { NupostFollow, NupostFollowState } from '@harbour/shared';
import { apiData } from '@/lib/api-client';

export const followsKey = ['nupost', 'follows'] as const;

/** GET /api/nupost/follows: the businesses the signed-in member follows. */
export const followsQuery = (userId: number) =>
  queryOptions({
    queryKey: [...followsKey, 'list', userId],
    queryFn: async () => (await apiData<{ follows: NupostFollow[] }>('/api/nupost/follows')).follows,
  });

/** GET /api/nupost/follows/business/{id}: whether the listing's business is on NuPOST and followed. */
export const followStateQuery = (userId: number, businessId: number) =>
  queryOptions({
    queryKey: [...followsKey, 'business', userId, businessId],
    queryFn: () => apiData<NupostFollowState>(`/api/nupost/follows/business/${businessId}`),
  });

export const follow = (businessId: number) =>
  apiData<NupostFollowState>('/api/nupost/follows', { method: 'POST', body: { business_id: businessId } });

export const unfollow = (businessUserId: number) =>
  apiData<{ follows: NupostFollow[] }>(`/api/nupost/follows/${businessUserId}`, { method: 'DELETE' });
