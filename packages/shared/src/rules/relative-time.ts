/** Units of a relative time, largest first; a month counts as 30 days (the core constants and limits). */
export const RELATIVE_TIME_UNITS = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

export type RelativeTimeUnit = (typeof RELATIVE_TIME_UNITS)[number][0];

export type RelativeTime =
  | { kind: 'just_now' }
  | { kind: 'a_while_ago' }
  /** `value` is negative for the past, as Intl.RelativeTimeFormat expects */
  | { kind: 'unit'; value: number; unit: RelativeTimeUnit };

/** Under this many seconds old is "just now". */
export const JUST_NOW_SECONDS = 10;
/** Clocks differ: up to this far in the future still counts as "just now". */
const CLOCK_SKEW_SECONDS = 5 * 60;

/**
 * How long ago `value` was, in the largest whole unit: years, months (30 days), days, hours,
 * minutes, seconds. Less than 10 s (or a little in the future) is "just now"; a time that cannot be
 * read or lies well in the future is "a while ago". Format `unit` results with Intl.RelativeTimeFormat.
 */
export function relativeTime(
  value: Date | string | number | null | undefined,
  now: Date = new Date(),
): RelativeTime {
  if (value === null || value === undefined || value === '') return { kind: 'a_while_ago' };
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  if (Number.isNaN(time) || Number.isNaN(now.getTime())) return { kind: 'a_while_ago' };
  const seconds = Math.floor((now.getTime() - time) / 1000);
  if (seconds < -CLOCK_SKEW_SECONDS) return { kind: 'a_while_ago' };
  if (seconds < JUST_NOW_SECONDS) return { kind: 'just_now' };
  for (const [unit, size] of RELATIVE_TIME_UNITS) {
    if (seconds >= size) return { kind: 'unit', value: -Math.floor(seconds / size), unit };
  }
  return { kind: 'just_now' };
}
