import {
  DEFAULT_TAX_PERCENT,
  purchaseAmounts,
  type PaymentMetadata,
  type PurchaseAmounts,
  type PurchaseProduct,
} from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { planCount } from '../listings/listing-period.js';
import * as repo from './payments.repository.js';

/** Products sold in several units at once (weeks or months of a listing, spec 3 §5). */
const QUANTITY_PRODUCTS: readonly PurchaseProduct[] = ['event', 'job'];

export interface PricedPurchase extends PurchaseAmounts {
  product: PurchaseProduct;
  packageId: number;
  /** English name of the plan (receipts, the checkout line) */
  packageName: string;
  quantity: number;
  unitPriceCents: number;
  interval: 'month' | null;
  /** monthly charges before the subscription ends by itself: a business plan's months; null: open-ended or one-off */
  subscriptionMonths: number | null;
  promoName: string | null;
  taxRateBp: number;
}

/** The sales tax of the site setting `tax_rate` (category `payments`, a percent), else 15 %. */
export async function taxPercent(db: Db): Promise<number> {
  const raw = await repo.findSetting(db, 'tax_rate', 'payments');
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= 100 ? value : DEFAULT_TAX_PERCENT;
}

interface Plan {
  name: string;
  unitPriceCents: number;
  interval: 'month' | null;
  promo: { name: string; discount: number; discount_type: 'Percentage' | 'Amount' } | null;
}

async function listingPlan(db: Db, product: PurchaseProduct, id: number, now: Date): Promise<Plan> {
  const pkg = await repo.findActivePackage(db, product, id);
  if (!pkg) throw badRequest('package_not_found');
  // the first promo still running, in the order the plan lists show them
  const [promo] = await repo.listRunningPromos(db, [pkg.id], now);
  return {
    name: pkg.nameEn,
    // spec 3 §4: the plan price is the monthly price when there is one; promos lower that price
    unitPriceCents: pkg.priceMonthlyCents ?? pkg.priceCents,
    // spec 3 §7: only monthly plans are subscriptions; event and job plans are bought by the unit
    interval:
      (product === 'business' || product === 'nuchat') && pkg.packageType === 'month' ? 'month' : null,
    promo: promo
      ? {
          name: promo.name,
          discount: promo.discount,
          discount_type: promo.discountType === 'Amount' ? 'Amount' : 'Percentage',
        }
      : null,
  };
}

async function nuPostPlan(db: Db, id: number): Promise<Plan> {
  const plan = await findNuPost(db, id);
  return {
    name: plan.nameEn,
    unitPriceCents: plan.priceCents,
    interval: plan.planScheme === 'monthly' ? 'month' : null,
    promo: null,
  };
}

async function findNuPost(db: Db, id: number) {
  const plan = await repo.findNuPostPlan(db, id);
  // the custom top tier (no member limit) is quoted by hand, never sold online
  if (!plan || plan.memberLimit === null) throw badRequest('package_not_found');
  return plan;
}

/**
 * What the buyer pays, computed here and nowhere else: the plan's price from the catalogue, the first
 * running promo, the quantity and the tax of the site setting. Whatever price the client sent is ignored.
 */
export async function pricePurchase(
  db: Db,
  metadata: PaymentMetadata,
  now = new Date(),
): Promise<PricedPurchase> {
  const { product, package_id: packageId } = metadata;
  const quantity = metadata.quantity ?? 1;
  if (quantity > 1 && !QUANTITY_PRODUCTS.includes(product)) throw badRequest('invalid_quantity');
  const plan =
    product === 'nupost' ? await nuPostPlan(db, packageId) : await listingPlan(db, product, packageId, now);
  const percent = await taxPercent(db);
  const amounts = purchaseAmounts({
    unitPriceCents: plan.unitPriceCents,
    quantity,
    promo: plan.promo,
    taxPercent: percent,
  });
  return {
    ...amounts,
    product,
    packageId,
    packageName: plan.name,
    quantity,
    unitPriceCents: plan.unitPriceCents,
    interval: plan.interval,
    // spec 3 §9: a business plan's months are the number its name starts with ("6 Months")
    subscriptionMonths:
      plan.interval === 'month' && product === 'business' ? planCount(plan.name) * quantity : null,
    promoName: plan.promo?.name ?? null,
    taxRateBp: Math.round(percent * 100),
  };
}
