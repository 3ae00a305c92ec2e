import type { PurchaseEntryBody, PurchaseEntryData } from '@harbour/shared';
import { AppError, badRequest } from '../../lib/errors.js';
import type { PaymentDeps } from './payment-deps.js';
import { settledPurchase } from './payments.service.js';

/** The products whose purchase entry each call records. */
export type EntryProduct = 'business' | 'job' | 'nuchat';

/**
 * A client's purchase entry after its payment (the listings API contract). Nothing is written: the purchase exists
 * since its checkout opened and is paid only on the provider's word, so the entry is checked against
 * it: the caller's own (else 404 payment_not_found, as for an unknown one), for this product and plan
 * (else 400 payment.wrong_product), and paid, the provider being asked first while it is not (else
 * 409 payment.not_paid). The answer's id is the purchase's id: the same transaction always gives it.
 */
export async function recordPurchaseEntry(
  deps: PaymentDeps,
  userId: number,
  product: EntryProduct,
  body: PurchaseEntryBody,
): Promise<PurchaseEntryData> {
  const entry = 'data' in body ? body.data : body;
  const purchase = await settledPurchase(deps, userId, entry.transaction_id);
  const samePlan =
    purchase.product === product &&
    purchase.packageId === entry.package_id &&
    (entry.package_quantity === undefined || entry.package_quantity === purchase.quantity);
  if (!samePlan) throw badRequest('payment.wrong_product');
  if (purchase.status !== 'paid' || !purchase.paidAt) throw new AppError(409, 'payment.not_paid');
  return {
    id: purchase.id,
    transaction_id: purchase.transactionId,
    package_id: purchase.packageId,
    package_quantity: purchase.quantity,
    paid_at: purchase.paidAt.toISOString(),
  };
}
