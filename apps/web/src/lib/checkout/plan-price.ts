import {
  isNonProfitPlan,
  periodUnits,
  purchaseAmounts,
  type ListingPackage,
  type PackagePromo,
  type PurchaseAmounts,
} from '@harbour/shared';

/** The plan's price per unit in dollars: the monthly price when it has one, else its price (the listing and payment rules). */
export function basePrice(plan: ListingPackage): number {
  return plan.package_price_monthly ?? plan.package_price;
}

/** The first promo still running (the server sends only running ones; the clock may have moved since). */
export function runningPromo(plan: ListingPackage, now: number = Date.now()): PackagePromo | null {
  return plan.promos.find((p) => Date.parse(p.expires_at) > now) ?? null;
}

/** What the plan costs for `quantity` units, in cents: the same arithmetic the server charges. */
export function planAmounts(plan: ListingPackage, quantity: number, taxPercent: number): PurchaseAmounts {
  return purchaseAmounts({
    unitPriceCents: Math.round(basePrice(plan) * 100),
    quantity,
    promo: runningPromo(plan),
    taxPercent,
  });
}

/**
 * What an e-transfer or a cheque pays: the whole period at once, so a 12-month business plan is 12
 * times its monthly price (the server's rule, issue 21 §2); other plans the same as a card.
 */
export function alternateAmounts(
  product: string,
  plan: ListingPackage,
  quantity: number,
  taxPercent: number,
): PurchaseAmounts {
  const units = periodUnits(
    product,
    { count: plan.period_count ?? 1, packageType: plan.package_type },
    quantity,
  );
  return planAmounts(plan, units, taxPercent);
}

/** Spec 3 §3: a plan whose name says "non-profit" is highlighted (and waits for an admin's approval). */
export function isNonProfit(plan: ListingPackage): boolean {
  return plan.needs_approval ?? isNonProfitPlan(plan.package_name);
}
