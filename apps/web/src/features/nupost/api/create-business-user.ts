import { useMutation } from '@tanstack/react-query';
import type { BusinessUser, CreateBusinessUserBody } from '@harbour/shared';
import { statusFetch } from '@/lib/api-client';

/** POST /api/createBusinessUser {data}: success is status 1 (the listings API contract). */
export function createBusinessUser(data: CreateBusinessUserBody['data']) {
  return statusFetch<BusinessUser>('/api/createBusinessUser', { method: 'POST', body: { data } });
}

export function useCreateBusinessUser() {
  return useMutation({ mutationFn: createBusinessUser });
}
