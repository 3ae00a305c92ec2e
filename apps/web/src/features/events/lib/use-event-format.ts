import { useTranslation } from 'react-i18next';
import type { EventItem } from '@harbour/shared';
import { currentLanguage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { isMultiDay, wallClock } from './month';

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', hour12: true };
const SHORT_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };
const FULL_DAY: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
};

/** "Fri, Jun 6 – Sun, Jun 8" the language's way (Intl leaves out what both ends share). */
function formatRange(start: Date, end: Date, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(currentLanguage(), { ...options, timeZone: 'UTC' }).formatRange(start, end);
}

/** Date and time of an event in the current language, as the event's own local time. */
export function useEventFormat() {
  const { t } = useTranslation('events');
  // Wall-clock values formatted in UTC show exactly the local date and time that were stored.
  const time = (date: string, hhmm: string) =>
    formatDate(wallClock(date, hhmm), { ...TIME, timeZone: 'UTC' });
  const day = (e: EventItem) => formatDate(wallClock(e.eventDate), { dateStyle: 'full', timeZone: 'UTC' });
  const shortDay = (e: EventItem) => formatDate(wallClock(e.eventDate), { ...SHORT_DAY, timeZone: 'UTC' });
  const timeOf = (e: EventItem) =>
    e.eventEndTime
      ? t('detail.time_range', {
          start: time(e.eventDate, e.eventStartTime),
          end: time(e.eventDate, e.eventEndTime),
        })
      : time(e.eventDate, e.eventStartTime);
  /**
   * An event of several days runs from its start time on the first day to its end time on the last
   * (as its .ics says); without an end time, the days and the start time.
   */
  const range = (e: EventItem, days: Intl.DateTimeFormatOptions, separator: string) => {
    const last = e.eventEndDate!;
    if (e.eventEndTime) {
      return formatRange(wallClock(e.eventDate, e.eventStartTime), wallClock(last, e.eventEndTime), {
        ...days,
        ...TIME,
      });
    }
    return `${formatRange(wallClock(e.eventDate), wallClock(last), days)}${separator}${time(e.eventDate, e.eventStartTime)}`;
  };
  return {
    /** the detail's "When": the full day and the times, or the range of days */
    when: (e: EventItem) => (isMultiDay(e) ? range(e, FULL_DAY, ', ') : `${day(e)}, ${timeOf(e)}`),
    /** a card's short "Fri, Jun 6 · 6:00 PM – 8:00 PM", or the range of days */
    shortWhen: (e: EventItem) =>
      isMultiDay(e) ? range(e, SHORT_DAY, ' · ') : `${shortDay(e)} · ${timeOf(e)}`,
    month: (year: number, month: number) =>
      formatDate(new Date(Date.UTC(year, month - 1, 1)), { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  };
}
