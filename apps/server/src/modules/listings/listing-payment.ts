import { randomBytes } from 'node:crypto';
import { isNonProfitPlan, type AlternatePaymentMethod, type ListingPaymentState } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { t } from '../../lib/i18n.js';
import type { MailProvider } from '../../providers/mail/index.js';
import { redeemInvitationKey } from '../invitation-keys/index.js';
import {
  insertPurchase,
  purchaseValues,
  keyPlanChoice,
  pricePurchase,
  type PricedPurchase,
  formatMoney,
  receiptNumber,
} from '../payments/index.js';
import { sendListingMail } from './listing-mails.js';
import { defaultPeriod, listingPeriod, type ListingPeriod, type PeriodProduct } from '../packages/index.js';
import * as repo from './listings.repository.js';
import { FAILED_PURCHASE_STATES } from './owned-listing.js';

export interface PaymentChoice {
  transaction_id?: string | null;
  invitation_key?: string | null;
  payment_method?: AlternatePaymentMethod | null;
  package_id?: number | null;
  quantity?: number | null;
}

export interface ListingPayment {
  /** the listing's status: 1 live now, 0 waiting for the money */
  status: 0 | 1;
  /** the purchase to store on the listing (card or alternate payment); null for keys and free plans */
  purchaseId: number | null;
  paymentState: ListingPaymentState;
  /** alternate payment: what the organisation owes, tax included */
  amountDueCents: number | null;
  /** the listing period when live now */
  period: ListingPeriod | null;
  /** mails to send once the registration has committed (never throws) */
  afterCommit: () => Promise<void>;
  /**
   * Records which listing the payment went to, inside the same transaction (the invitation key's use
   * gets the listing id). Call it once the listing row exists; a no-op for the other payments.
   */
  attachListing: (listingId: number) => Promise<void>;
}

export interface SettleDeps {
  mail: MailProvider;
  /** the organisation's address (site setting org_email of contact_us) when the caller has it */
  orgEmail?: string | null;
  publicUrl: string;
  log?: { error(obj: object, msg: string): void };
  /**
   * Counts one attempt with an invitation key against the caller's and the address's limit (the one
   * the key checks use; 429 beyond it). Required for a payment with a key: the route that takes keys
   * builds it with the request's address.
   */
  keyAttempts?: (userId: number) => Promise<void>;
}

export interface SettleInput {
  userId: number;
  product: PeriodProduct;
  choice: PaymentChoice;
  /** YYYY-MM-DD (Atlantic time) */
  today: string;
  lang: string;
}

/**
 * Where each alternate payment goes: the organisation's e-mail (e-transfer) and postal address
 * (cheque) of the site settings, the same ones the payment step shows.
 */
export const ALTERNATE_PAYMENT_SETTINGS = {
  etransfer: { setting: 'org_email', category: 'contact_us' },
  cheque: { setting: 'org_address', category: 'contact_us' },
} as const;

const nothingAfter = async () => {};

/** The e-transfer address or the cheque mailing address of the site settings. */
export async function alternatePaymentAddress(db: Db, method: AlternatePaymentMethod): Promise<string> {
  const { setting, category } = ALTERNATE_PAYMENT_SETTINGS[method];
  return (await repo.findSetting(db, setting, category)) ?? '';
}

async function periodOfPlan(
  tx: Db,
  product: PeriodProduct,
  packageId: number,
  quantity: number,
  today: string,
  activeOnly: boolean,
) {
  const pkg = await repo.findPackage(tx, product, packageId, activeOnly);
  if (!pkg) {
    if (activeOnly) throw badRequest('package_not_found');
    return defaultPeriod(product, today);
  }
  return listingPeriod(pkg, product, quantity, today);
}

function live(period: ListingPeriod, purchaseId: number | null): ListingPayment {
  return {
    status: 1,
    purchaseId,
    paymentState: 'active',
    amountDueCents: null,
    period,
    afterCommit: nothingAfter,
    attachListing: nothingAfter,
  };
}

/** A card purchase the caller opened: theirs, for this product, still payable and paying for nothing else. */
async function byTransaction(tx: Db, input: SettleInput, transactionId: string): Promise<ListingPayment> {
  const purchase = await repo.lockPurchaseByTransaction(tx, transactionId);
  if (
    !purchase ||
    purchase.userId !== input.userId ||
    purchase.product !== input.product ||
    FAILED_PURCHASE_STATES.has(purchase.status) ||
    (await repo.purchaseInUse(tx, input.product, purchase.id))
  ) {
    throw badRequest('payment_not_found');
  }
  if (purchase.status === 'paid') {
    const period = await periodOfPlan(
      tx,
      input.product,
      purchase.packageId,
      purchase.quantity,
      input.today,
      false,
    );
    return live(period, purchase.id);
  }
  const alternate = purchase.provider === 'etransfer' || purchase.provider === 'cheque';
  return {
    status: 0,
    purchaseId: purchase.id,
    paymentState: alternate ? 'awaiting_alternate_payment' : 'awaiting_payment',
    amountDueCents: alternate ? purchase.totalCents : null,
    period: null,
    afterCommit: nothingAfter,
    attachListing: nothingAfter,
  };
}

async function byKey(tx: Db, deps: SettleDeps, input: SettleInput, key: string): Promise<ListingPayment> {
  if (!deps.keyAttempts) throw new Error('a payment with an invitation key needs the attempt limit');
  await deps.keyAttempts(input.userId);
  const redeemed = await redeemInvitationKey(tx, { key, product: input.product, userId: input.userId });
  const { packageId, quantity } = keyPlanChoice(input.product, redeemed, input.choice);
  const period = packageId
    ? await periodOfPlan(tx, input.product, packageId, quantity, input.today, false)
    : defaultPeriod(input.product, input.today);
  return {
    ...live(period, null),
    attachListing: (listingId) => repo.linkRedemption(tx, redeemed.keyId, input.userId, listingId),
  };
}

/** A free plan meant for non-profits: kept inactive, in the admin's waiting list, until approved. */
async function byApproval(tx: Db, input: SettleInput, priced: PricedPurchase): Promise<ListingPayment> {
  const purchase = await insertPurchase(
    tx,
    purchaseValues(input.userId, priced, {
      provider: 'nonprofit',
      transactionId: `np_${randomBytes(24).toString('base64url')}`,
      interval: null,
      subscriptionMonths: null,
      status: 'pending',
    }),
  );
  return {
    status: 0,
    purchaseId: purchase.id,
    paymentState: 'awaiting_approval',
    amountDueCents: null,
    period: null,
    afterCommit: nothingAfter,
    attachListing: nothingAfter,
  };
}

async function byAlternatePayment(
  tx: Db,
  deps: SettleDeps,
  input: SettleInput,
  method: AlternatePaymentMethod,
  priced: PricedPurchase,
): Promise<ListingPayment> {
  const purchase = await insertPurchase(
    tx,
    purchaseValues(input.userId, priced, {
      provider: method,
      transactionId: `alt_${randomBytes(24).toString('base64url')}`,
      // an e-transfer or a cheque is paid once
      interval: null,
      subscriptionMonths: null,
      status: 'pending',
    }),
  );
  const buyer = await repo.findUser(tx, input.userId);
  const orgEmail = deps.orgEmail ?? (await repo.findSetting(tx, 'org_email', 'contact_us'));
  const address = await alternatePaymentAddress(tx, method);

  const afterCommit = async () => {
    const vars = (lang: string) => {
      const money = (cents: number) => formatMoney(lang, cents, 'cad');
      const quantity = priced.quantity > 1 ? ` × ${priced.quantity}` : '';
      return {
        name: buyer?.firstName ?? '',
        email: buyer?.email ?? '',
        item: `${t(lang, `payment_receipt.products.${priced.product}`)}: ${priced.packageName}${quantity}`,
        subtotal: money(priced.subtotalCents),
        tax_rate: new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(
          priced.taxRateBp / 10_000,
        ),
        tax: money(priced.taxCents),
        total: money(priced.totalCents),
        method: t(lang, `listing_payment_due.methods.${method}`),
        address,
        reference: receiptNumber(purchase.id),
        link: `${deps.publicUrl}/vivalinks/manager`,
      };
    };
    if (buyer) {
      const lang = buyer.preferredLanguage || input.lang;
      await sendListingMail(deps, buyer.email, lang, 'listing_payment_due', vars(lang));
    }
    if (orgEmail) await sendListingMail(deps, orgEmail, 'en', 'listing_payment_due_org', vars('en'));
  };

  return {
    status: 0,
    purchaseId: purchase.id,
    paymentState: 'awaiting_alternate_payment',
    amountDueCents: priced.totalCents,
    period: null,
    afterCommit,
    attachListing: nothingAfter,
  };
}

/**
 * Decides how a new listing is paid, inside the registration's transaction `tx` (the listing and payment rules):
 * - `invitation_key`: counted against the caller's key attempts, then one use of the key (any refusal is
 *   `invitation_key.invalid`), live at once for exactly the plan and quantity the key was issued for
 *   (a different `package_id` or `quantity` is `invitation_key.plan_mismatch`); an older key without a
 *   plan gives one month (business) or one week (event, job);
 * - `transaction_id`: a purchase the caller opened for this product, not declined, canceled or
 *   expired and paying for no other listing (else 400 `payment_not_found`, the same for someone
 *   else's): live when already paid, otherwise inactive until the provider confirms it;
 * - `payment_method` e-transfer or cheque with `package_id` (and `quantity`): a pending purchase
 *   priced by the server for the whole period in one payment (a monthly business plan: its months
 *   times the monthly price); the listing waits for an admin, the buyer is mailed the amount due and
 *   the organisation is told;
 * - a plan whose total is 0: live at once, except a plan for non-profits, which waits for an admin's
 *   approval (`awaiting_approval`);
 * - nothing else: 400 `payment_required`.
 */
export async function settleListingPayment(
  tx: Db,
  deps: SettleDeps,
  input: SettleInput,
): Promise<ListingPayment> {
  const { choice } = input;
  if (choice.invitation_key) return byKey(tx, deps, input, choice.invitation_key);
  if (choice.transaction_id) return byTransaction(tx, input, choice.transaction_id);
  if (!choice.package_id) throw badRequest('payment_required');

  const priced = await pricePurchase(
    tx,
    {
      product: input.product,
      package_id: choice.package_id,
      ...(choice.quantity ? { quantity: choice.quantity } : {}),
    },
    { userId: input.userId },
    // a cheque or an e-transfer pays the whole period at once; a card's monthly plan is a subscription
    { onePayment: true },
  );
  if (priced.totalCents === 0) {
    if (isNonProfitPlan(priced.packageName)) return byApproval(tx, input, priced);
    return live(
      await periodOfPlan(tx, input.product, priced.packageId, priced.quantity, input.today, true),
      null,
    );
  }
  if (choice.payment_method) return byAlternatePayment(tx, deps, input, choice.payment_method, priced);
  throw badRequest('payment_required');
}

/** The registration's answer message for each payment state (the listing messages: "Alternate Payment Sent!"). */
export const LISTING_CREATED_MESSAGES: Record<ListingPaymentState, string> = {
  active: 'listing.created',
  awaiting_payment: 'listing.awaiting_payment',
  awaiting_alternate_payment: 'listing.alternate_payment_sent',
  awaiting_approval: 'listing.awaiting_approval',
};
