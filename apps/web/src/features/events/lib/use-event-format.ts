import { useTranslation } from 'react-i18next';
import type { EventItem } from '@harbour/shared';
import { formatDate } from '../../../lib/format';
import { wallClock } from './month';

/** Date and time of an event in the current language, as the event's own local time. */
export function useEventFormat() {
  const { t } = useTranslation('events');
  // Wall-clock values formatted in UTC show exactly the local date and time that were stored.
  const time = (date: string, hhmm: string) =>
    formatDate(wallClock(date, hhmm), { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' });
  return {
    day: (e: EventItem) => formatDate(wallClock(e.eventDate), { dateStyle: 'full', timeZone: 'UTC' }),
    shortDay: (e: EventItem) =>
      formatDate(wallClock(e.eventDate), {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }),
    time: (e: EventItem) =>
      e.eventEndTime
        ? t('detail.time_range', {
            start: time(e.eventDate, e.eventStartTime),
            end: time(e.eventDate, e.eventEndTime),
          })
        : time(e.eventDate, e.eventStartTime),
    month: (year: number, month: number) =>
      formatDate(new Date(Date.UTC(year, month - 1, 1)), { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  };
}
