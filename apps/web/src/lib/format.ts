import { currentLanguage } from './api-client';

/** Intl helpers in the current interface language. Times are 12-hour (the core validation rules). */
function locale(): string {
  return currentLanguage();
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale(), options).format(value);
}

/**
 * Canadian dollars; whole amounts without decimals, others with 2 (the core validation rules). The narrow symbol
 * ("$100", not "CA$100"): the site is Canadian, as the pricing and translation tables show it.
 */
/** `withCents`: always two decimals, to stand beside an amount that has cents. */
export function formatPrice(amount: number, currency = 'CAD', withCents = false): string {
  const whole = Number.isInteger(amount) && !withCents;
  return new Intl.NumberFormat(locale(), {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

export function formatPercent(fraction: number): string {
  return new Intl.NumberFormat(locale(), { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return new Intl.DateTimeFormat(locale(), options).format(toDate(value));
}

export function formatTime(value: Date | string | number): string {
  return new Intl.DateTimeFormat(locale(), { hour: 'numeric', minute: '2-digit', hour12: true }).format(
    toDate(value),
  );
}

export function formatDateTime(value: Date | string | number): string {
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short', hour12: true }).format(
    toDate(value),
  );
}

const RELATIVE_STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 days ago", "in 2 hours", "now" (months count as 30 days, the core constants and limits). */
export function formatRelative(value: Date | string | number, now: Date = new Date()): string {
  const seconds = Math.round((toDate(value).getTime() - now.getTime()) / 1000);
  const rtf = new Intl.RelativeTimeFormat(locale(), { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return rtf.format(Math.trunc(seconds / size), unit);
    }
  }
  return rtf.format(0, 'second');
}

/** Joins a list the language's way ("a, b and c"). */
export function formatList(items: string[]): string {
  return new Intl.ListFormat(locale(), { style: 'long', type: 'conjunction' }).format(items);
}

/** A wait as "45 seconds" or, from a minute on, "3 minutes" (rounded up), in the language's words. */
export function formatWait(seconds: number): string {
  const [value, unit] =
    seconds < 60 ? [Math.max(1, Math.ceil(seconds)), 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(locale(), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
