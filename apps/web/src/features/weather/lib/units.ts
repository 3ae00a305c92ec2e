import { currentLanguage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';

/** Wind in km/h from the API's m/s (the core constants and limits: × 3.6), rounded. */
export function toKmh(metresPerSecond: number): number {
  return Math.round(metresPerSecond * 3.6);
}

/** A rounded temperature as the language writes numbers ("-3", never "-0"). */
export function roundedTemp(celsius: number): string {
  return formatNumber(Math.round(celsius) || 0);
}

/**
 * A Unix time shown as the place's clock (the API's `timezone_offset`), whatever the visitor's own zone:
 * `localTime(dt, offset, { hour: 'numeric' })`. Times are 12-hour (the core validation rules).
 */
export function localTime(
  unixSeconds: number,
  offsetSeconds: number,
  options: Intl.DateTimeFormatOptions,
): string {
  return new Intl.DateTimeFormat(currentLanguage(), { hour12: true, ...options, timeZone: 'UTC' }).format(
    new Date((unixSeconds + offsetSeconds) * 1000),
  );
}
