import type { DiscountType } from '../schemas/packages.js';

/**
 * The price after a promo: Percentage takes that percent off, Amount takes that many dollars off.
 * Never below 0; rounded to cents.
 */
export function priceWithDiscount(price: number, discount: number, type: DiscountType): number {
  const lowered = type === 'Percentage' ? price - (price * discount) / 100 : price - discount;
  return Math.max(0, Math.round(lowered * 100) / 100);
}

/** Whole numbers as they are, anything else with 2 decimals ("19.5" → "19.50"). */
export function priceFractionDigits(value: number): 0 | 2 {
  return Number.isInteger(value) ? 0 : 2;
}
