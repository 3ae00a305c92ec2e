import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_LIST_DEFAULT_OFFSET, type OwnedBusiness } from '@harbour/shared';
import { fetchUserList, USER_LISTS_KEY } from './user-lists';

/** GET /api/userBusinessListingList?page_no&offset → data.businessList and data.count (the caller's own only). */
export function fetchUserBusinessList(page: number, offset = USER_LIST_DEFAULT_OFFSET, signal?: AbortSignal) {
  return fetchUserList<OwnedBusiness>('/api/userBusinessListingList', 'businessList', page, offset, signal);
}

export function userBusinessListQueryOptions(userId: number, page: number) {
  return queryOptions({
    queryKey: [...USER_LISTS_KEY, 'business', userId, page],
    queryFn: ({ signal }) => fetchUserBusinessList(page, USER_LIST_DEFAULT_OFFSET, signal),
    staleTime: 30_000,
  });
}

export function useUserBusinessList(userId: number, page: number) {
  return useQuery(userBusinessListQueryOptions(userId, page));
}
