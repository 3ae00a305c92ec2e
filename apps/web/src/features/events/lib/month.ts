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
