import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@harbour/shared';
import { apiData } from '@/lib/api-client';

/** GET /api/web/notifications/{id}: one notice the signed-in user may see (404 notification_not_found otherwise). */
export function notificationQueryOptions(id: number, userId: number) {
  return queryOptions({
    queryKey: ['notification', userId, id],
    queryFn: ({ signal }) => apiData<Notification>(`/api/web/notifications/${id}`, { signal }),
  });
}

export function useNotification(id: number | null, userId: number | null, initial?: Notification) {
  return useQuery({
    ...notificationQueryOptions(id ?? 0, userId ?? 0),
    enabled: id !== null && userId !== null && !initial,
    initialData: initial,
  });
}
