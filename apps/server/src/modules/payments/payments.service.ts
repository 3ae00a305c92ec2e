import { randomBytes } from 'node:crypto';
import type {
  CreatePaymentIntentBody,
  CreatePaymentIntentData,
  Purchase,
  PurchaseProduct,
} from '@harbour/shared';
import { AppError, badRequest, notFound, unauthorized } from '../../lib/errors.js';
import {
  CardPaymentUnavailableError,
  PaymentProviderError,
  type SessionStatus,
} from '../../providers/payments/index.js';
import * as repo from './payments.repository.js';
import type { NewPurchase, PurchaseRow } from './payments.repository.js';
import { pricePurchase, type PricedPurchase } from './pricing.js';
import { checkoutLine } from './checkout-line.js';
import type { PaymentDeps } from './payment-deps.js';
import { endSubscription } from './subscription-end.js';
import { sendReceipt } from './receipt-mail.js';

/** Where the payer comes back to: the wizard of the product, which jumps to its confirmation step. */
const RETURN_PATHS: Record<PurchaseProduct, string> = {
  business: '/vivalinks/business',
  event: '/events',
  job: '/vivalinks/jobs',
  volunteer: '/vivalinks/volunteer',
  nuchat: '/nuchat/checkout',
  nupost: '/nupost/signup',
};

/** Card payment is unavailable on this deployment (no Stripe key, and no sandbox in production). */
export const CARD_UNAVAILABLE = 'payment.card_unavailable';

/** The first characters of a transaction id, enough to follow it in logs without handing it out. */
const shortId = (transactionId: string) => `${transactionId.slice(0, 8)}…`;

function toPurchase(p: PurchaseRow): Purchase {
  return {
    transaction_id: p.transactionId,
    status: p.status,
    product: p.product,
    package_id: p.packageId,
    package_name: p.packageName,
    quantity: p.quantity,
    interval: p.interval,
    promo_name: p.promoName,
    promo_discount_cents: p.promoDiscountCents,
    subtotal_cents: p.subtotalCents,
    tax_cents: p.taxCents,
    tax_percent: p.taxRateBp / 100,
    total_cents: p.totalCents,
    currency: p.currency,
    paid_at: p.paidAt?.toISOString() ?? null,
    created_at: p.createdAt.toISOString(),
  };
}

/**
 * The columns of a new purchase of the priced plan, in Canadian dollars, for `userId` through `payment.provider`
 * (which may also set `interval` and `status`).
 */
export function purchaseValues(
  userId: number,
  priced: PricedPurchase,
  payment: Pick<NewPurchase, 'provider' | 'transactionId'> &
    Partial<Pick<NewPurchase, 'interval' | 'subscriptionMonths' | 'status'>>,
): NewPurchase {
  return {
    userId,
    product: priced.product,
    packageId: priced.packageId,
    packageName: priced.packageName,
    quantity: priced.quantity,
    interval: priced.interval,
    subscriptionMonths: priced.subscriptionMonths,
    unitPriceCents: priced.unitPriceCents,
    promoName: priced.promoName,
    promoDiscountCents: priced.promoDiscountCents,
    subtotalCents: priced.subtotalCents,
    taxRateBp: priced.taxRateBp,
    taxCents: priced.taxCents,
    totalCents: priced.totalCents,
    currency: 'cad',
    ...payment,
  };
}

/**
 * Prices the plan, keeps a pending purchase and opens a checkout session with the provider. The
 * answer's payment_id is the purchase's transaction id; payment_url is the provider's page.
 */
export async function createPaymentIntent(
  deps: PaymentDeps,
  userId: number,
  body: CreatePaymentIntentBody,
  /** the payer's interface language: the checkout page speaks it */
  language: string,
): Promise<CreatePaymentIntentData> {
  const priced = await pricePurchase(deps.db, body.metadata, { userId });
  // the listing and payment rules: a free plan skips payment; the wizard registers it directly
  if (priced.totalCents === 0) throw badRequest('payment_not_required');
  if (deps.payments.name === 'none') throw new AppError(503, CARD_UNAVAILABLE);
  const provider = deps.payments.name;
  const buyer = await repo.findBuyer(deps.db, userId);
  if (!buyer) throw unauthorized();

  const transactionId = `txn_${randomBytes(24).toString('base64url')}`;
  const purchase = await repo.insertPurchase(
    deps.db,
    purchaseValues(userId, priced, { provider, transactionId }),
  );

  const back = `${deps.publicUrl}${RETURN_PATHS[priced.product]}?transaction_id=${transactionId}`;
  const description = await checkoutLine(deps.db, language, priced);
  try {
    const session = await deps.payments.createCheckout({
      purchaseId: purchase.id,
      amountCents: priced.totalCents,
      currency: 'cad',
      description,
      ...(priced.interval ? { interval: priced.interval } : {}),
      ...(priced.subscriptionMonths ? { subscriptionMonths: priced.subscriptionMonths } : {}),
      language,
      successUrl: back,
      cancelUrl: `${back}&payment=canceled`,
      customerEmail: buyer.email,
      metadata: {
        user_id: String(userId),
        product: priced.product,
        package_id: String(priced.packageId),
        quantity: String(priced.quantity),
      },
    });
    await repo.setProviderSession(deps.db, purchase.id, session.sessionId, session.expiresAt);
    deps.log.info(
      { purchaseId: purchase.id, transaction: shortId(transactionId), provider: deps.payments.name },
      'checkout session opened',
    );
    return {
      payment_id: transactionId,
      payment_url: session.url,
      subtotal_cents: priced.subtotalCents,
      tax_cents: priced.taxCents,
      total_cents: priced.totalCents,
      currency: 'cad',
    };
  } catch (err) {
    await repo.moveStatus(deps.db, purchase.id, 'canceled', ['pending']);
    if (err instanceof CardPaymentUnavailableError) throw new AppError(503, CARD_UNAVAILABLE);
    const code = err instanceof PaymentProviderError ? err.code : null;
    deps.log.error(
      { purchaseId: purchase.id, code, reason: err instanceof Error ? err.message : String(err) },
      'checkout session could not be opened',
    );
    throw new AppError(502, 'payment_provider_unavailable');
  }
}

/** What the provider reported, to apply to a purchase. */
interface Observation {
  status: SessionStatus;
  amountCents: number | null;
  currency: string | null;
  metadata: Record<string, string>;
}

/** The provider's word is about this purchase: its id, buyer, plan and amount. */
function matches(p: PurchaseRow, o: Observation): boolean {
  return (
    o.amountCents === p.totalCents &&
    o.currency?.toLowerCase() === p.currency &&
    o.metadata.purchase_id === String(p.id) &&
    o.metadata.user_id === String(p.userId) &&
    o.metadata.package_id === String(p.packageId)
  );
}

/**
 * Applies what the provider says to a purchase, in one transaction with the event record (so a
 * repeated event changes nothing) and the paid hooks. Paid is final: a later expired or declined
 * report, or one delivered out of order, leaves it paid. Mails the receipt after the commit.
 */
export async function applyReport(
  deps: PaymentDeps,
  purchase: PurchaseRow,
  observation: Observation,
  event: { id: string; type: string } | null,
): Promise<void> {
  const provider = deps.payments.name;
  const newlyPaid = await repo.withTransaction(deps.db, async (tx) => {
    if (event && provider !== 'none') {
      const fresh = await repo.recordEvent(tx, {
        provider,
        eventId: event.id,
        type: event.type,
        purchaseId: purchase.id,
      });
      if (!fresh) return null;
    }
    switch (observation.status) {
      case 'paid': {
        if (!matches(purchase, observation)) {
          deps.log.error(
            { purchaseId: purchase.id, amountCents: observation.amountCents },
            'payment report does not match its purchase: left unpaid',
          );
          return null;
        }
        const paid = await repo.markPaid(tx, purchase.id, new Date());
        if (paid) await deps.hooks.runPaid(paid, tx);
        return paid;
      }
      case 'declined':
        await repo.moveStatus(tx, purchase.id, 'declined', ['pending']);
        return null;
      case 'canceled':
        await repo.moveStatus(tx, purchase.id, 'canceled', ['pending', 'declined']);
        return null;
      case 'expired':
        await repo.moveStatus(tx, purchase.id, 'expired', ['pending', 'declined', 'canceled']);
        return null;
      case 'open':
        return null;
    }
  });
  if (!newlyPaid) return;
  deps.log.info({ purchaseId: newlyPaid.id, product: newlyPaid.product }, 'purchase paid');
  try {
    await endSubscription(deps, newlyPaid);
  } catch (err) {
    // the periodic pass tries again; the payment itself stands
    deps.log.warn(
      { purchaseId: newlyPaid.id, reason: err instanceof Error ? err.message : String(err) },
      'subscription end not set yet',
    );
  }
  const buyer = newlyPaid.userId === null ? null : await repo.findBuyer(deps.db, newlyPaid.userId);
  if (buyer) await sendReceipt(deps, buyer, newlyPaid);
}

/** Asks the provider about the purchase's session and applies the answer. */
export async function syncWithProvider(
  deps: PaymentDeps,
  purchase: PurchaseRow,
  now = new Date(),
): Promise<void> {
  if (!purchase.providerSessionId) return;
  if (purchase.provider !== deps.payments.name) {
    // opened with a provider this deployment no longer has: its page is gone once its time is up
    if (purchase.checkoutExpiresAt && purchase.checkoutExpiresAt <= now) {
      await repo.moveStatus(deps.db, purchase.id, 'expired', ['pending']);
    }
    return;
  }
  const state = await deps.payments.retrieve(purchase.providerSessionId);
  await applyReport(deps, purchase, state, null);
}

/** After the sandbox page's choice: the same server-side check a Stripe return gets. */
export async function syncSandboxSession(deps: PaymentDeps, sessionId: string): Promise<void> {
  const purchase = await repo.findPurchaseBySession(deps.db, 'sandbox', sessionId);
  if (purchase) await syncWithProvider(deps, purchase);
}

/** Still waiting for the provider's word: worth asking again. */
const UNSETTLED = new Set<PurchaseRow['status']>(['pending', 'declined', 'canceled']);

/**
 * The caller's own purchase; someone else's or an unknown one is the same 404. While it is not
 * settled, the provider is asked first (the webhook may not have arrived yet).
 */
export async function purchaseStatus(deps: PaymentDeps, userId: number, transactionId: string) {
  return toPurchase(await settledPurchase(deps, userId, transactionId));
}

/** The caller's own purchase as the provider now says it is (see purchaseStatus). */
export async function settledPurchase(
  deps: PaymentDeps,
  userId: number,
  transactionId: string,
): Promise<PurchaseRow> {
  const found = await repo.findPurchaseByTransaction(deps.db, transactionId);
  if (!found || found.userId !== userId) throw notFound('payment_not_found');
  if (UNSETTLED.has(found.status)) {
    try {
      await syncWithProvider(deps, found);
    } catch (err) {
      // the stored status stands; the confirmation step keeps showing pending and asks again
      deps.log.warn(
        { purchaseId: found.id, reason: err instanceof Error ? err.message : String(err) },
        'payment status check failed',
      );
    }
  }
  return (await repo.findPurchaseById(deps.db, found.id)) ?? found;
}
