import { LISTING_STATUS, type ListingCreatedData, type ListingPayBody } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import { findPurchaseById, moveStatus, withTransaction } from '../payments/index.js';
import { holdAccountListings, limitAwaitingPayment } from './creation-limits.js';
import { settleListingPayment } from './listing-payment.js';
import * as repo from './listings.repository.js';
import {
  checkoutLapsed,
  FAILED_PURCHASE_STATES,
  LISTING_MESSAGES,
  type ListingDeps,
} from './owned-listing.js';

/**
 * A card purchase whose checkout closed without a choice: recorded as expired now (the provider's page
 * no longer takes the payment), so the listing can be paid again. True when it was.
 */
async function expireLapsedCheckout(tx: Db, purchaseId: number | null): Promise<boolean> {
  const purchase = purchaseId === null ? null : await findPurchaseById(tx, purchaseId);
  if (!purchase || !checkoutLapsed(purchase.status, purchase.checkoutExpiresAt)) return false;
  await moveStatus(tx, purchase.id, 'expired', ['pending']);
  return true;
}

/**
 * Pays again for one of the caller's inactive listings whose payment failed (declined, canceled,
 * expired, a checkout left open past its expiry, or refused by the admin) or that has none, with the same choices as a registration
 * (card, key, e-transfer or cheque, free plan). Someone else's listing is `listing.not_found`; a
 * listing that is live or whose payment is still on its way is 409 `listing.payment_not_needed`.
 */
export async function payForListing(
  deps: ListingDeps,
  userId: number,
  body: ListingPayBody,
  today: string,
  lang: string,
): Promise<ListingCreatedData> {
  const { kind, id, ...choice } = body;
  const payment = await withTransaction(deps.db, async (tx) => {
    const listing = await repo.lockOwnedPaidListing(tx, kind, id, userId);
    if (!listing) throw notFound(LISTING_MESSAGES.notFound);
    const lapsed = await expireLapsedCheckout(tx, listing.purchaseId);
    const unpaid =
      listing.purchaseStatus === null || lapsed || FAILED_PURCHASE_STATES.has(listing.purchaseStatus);
    if (listing.status !== LISTING_STATUS.inactive || !unpaid) {
      throw new AppError(409, 'listing.payment_not_needed');
    }
    const settled = await settleListingPayment(tx, deps, { userId, product: kind, choice, today, lang });
    if (settled.status === LISTING_STATUS.inactive) {
      await holdAccountListings(tx, userId);
      await limitAwaitingPayment(tx, deps.limits, userId);
    }
    await repo.setListingPayment(tx, kind, id, { purchaseId: settled.purchaseId, period: settled.period });
    await settled.attachListing(id);
    return settled;
  });
  await payment.afterCommit();
  if (payment.status === LISTING_STATUS.active) await deps.listingsChanged();
  return {
    id,
    status: payment.status,
    payment_state: payment.paymentState,
    amount_due_cents: payment.amountDueCents,
  };
}
