import { describe, expect, it } from 'vitest';
import { purchaseAmounts } from './purchase-amounts.js';

describe('purchaseAmounts', () => {
  it('adds 15 % tax to the subtotal, rounded to the cent', () => {
    expect(purchaseAmounts({ unitPriceCents: 2633, quantity: 1, taxPercent: 15 })).toEqual({
      unitCents: 2633,
      promoDiscountCents: 0,
      subtotalCents: 2633,
      taxCents: 395,
      totalCents: 3028,
    });
  });

  it('multiplies by the quantity before the tax', () => {
    const a = purchaseAmounts({ unitPriceCents: 1999, quantity: 3, taxPercent: 15 });
    expect(a.subtotalCents).toBe(5997);
    expect(a.taxCents).toBe(900);
    expect(a.totalCents).toBe(6897);
  });

  it('applies the promo to the unit price and reports what it took off', () => {
    const a = purchaseAmounts({
      unitPriceCents: 2483,
      quantity: 1,
      promo: { discount: 20, discount_type: 'Percentage' },
      taxPercent: 15,
    });
    expect(a.unitCents).toBe(1986);
    expect(a.promoDiscountCents).toBe(497);
    expect(a.totalCents).toBe(1986 + 298);
    const amount = purchaseAmounts({
      unitPriceCents: 3900,
      quantity: 2,
      promo: { discount: 5, discount_type: 'Amount' },
      taxPercent: 13,
    });
    expect(amount).toMatchObject({
      unitCents: 3400,
      promoDiscountCents: 1000,
      subtotalCents: 6800,
      taxCents: 884,
    });
  });
});
