import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_LIST_DEFAULT_OFFSET, type OwnedJob } from '@harbour/shared';
import { fetchUserList, USER_LISTS_KEY } from './user-lists';

/** GET /api/userJobList?page_no&offset → data.jobList and data.count (the caller's own only). */
export function fetchUserJobList(page: number, offset = USER_LIST_DEFAULT_OFFSET, signal?: AbortSignal) {
  return fetchUserList<OwnedJob>('/api/userJobList', 'jobList', page, offset, signal);
}

export function userJobListQueryOptions(userId: number, page: number) {
  return queryOptions({
    queryKey: [...USER_LISTS_KEY, 'job', userId, page],
    queryFn: ({ signal }) => fetchUserJobList(page, USER_LIST_DEFAULT_OFFSET, signal),
    staleTime: 30_000,
  });
}

export function useUserJobList(userId: number, page: number) {
  return useQuery(userJobListQueryOptions(userId, page));
}
