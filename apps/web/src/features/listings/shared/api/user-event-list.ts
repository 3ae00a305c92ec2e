import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_LIST_DEFAULT_OFFSET, type OwnedEvent } from '@harbour/shared';
import { fetchUserList, USER_LISTS_KEY } from './user-lists';

/** GET /api/userEventMeetingList?page_no&offset → data.eventMeetingList and data.count (the caller's own only). */
export function fetchUserEventList(page: number, offset = USER_LIST_DEFAULT_OFFSET, signal?: AbortSignal) {
  return fetchUserList<OwnedEvent>('/api/userEventMeetingList', 'eventMeetingList', page, offset, signal);
}

export function userEventListQueryOptions(userId: number, page: number) {
  return queryOptions({
    queryKey: [...USER_LISTS_KEY, 'event', userId, page],
    queryFn: ({ signal }) => fetchUserEventList(page, USER_LIST_DEFAULT_OFFSET, signal),
    staleTime: 30_000,
  });
}

export function useUserEventList(userId: number, page: number) {
  return useQuery(userEventListQueryOptions(userId, page));
}
