import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import type { MailProvider } from '../../providers/mail/index.js';
import { atlanticToday } from '../directory/index.js';
import {
  markPaid,
  moveStatus,
  withTransaction,
  type PurchaseRow,
  type PurchaseHooks,
  receiptNumber,
  sendReceipt,
} from '../payments/index.js';
import { sendListingMail } from './listing-mails.js';
import { defaultPeriod, listingPeriod, type PeriodProduct } from '../packages/index.js';
import * as repo from './listings.repository.js';

const PAID_PRODUCTS = new Set<string>(['business', 'event', 'job']);
/** Purchases an admin settles by hand: e-transfers, cheques and the approval of a plan for non-profits. */
const ALTERNATE_PROVIDERS = new Set<string>(['etransfer', 'cheque', 'nonprofit']);
/** A change made inside a transaction is told again this long after, once it has surely committed. */
const SETTLE_MS = 1000;

/**
 * The listing a newly paid purchase pays for goes live, in the payment's transaction: status 1 from
 * today for the period its plan buys. No listing yet (the buyer has not registered it): nothing to
 * do; the registration sees the paid purchase and starts the listing itself.
 */
export async function activatePaidListing(
  tx: Db,
  purchase: PurchaseRow,
  today = atlanticToday(),
): Promise<number | null> {
  if (!PAID_PRODUCTS.has(purchase.product)) return null;
  const product = purchase.product as PeriodProduct;
  const pkg = await repo.findPackage(tx, product, purchase.packageId);
  const period = pkg ? listingPeriod(pkg, product, purchase.quantity, today) : defaultPeriod(product, today);
  return repo.activateByPurchase(tx, product, purchase.id, period);
}

/**
 * Subscribes the activation to `app.purchaseHooks`. The directory caches are told at once and again
 * a moment later: the hook runs before the payment commits, and a page read in between must not be
 * kept under the new version.
 */
export function registerListingActivation(app: FastifyInstance): void {
  app.purchaseHooks.onPurchasePaid(async (purchase, tx) => {
    const id = await activatePaidListing(tx, purchase);
    if (id === null) return;
    await app.listingsChanged();
    setTimeout(() => void app.listingsChanged(), SETTLE_MS).unref();
  });
}

export interface AlternatePaymentDeps {
  db: Db;
  mail: MailProvider;
  hooks: PurchaseHooks;
  log: { error(obj: object, msg: string): void };
  listingsChanged: () => Promise<void>;
  publicUrl: string;
}

async function lockPendingAlternate(tx: Db, purchaseId: number): Promise<PurchaseRow> {
  const purchase = await repo.lockPurchaseById(tx, purchaseId);
  if (!purchase) throw notFound('purchase_not_found');
  if (!ALTERNATE_PROVIDERS.has(purchase.provider) || purchase.status !== 'pending') {
    throw new AppError(409, 'purchase_not_pending');
  }
  return purchase;
}

/**
 * An admin records the e-transfer or cheque: the purchase is paid through the same path as a card
 * payment (paid hooks in the same transaction, so its listing goes live; then the receipt).
 * 404 `purchase_not_found`; 409 `purchase_not_pending` unless a pending alternate payment.
 */
export async function activateAlternatePayment(deps: AlternatePaymentDeps, purchaseId: number) {
  const paid = await withTransaction(deps.db, async (tx) => {
    await lockPendingAlternate(tx, purchaseId);
    const row = await markPaid(tx, purchaseId, new Date());
    if (!row) throw new AppError(409, 'purchase_not_pending');
    await deps.hooks.runPaid(row, tx);
    return row;
  });
  await deps.listingsChanged();
  const buyer = paid.userId === null ? null : await repo.findUser(deps.db, paid.userId);
  if (buyer) await sendReceipt(deps, buyer, paid);
  return paid;
}

/**
 * An admin refuses the alternate payment (never received, cheque bounced): the purchase is canceled,
 * its listing stays inactive and the buyer is mailed. Same failures as the activation.
 */
export async function rejectAlternatePayment(
  deps: AlternatePaymentDeps,
  purchaseId: number,
  reason: string | null = null,
) {
  const { purchase, listing } = await withTransaction(deps.db, async (tx) => {
    const row = await lockPendingAlternate(tx, purchaseId);
    // the owner is shown why (a plan for non-profits needs one)
    if (row.provider === 'nonprofit' && !reason) throw badRequest('purchase.reason_required');
    await moveStatus(tx, purchaseId, 'canceled', ['pending']);
    if (reason) await repo.setRejectionReason(tx, purchaseId, reason);
    return {
      purchase: { ...row, status: 'canceled' as const, updatedAt: new Date() },
      listing: await repo.listingOfPurchase(tx, row.product, row.id),
    };
  });
  const buyer = purchase.userId === null ? null : await repo.findUser(deps.db, purchase.userId);
  if (buyer) {
    const orgEmail = (await repo.findSetting(deps.db, 'org_email', 'contact_us')) ?? '';
    await sendListingMail(deps, buyer.email, buyer.preferredLanguage, 'listing_payment_rejected', {
      name: buyer.firstName,
      listing: listing?.name ?? purchase.packageName,
      reference: receiptNumber(purchase.id),
      email: orgEmail,
      link: `${deps.publicUrl}/vivalinks/manager`,
    });
  }
  return purchase;
}
