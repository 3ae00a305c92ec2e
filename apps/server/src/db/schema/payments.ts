import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { PURCHASE_PRODUCTS, PURCHASE_STATUSES } from '@harbour/shared';
import { users } from './users.js';

/**
 * Card providers, the alternate payments (the listing and payment rules) an admin records by hand, and `nonprofit`: a free
 * plan for non-profits an admin approves (issue 21 §2).
 */
export const PAYMENT_PROVIDERS = ['stripe', 'sandbox', 'etransfer', 'cheque', 'nonprofit'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * One attempt to buy a plan, priced by the server. `transaction_id` is random and unguessable: the
 * return URL carries it and registrations quote it, but only the provider's word makes a row `paid`.
 * `user_id` is set null when the account is deleted: the financial record stays.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    product: text('product', { enum: PURCHASE_PRODUCTS }).notNull(),
    /** packages.id, or business_plans.id for nupost */
    packageId: integer('package_id').notNull(),
    /** the plan's English name when bought (receipts) */
    packageName: text('package_name').notNull(),
    quantity: integer('quantity').notNull().default(1),
    /** 'month' for a monthly subscription, null for a one-off payment */
    interval: text('interval'),
    /** monthly charges a subscription makes before it ends by itself (the plan's months); null: one-off or open-ended */
    subscriptionMonths: integer('subscription_months'),
    /** when the provider confirmed the subscription's end date; null until then */
    subscriptionEndSetAt: timestamp('subscription_end_set_at', { withTimezone: true }),
    unitPriceCents: integer('unit_price_cents').notNull(),
    promoName: text('promo_name'),
    promoDiscountCents: integer('promo_discount_cents').notNull().default(0),
    subtotalCents: integer('subtotal_cents').notNull(),
    /** tax rate in basis points (1500 = 15 %) */
    taxRateBp: integer('tax_rate_bp').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('cad'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerSessionId: text('provider_session_id').unique(),
    /** when the card checkout stops taking the payment; past it a pending purchase is expired */
    checkoutExpiresAt: timestamp('checkout_expires_at', { withTimezone: true }),
    transactionId: text('transaction_id').notNull().unique(),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull().default('pending'),
    /** why an admin refused it (a non-profit plan's approval), shown to the buyer */
    rejectionReason: text('rejection_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchases_user_idx').on(t.userId, t.createdAt),
    index('purchases_pending_checkout_idx')
      .on(t.checkoutExpiresAt)
      .where(sql`status = 'pending'`),
  ],
);

/** Provider events already handled: a webhook delivered twice is applied once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('payment_events_provider_event').on(t.provider, t.eventId)],
);

export const SANDBOX_SESSION_STATUSES = ['open', 'paid', 'declined', 'canceled', 'expired'] as const;

/**
 * Checkout sessions of the built-in sandbox provider, in the database so every process agrees.
 * `form_secret` rides in the checkout form and must come back with the payer's choice.
 */
export const sandboxCheckoutSessions = pgTable('sandbox_checkout_sessions', {
  id: text('id').primaryKey(),
  formSecret: text('form_secret').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  interval: text('interval'),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  customerEmail: text('customer_email').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  status: text('status', { enum: SANDBOX_SESSION_STATUSES }).notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
