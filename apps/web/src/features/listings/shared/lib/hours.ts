import { CLOSED, DEFAULT_CLOSES, DEFAULT_OPENS, WEEKDAYS, type Weekday } from '@harbour/shared';

/** monday_start … sunday_end: 'HH:MM' (24-hour, 30-minute steps) or 'CLOSED' (the listing fields). */
export type HoursKey = `${Weekday}_${'start' | 'end'}`;
export type HoursValue = Record<HoursKey, string>;

/** Every day 09:00–17:00 (the listing constants and prices). */
export function defaultHours(): HoursValue {
  return Object.fromEntries(
    WEEKDAYS.flatMap((d) => [
      [`${d}_start`, DEFAULT_OPENS],
      [`${d}_end`, DEFAULT_CLOSES],
    ]),
  ) as HoursValue;
}

/** 00:00, 00:30 … 23:30. */
export const HALF_HOURS: string[] = Array.from({ length: 48 }, (_, i) => {
  const h = String(Math.floor(i / 2)).padStart(2, '0');
  return `${h}:${i % 2 ? '30' : '00'}`;
});

export function isClosed(value: HoursValue, day: Weekday): boolean {
  return value[`${day}_start`] === CLOSED || value[`${day}_end`] === CLOSED;
}

/** Hours of a stored listing (missing or odd values become the default). */
export function hoursFrom(record: Partial<Record<string, unknown>> | null | undefined): HoursValue {
  const hours = defaultHours();
  if (!record) return hours;
  for (const key of Object.keys(hours) as HoursKey[]) {
    const v = record[key];
    if (typeof v === 'string' && (v === CLOSED || HALF_HOURS.includes(v))) hours[key] = v;
  }
  return hours;
}

export { CLOSED, WEEKDAYS, type Weekday };
