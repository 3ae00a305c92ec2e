import { z } from 'zod';
import { apiEnvelope, statusEnvelope } from '../envelope.js';
import { positiveInt32, safeText } from './primitives.js';

const text = (max: number) => safeText().max(max, 'invalid_input');

/** What can be bought; also the `product` of a purchase row. */
export const PURCHASE_PRODUCTS = ['business', 'event', 'job', 'volunteer', 'nuchat', 'nupost'] as const;
export const purchaseProductSchema = z.enum(PURCHASE_PRODUCTS, { error: 'invalid_product' });
export type PurchaseProduct = z.infer<typeof purchaseProductSchema>;

/** pending until the payment provider says otherwise; paid is final. */
export const PURCHASE_STATUSES = ['pending', 'paid', 'declined', 'canceled', 'expired'] as const;
export const purchaseStatusSchema = z.enum(PURCHASE_STATUSES);
export type PurchaseStatus = z.infer<typeof purchaseStatusSchema>;

/** Most units of one plan in one purchase (weeks or months of an event or job listing). */
export const PURCHASE_MAX_QUANTITY = 52;

/** What is bought: the server prices it from these alone. */
export const paymentMetadataSchema = z.object({
  product: purchaseProductSchema,
  /** a number, or the digits payment metadata carries as a string */
  package_id: positiveInt32('invalid_package'),
  quantity: positiveInt32('invalid_quantity', PURCHASE_MAX_QUANTITY).optional(),
});
export type PaymentMetadata = z.infer<typeof paymentMetadataSchema>;

/**
 * POST /api/create-payment-intent (the listing fields "Payment request", §7). `price`, `description` and
 * `subscription` are accepted as the spec's client sends them and ignored: the server computes the
 * amount from the plan, quantity, running promo and tax, and decides on the subscription itself.
 */
export const createPaymentIntentBodySchema = z.object({
  product_name: text(200).optional(),
  currency: z
    .string()
    .max(8)
    .refine((c) => c.toLowerCase() === 'cad', 'currency_not_supported')
    .optional(),
  locale: text(16).optional(),
  price: z.union([z.number(), text(32)]).optional(),
  description: text(500).optional(),
  metadata: paymentMetadataSchema,
  subscription: z
    .union([text(16), z.object({ interval: text(16).optional() })])
    .nullable()
    .optional(),
});
export type CreatePaymentIntentBody = z.infer<typeof createPaymentIntentBodySchema>;

export const createPaymentIntentDataSchema = z.object({
  /** the purchase's transaction id: what the return URL carries and registrations quote */
  payment_id: z.string(),
  /** where to send the browser: the provider's checkout page */
  payment_url: z.string(),
  subtotal_cents: z.number().int(),
  tax_cents: z.number().int(),
  total_cents: z.number().int(),
  currency: z.literal('cad'),
});
export type CreatePaymentIntentData = z.infer<typeof createPaymentIntentDataSchema>;
export const createPaymentIntentEnvelope = apiEnvelope(createPaymentIntentDataSchema);

export const transactionParamsSchema = z.object({ transaction_id: text(200) });

/** GET /api/payments/{transaction_id}: the caller's own purchase. */
export const purchaseSchema = z.object({
  transaction_id: z.string(),
  status: purchaseStatusSchema,
  product: purchaseProductSchema,
  package_id: z.number().int(),
  package_name: z.string(),
  quantity: z.number().int(),
  /** 'month' for a monthly subscription, null for a one-off payment */
  interval: z.string().nullable(),
  promo_name: z.string().nullable(),
  promo_discount_cents: z.number().int(),
  subtotal_cents: z.number().int(),
  tax_cents: z.number().int(),
  /** e.g. 15 */
  tax_percent: z.number(),
  total_cents: z.number().int(),
  currency: z.string(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type Purchase = z.infer<typeof purchaseSchema>;
export const purchaseEnvelope = apiEnvelope(purchaseSchema);

export const webhookAckSchema = z.object({ received: z.boolean() });
export const webhookAckEnvelope = apiEnvelope(webhookAckSchema);

/**
 * POST /api/packagePurchaseEntry and /api/jobsPackagePurchaseEntry (the listings API contract): the purchase record a
 * client sends after its payment. Only transaction_id and the plan are checked against the purchase the
 * server priced; package_type and package_start_date are accepted as the spec's client sends them.
 */
export const purchaseEntrySchema = z.object({
  transaction_id: text(200).min(1, 'payment_not_found'),
  package_id: positiveInt32('invalid_package'),
  package_type: text(32).optional(),
  package_quantity: positiveInt32('invalid_quantity', PURCHASE_MAX_QUANTITY).optional(),
  package_start_date: text(32).optional(),
});
export type PurchaseEntry = z.infer<typeof purchaseEntrySchema>;
/** `{ data: entry }` as spec 3 shows it; the jobs call's bare entry is taken too. */
export const purchaseEntryBodySchema = z.union([
  z.object({ data: purchaseEntrySchema }),
  purchaseEntrySchema,
]);
export type PurchaseEntryBody = z.infer<typeof purchaseEntryBodySchema>;

export const purchaseEntryDataSchema = z.object({
  /** the purchase's id: the same for the same transaction, however often it is sent */
  id: z.number().int(),
  transaction_id: z.string(),
  package_id: z.number().int(),
  package_quantity: z.number().int(),
  paid_at: z.string(),
});
export type PurchaseEntryData = z.infer<typeof purchaseEntryDataSchema>;
export const purchaseEntryEnvelope = statusEnvelope(purchaseEntryDataSchema);
