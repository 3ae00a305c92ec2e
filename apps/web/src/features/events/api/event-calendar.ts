import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventCalendarData } from '@harbour/shared';
import { apiData } from '@/lib/api-client';

export interface CalendarKey {
  userId: number;
  provinceId: number;
  cityId: number | null;
  startDate: string;
  endDate: string;
}

/** GET /api/web/get-event-meeting-calendar for one month of the chosen place. */
export function eventCalendarQueryOptions(k: CalendarKey) {
  return queryOptions({
    queryKey: ['event-calendar', k.userId, k.provinceId, k.cityId, k.startDate, k.endDate],
    queryFn: ({ signal }) =>
      apiData<EventCalendarData>('/api/web/get-event-meeting-calendar', {
        query: { provinceId: k.provinceId, cityId: k.cityId, startDate: k.startDate, endDate: k.endDate },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

export function useEventCalendar(key: CalendarKey) {
  return useQuery(eventCalendarQueryOptions(key));
}
