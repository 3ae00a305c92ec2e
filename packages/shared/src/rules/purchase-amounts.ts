import type { DiscountType } from '../schemas/packages.js';
import { priceWithDiscount } from './discount.js';

/** Sales tax on purchases when the site setting `tax_rate` (category `payments`) is absent (the listing and payment rules). */
export const DEFAULT_TAX_PERCENT = 15;

export interface PurchaseAmounts {
  /** the price of one unit after the promo */
  unitCents: number;
  /** how much the promo took off the subtotal */
  promoDiscountCents: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/**
 * What a purchase costs, in cents: the unit price (after the first running promo) times the quantity,
 * plus tax on that subtotal, rounded to the cent. The server charges this; the web shows the same lines.
 */
export function purchaseAmounts(input: {
  unitPriceCents: number;
  quantity: number;
  promo?: { discount: number; discount_type: DiscountType } | null;
  taxPercent: number;
}): PurchaseAmounts {
  const { unitPriceCents, quantity, promo, taxPercent } = input;
  const unitCents = promo
    ? Math.round(priceWithDiscount(unitPriceCents / 100, promo.discount, promo.discount_type) * 100)
    : unitPriceCents;
  const subtotalCents = unitCents * quantity;
  // basis points keep the product an integer: 15 % of 2633 ¢ is 3949500 / 10000
  const taxCents = Math.round((subtotalCents * Math.round(taxPercent * 100)) / 10_000);
  return {
    unitCents,
    promoDiscountCents: (unitPriceCents - unitCents) * quantity,
    subtotalCents,
    taxCents,
    totalCents: subtotalCents + taxCents,
  };
}
