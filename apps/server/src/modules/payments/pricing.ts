import {
  DEFAULT_TAX_PERCENT,
  periodUnits,
  planCount,
  purchaseAmounts,
  quantityAllowed,
  type PaymentMetadata,
  type PurchaseAmounts,
  type PurchaseProduct,
} from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { isInTrial } from '../chat-profile/index.js';
import * as repo from './payments.repository.js';

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

/**
 * The quantity of a plan of `product` every path may buy (card, e-transfer or cheque, invitation key,
 * free plan): 1 when absent; more than 1 only for events and jobs (400 `invalid_quantity`).
 */
export function checkedQuantity(product: string, quantity: number | null | undefined): number {
  const q = quantity ?? 1;
  if (!quantityAllowed(product, q)) throw badRequest('invalid_quantity');
  return q;
}

/** Who is buying: NuChat trial plans are sold only while the buyer's trial runs. */
export interface Buyer {
  userId: number;
}

interface Plan {
  name: string;
  packageType: string | null;
  unitPriceCents: number;
  interval: 'month' | null;
  promo: { name: string; discount: number; discount_type: 'Percentage' | 'Amount' } | null;
}

async function listingPlan(
  db: Db,
  product: PurchaseProduct,
  id: number,
  buyer: Buyer,
  now: Date,
): Promise<Plan> {
  const pkg = await repo.findActivePackage(db, product, id);
  if (!pkg) throw badRequest('package_not_found');
  // issue 21 §2: the plan list hides trial plans once the trial ends; the price must refuse them too
  if (pkg.isTrial && !(await isInTrial(db, buyer.userId, now))) throw badRequest('package_trial_only');
  // the first promo still running, in the order the plan lists show them
  const [promo] = await repo.listRunningPromos(db, [pkg.id], now);
  return {
    name: pkg.name,
    packageType: pkg.packageType,
    // the listing and payment rules: the plan price is the monthly price when there is one; promos lower that price
    unitPriceCents: pkg.priceMonthlyCents ?? pkg.priceCents,
    // the listings API contract: only monthly plans are subscriptions; event and job plans are bought by the unit.
    // A NuChat month is one payment: nothing records a renewal, so a subscription would keep charging
    // a member whose access ended after the first month.
    interval: product === 'business' && pkg.packageType === 'month' ? 'month' : null,
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
    name: plan.name,
    packageType: null,
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
 * `onePayment` (e-transfer, cheque): the whole period in one payment, so a monthly business plan costs
 * its months times the monthly price, the sum a card pays over the subscription.
 */
export async function pricePurchase(
  db: Db,
  metadata: PaymentMetadata,
  buyer: Buyer,
  options: { now?: Date; onePayment?: boolean } = {},
): Promise<PricedPurchase> {
  const now = options.now ?? new Date();
  const { product, package_id: packageId } = metadata;
  const quantity = checkedQuantity(product, metadata.quantity);
  const plan =
    product === 'nupost'
      ? await nuPostPlan(db, packageId)
      : await listingPlan(db, product, packageId, buyer, now);
  const interval = options.onePayment ? null : plan.interval;
  const units = options.onePayment
    ? periodUnits(product, { count: planCount(plan.name), packageType: plan.packageType }, quantity)
    : quantity;
  const percent = await taxPercent(db);
  const amounts = purchaseAmounts({
    unitPriceCents: plan.unitPriceCents,
    quantity: units,
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
    interval,
    // the listing constants and prices: a business plan's months are the number its name starts with ("6 Months")
    subscriptionMonths:
      interval === 'month' && product === 'business' ? planCount(plan.name) * quantity : null,
    promoName: plan.promo?.name ?? null,
    taxRateBp: Math.round(percent * 100),
  };
}

/**
 * The plan and quantity a listing gets with an invitation key: exactly what the admin issued the key
 * for. A client that names another plan or quantity is refused (400 `invitation_key.plan_mismatch`), so
 * the page and the server never disagree about what was given.
 */
export function keyPlanChoice(
  product: string,
  key: { packageId: number | null; quantity: number },
  choice: { package_id?: number | null; quantity?: number | null },
): { packageId: number | null; quantity: number } {
  const askedPlan = choice.package_id ?? null;
  const askedQuantity = choice.quantity ?? null;
  if (
    (askedPlan !== null && askedPlan !== key.packageId) ||
    (askedQuantity !== null && askedQuantity !== key.quantity)
  ) {
    throw badRequest('invitation_key.plan_mismatch');
  }
  return { packageId: key.packageId, quantity: checkedQuantity(product, key.quantity) };
}
