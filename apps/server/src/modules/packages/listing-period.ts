import { planCount } from '@harbour/shared';

/** Products whose listings run for a paid period (volunteer organisations are free and never expire). */
export type PeriodProduct = 'business' | 'event' | 'job';

/** What a plan says about its length: its English name and its unit (packages.package_type). */
export interface PlanLength {
  name: string;
  packageType: string | null;
}

export interface ListingPeriod {
  /** YYYY-MM-DD, first listed day */
  start: string;
  /** YYYY-MM-DD, last listed day (the directory lists start <= today <= end) */
  end: string;
}

const UNITS = ['day', 'week', 'month', 'year'] as const;
type Unit = (typeof UNITS)[number];

// one rule with the pricing and the pages
export { planCount };

function unitOf(packageType: string | null): Unit {
  const t = (packageType ?? '').trim().toLowerCase().replace(/s$/, '');
  if (t === 'monthly') return 'month';
  return (UNITS as readonly string[]).includes(t) ? (t as Unit) : 'month';
}

function parseDate(d: string): Date {
  const [y, m, day] = d.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, day));
}

const format = (d: Date) => d.toISOString().slice(0, 10);

/** `start` plus `n` units; months and years keep the day of month, clamped to the month's end (Jan 31 + 1 month = Feb 28/29). */
export function addUnits(start: string, unit: Unit, n: number): string {
  const d = parseDate(start);
  if (unit === 'day' || unit === 'week') {
    d.setUTCDate(d.getUTCDate() + n * (unit === 'week' ? 7 : 1));
    return format(d);
  }
  const months = unit === 'year' ? n * 12 : n;
  const day = d.getUTCDate();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return format(target);
}

/**
 * The listing period a plan buys (the listing and payment rules "Listing end date", §9 "Package months come from the
 * first word of the plan name"):
 * - business: months = the number the plan's English name starts with (1 when none) × quantity;
 * - event, job: quantity × the plan's unit (package_type: day, week, month, year), and a plan named
 *   "3 Months" counts 3 of its unit per quantity (a "1 Week" plan is one week per quantity).
 * The end is `start` plus that length: the spec's "start date plus quantity times the unit".
 */
export function listingPeriod(
  pkg: PlanLength,
  product: PeriodProduct,
  quantity: number,
  start: string,
): ListingPeriod {
  const q = Number.isInteger(quantity) && quantity > 0 ? quantity : 1;
  const count = planCount(pkg.name) * q;
  const unit: Unit = product === 'business' ? 'month' : unitOf(pkg.packageType);
  return { start, end: addUnits(start, unit, count) };
}

/** Without a plan (an invitation key alone): one month for a business, one week for an event or a job. */
export function defaultPeriod(product: PeriodProduct, start: string): ListingPeriod {
  return { start, end: addUnits(start, product === 'business' ? 'month' : 'week', 1) };
}

/** YYYY-MM-DD `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return addUnits(date, 'day', days);
}
