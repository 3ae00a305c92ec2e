import { WEEKDAYS, type Weekday, type WeeklyHours } from '@harbour/shared';

/** Weekday and minutes since midnight of `now` in the listing's time zone. */
export function localClock(now: Date, timeZone: string): { day: Weekday; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = get('weekday').toLowerCase() as Weekday;
  return { day, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Open now in the listing's zone (America/Halifax, America/St_Johns); hours past midnight count. */
export function isOpenNow(hours: WeeklyHours, timeZone: string, now = new Date()): boolean {
  const { day, minutes } = localClock(now, timeZone);
  const today = hours[day];
  if (today) {
    const start = toMinutes(today.start);
    const end = toMinutes(today.end);
    if (end > start ? minutes >= start && minutes < end : minutes >= start) return true;
  }
  const yesterday = hours[WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7]!];
  if (yesterday) {
    const start = toMinutes(yesterday.start);
    const end = toMinutes(yesterday.end);
    if (end <= start && minutes < end) return true;
  }
  return false;
}

/** '09:00' as a time of the interface language (a fixed date, no time zone shift). */
export function formatClock(hhmm: string, locale: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1, h ?? 0, m ?? 0),
  );
}

/** 'monday' as the interface language's weekday name (2024-01-01 was a Monday). */
export function weekdayName(day: Weekday, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)),
  );
}
