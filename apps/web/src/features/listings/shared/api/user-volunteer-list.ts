import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_LIST_DEFAULT_OFFSET, type OwnedVolunteer } from '@harbour/shared';
import { fetchUserList, USER_LISTS_KEY } from './user-lists';

/** GET /api/userVolunteerOrganizationList?page_no&offset → data.orgLists and data.count (the caller's own only). */
export function fetchUserVolunteerList(
  page: number,
  offset = USER_LIST_DEFAULT_OFFSET,
  signal?: AbortSignal,
) {
  return fetchUserList<OwnedVolunteer>(
    '/api/userVolunteerOrganizationList',
    'orgLists',
    page,
    offset,
    signal,
  );
}

export function userVolunteerListQueryOptions(userId: number, page: number) {
  return queryOptions({
    queryKey: [...USER_LISTS_KEY, 'volunteer', userId, page],
    queryFn: ({ signal }) => fetchUserVolunteerList(page, USER_LIST_DEFAULT_OFFSET, signal),
    staleTime: 30_000,
  });
}

export function useUserVolunteerList(userId: number, page: number) {
  return useQuery(userVolunteerListQueryOptions(userId, page));
}
