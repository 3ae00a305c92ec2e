import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationKeyItem } from '@harbour/shared';
import { apiData } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE } from './admin-purchases';

export const INVITATION_KEYS_KEY = ['admin', 'invitation-keys'] as const;

export interface InvitationKeyPage {
  keys: InvitationKeyItem[];
  count: number;
  page: number;
  per_page: number;
}

/** GET /api/admin/invitation-keys?page&per_page: newest first, with uses and status. */
export function invitationKeysQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...INVITATION_KEYS_KEY, page],
    queryFn: ({ signal }) =>
      apiData<InvitationKeyPage>('/api/admin/invitation-keys', {
        query: { page, per_page: ADMIN_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useInvitationKeys(page: number) {
  return useQuery(invitationKeysQueryOptions(page));
}
