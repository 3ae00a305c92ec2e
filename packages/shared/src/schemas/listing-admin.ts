import { z } from 'zod';
import { apiEnvelope } from '../envelope.js';
import { ALTERNATE_PAYMENT_METHODS, LISTING_KINDS } from './listing-common.js';
import { purchaseProductSchema, purchaseStatusSchema } from './payments.js';
import { idSchema, pageNumber, positiveInt32, safeText } from './primitives.js';

/**
 * Admin: listings waiting for an e-transfer or cheque (activate when the money is in, or reject),
 * and every purchase. Only the admin role.
 */
export const PURCHASE_PROVIDERS = ['stripe', 'sandbox', ...ALTERNATE_PAYMENT_METHODS, 'nonprofit'] as const;

export const adminPurchaseSchema = z.object({
  id: z.number().int(),
  /** `H-000042`, what receipts quote */
  reference: z.string(),
  user_id: z.number().int().nullable(),
  user_email: z.string().nullable(),
  product: purchaseProductSchema,
  package_name: z.string(),
  quantity: z.number().int(),
  provider: z.enum(PURCHASE_PROVIDERS),
  status: purchaseStatusSchema,
  total_cents: z.number().int(),
  tax_cents: z.number().int(),
  currency: z.string(),
  /** why the admin refused it (shown to the owner) */
  rejection_reason: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  /** the listing bought, when one was registered with it */
  listing: z
    .object({ kind: z.enum(LISTING_KINDS), id: z.number().int(), name: z.string(), status: z.number().int() })
    .nullable(),
});
export type AdminPurchase = z.infer<typeof adminPurchaseSchema>;

/** GET /api/admin/purchases?page&per_page&waiting=1 (waiting: alternate payments still pending). */
export const adminPurchaseListQuerySchema = z.object({
  page: pageNumber(),
  per_page: positiveInt32('invalid_input', 100).optional().default(20),
  waiting: z.enum(['0', '1']).optional(),
});
export type AdminPurchaseListQuery = z.output<typeof adminPurchaseListQuerySchema>;
export const adminPurchaseListEnvelope = apiEnvelope(
  z.object({ purchases: z.array(adminPurchaseSchema), count: z.number().int(), page: z.number().int() }),
);

/** POST /api/admin/purchases/{id}/activate | /reject: only a pending e-transfer, cheque or plan for non-profits. */
export const adminPurchaseParamsSchema = z.object({ id: idSchema });
export const PURCHASE_REJECTION_MAX = 500;
/** The reject's body: the reason the owner is shown (required for a plan for non-profits). */
export const adminPurchaseRejectBodySchema = z
  .object({
    reason: safeText('invalid_input')
      .trim()
      .max(PURCHASE_REJECTION_MAX, 'invalid_input')
      .transform((s) => (s === '' ? undefined : s))
      .optional(),
  })
  // a POST without a body (the old clients) is a reject without a reason
  .nullish();
export const adminPurchaseEnvelope = apiEnvelope(z.object({ purchase: adminPurchaseSchema }));
