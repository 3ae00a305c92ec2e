import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NOTIFICATIONS_PAGE_SIZE, type NotificationsData } from '@harbour/shared';
import { apiData } from '@/lib/api-client';

export interface NotificationsKey {
  userId: number;
  cityId: number | null;
  language: string;
}

/** GET /api/web/notifications, page by page (10 each). The key holds user and language: a change starts over. */
export function notificationsQueryOptions(key: NotificationsKey) {
  return infiniteQueryOptions({
    queryKey: ['notifications', key.userId, key.cityId, key.language],
    queryFn: ({ pageParam, signal }) =>
      apiData<NotificationsData>('/api/web/notifications', {
        query: {
          userId: key.userId,
          cityId: key.cityId,
          pageNumber: pageParam,
          offset: NOTIFICATIONS_PAGE_SIZE,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNumber + 1 : undefined),
    staleTime: 60_000,
  });
}

export function useNotifications(key: NotificationsKey | null) {
  return useInfiniteQuery({
    ...notificationsQueryOptions(key ?? { userId: 0, cityId: null, language: '' }),
    enabled: key !== null,
  });
}
