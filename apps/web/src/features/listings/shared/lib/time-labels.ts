import { currentLanguage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { WEEKDAYS, type Weekday } from './hours';

// One formatter per language: a form shows hundreds of times (7 days × 48 choices × 2).
const clocks = new Map<string, Intl.DateTimeFormat>();

/** 'HH:MM' (24-hour) on the 12-hour clock of the interface language ("9:00 AM", "9:00 م"). */
export function formatClock(hhmm: string): string {
  const lang = currentLanguage();
  let clock = clocks.get(lang);
  if (!clock) {
    clock = new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', hour12: true });
    clocks.set(lang, clock);
  }
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return clock.format(new Date(2000, 0, 1, h, m));
}

/** The weekday's name in the interface language; 1 January 2024 was a Monday. */
export function weekdayName(day: Weekday, style: 'long' | 'short' = 'long'): string {
  return formatDate(new Date(2024, 0, 1 + WEEKDAYS.indexOf(day)), { weekday: style });
}
