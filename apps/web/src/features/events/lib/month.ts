import type { EventItem } from '@harbour/shared';

/** A calendar month: `month` is 1–12. */
export interface YearMonth {
  year: number;
  month: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

export const isoDate = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

export function currentMonth(now = new Date()): YearMonth {
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

export function addMonths({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const daysInMonth = ({ year, month }: YearMonth) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** First and last day of the month as YYYY-MM-DD (spec: the calendar asks from the first to the last day). */
export function monthRange(ym: YearMonth): { startDate: string; endDate: string } {
  return { startDate: isoDate(ym.year, ym.month, 1), endDate: isoDate(ym.year, ym.month, daysInMonth(ym)) };
}

/**
 * The month as weeks of 7 cells starting on Sunday (as Canadian calendars do); cells outside the
 * month are null.
 */
export function monthWeeks(ym: YearMonth): Array<Array<string | null>> {
  const firstWeekday = new Date(Date.UTC(ym.year, ym.month - 1, 1)).getUTCDay();
  const cells: Array<string | null> = Array.from({ length: firstWeekday }, () => null);
  for (let d = 1; d <= daysInMonth(ym); d++) cells.push(isoDate(ym.year, ym.month, d));
  while (cells.length % 7) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** A local date and HH:MM as a Date whose UTC fields hold them: format it with `timeZone: 'UTC'`. */
export function wallClock(date: string, time = '00:00'): Date {
  return new Date(`${date}T${time.slice(0, 5)}:00Z`);
}

/** The day after an ISO date (YYYY-MM-DD). */
export function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Whole days from one ISO date to another (negative when `to` comes first). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Whether the event lasts more than one day (`eventEndDate` after `eventDate`). */
export const isMultiDay = (e: Pick<EventItem, 'eventDate' | 'eventEndDate'>) =>
  !!e.eventEndDate && e.eventEndDate > e.eventDate;

/** The days from `eventDate` to `eventEndDate` (or the one day) that fall in the month, in order. */
export function eventDaysIn(ym: YearMonth, e: Pick<EventItem, 'eventDate' | 'eventEndDate'>): string[] {
  const { startDate, endDate } = monthRange(ym);
  const last = isMultiDay(e) ? e.eventEndDate! : e.eventDate;
  const days: string[] = [];
  for (let day = e.eventDate > startDate ? e.eventDate : startDate; day <= last && day <= endDate;) {
    days.push(day);
    day = nextDay(day);
  }
  return days;
}

/** Each day of the month with the events taking place on it, in the order given. */
export function eventsByDay<T extends Pick<EventItem, 'eventDate' | 'eventEndDate'>>(
  ym: YearMonth,
  events: T[],
): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  for (const e of events) {
    for (const day of eventDaysIn(ym, e)) byDay.set(day, [...(byDay.get(day) ?? []), e]);
  }
  return byDay;
}
