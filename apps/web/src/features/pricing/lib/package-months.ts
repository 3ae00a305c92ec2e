import type { ListingPackage } from '@harbour/shared';

/**
 * How many months a plan priced by the month lasts: the number its name starts with (the listing constants and prices), else its
 * price over its monthly price. null for a plan without a monthly price.
 */
export function packageMonths(pkg: ListingPackage): number | null {
  const monthly = pkg.package_price_monthly;
  if (monthly == null || monthly <= 0) return null;
  const named = /^\s*(\d{1,3})\b/.exec(pkg.package_name);
  if (named) return Number(named[1]);
  const ratio = Math.round(pkg.package_price / monthly);
  return ratio >= 1 ? ratio : null;
}
