/**
 * Which plan and quantity a purchase may have, whatever the path (card, e-transfer or cheque,
 * invitation key, free plan): one rule for the server and the pages (issue 21 §2).
 */

/** Products sold several units at once (weeks or months of an event or a job, the listing form rules). */
export const QUANTITY_PRODUCTS: readonly string[] = ['event', 'job'];

/** Whether `quantity` of a plan of `product` can be bought: 1 for any product, more only for events and jobs. */
export function quantityAllowed(product: string, quantity: number): boolean {
  if (!Number.isInteger(quantity) || quantity < 1) return false;
  return quantity === 1 || QUANTITY_PRODUCTS.includes(product);
}

/** A plan meant for non-profits ("12 Months non-profit"): it waits for an admin's approval. */
export function isNonProfitPlan(nameEn: string): boolean {
  return /non[-\s]?profit/i.test(nameEn);
}

/** "3 Months" → 3; "12 Months non-profit" → 12; a name without a leading number → 1 (the listing constants and prices). */
export function planCount(nameEn: string): number {
  const first = /^\s*(\d{1,3})\b/.exec(nameEn)?.[1];
  const n = first === undefined ? NaN : Number(first);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/**
 * How many units of the plan's unit price one payment for the whole period covers (e-transfer,
 * cheque): a business plan priced by the month is its months (`count`, the number its English name
 * starts with: planCount) times the quantity; any other plan its quantity. A card pays the same months
 * as a monthly subscription.
 */
export function periodUnits(
  product: string,
  plan: { count: number; packageType: string | null },
  quantity: number,
): number {
  const monthly = product === 'business' && (plan.packageType ?? 'month') === 'month';
  return monthly ? plan.count * quantity : quantity;
}
