import { z } from 'zod';
import { apiEnvelope, statusEnvelope } from '../envelope.js';
import { quantityAllowed } from '../rules/plan-choice.js';
import { PURCHASE_MAX_QUANTITY } from './payments.js';
import { idSchema, pageNumber, positiveInt32, safeText } from './primitives.js';

/**
 * Invitation keys (the listing and payment rules Payment flow 5, §7): issued by an admin for one product, a number of
 * uses and an expiry; a key replaces the payment and the listing is registered with the transaction
 * id `Key: {key}`.
 */
export const INVITATION_KEY_PRODUCTS = ['business', 'event', 'job', 'volunteer'] as const;
export const invitationKeyProductSchema = z.enum(INVITATION_KEY_PRODUCTS, {
  error: 'invitation_key.product_not_valid',
});
export type InvitationKeyProduct = z.infer<typeof invitationKeyProductSchema>;

/** Generated keys: no 0/O, 1/I/L, so a key read aloud or copied by hand survives. */
export const INVITATION_KEY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** 31^12 ≈ 7.9 × 10^17 keys: with the check's rate limit, guessing one is hopeless. */
export const INVITATION_KEY_LENGTH = 12;
export const INVITATION_KEY_MAX_USES = 10_000;
/** Spec 3 §5: the check button is enabled from 2 characters. */
export const INVITATION_KEY_MIN_INPUT = 2;
export const INVITATION_KEY_MAX_LENGTH = 64;
/** An admin-chosen key is at least this long: a short word (`welcome`) is found by guessing. */
export const INVITATION_KEY_MIN_CHOSEN = 10;

/** Keys are compared without surrounding spaces and case. */
export function normalizeInvitationKey(key: string): string {
  return key.trim().toUpperCase();
}

/** The transaction id a listing registered with a key carries (the listing and payment rules). */
export function invitationTransactionId(key: string): string {
  return `Key: ${normalizeInvitationKey(key)}`;
}

const KEY_CHARS = /^[A-Z0-9][A-Z0-9-]*$/;

/**
 * POST /api/update-invitation/{service|event|job}-listing-invitation-key (signed in). A key of the
 * wrong shape gets the same answer as an unknown one.
 */
export const invitationKeyCheckBodySchema = z.object({
  invitation_key: safeText('fill_required_fields')
    .transform(normalizeInvitationKey)
    .pipe(
      z
        .string()
        .min(INVITATION_KEY_MIN_INPUT, 'fill_required_fields')
        .max(INVITATION_KEY_MAX_LENGTH, 'invitation_key.invalid')
        .regex(KEY_CHARS, 'invitation_key.invalid'),
    ),
});
export type InvitationKeyCheckBody = z.input<typeof invitationKeyCheckBodySchema>;

/**
 * The check's answer: status 1, message `invitation_key.valid`, and what one use of the key gives (its
 * plan, in the caller's language, the quantity and the last listed day if registered today); checking
 * does not use the key up.
 */
export const invitationKeyCheckDataSchema = z.object({
  'listing-activate': z.boolean(),
  /** the key's plan; null: the default period (an older job key: one week) */
  package_id: z.number().int().nullable(),
  package_name: z.string().nullable(),
  quantity: z.number().int(),
  /** YYYY-MM-DD: the listing's last listed day when registered today */
  listing_end_date: z.string(),
});
export type InvitationKeyCheckData = z.infer<typeof invitationKeyCheckDataSchema>;
export const invitationKeyCheckEnvelope = statusEnvelope(invitationKeyCheckDataSchema);

/**
 * Why a key cannot be used (the admin's views): the client is only ever told `invitation_key.invalid`,
 * so a guess never learns that a key exists (issue 21 §3).
 */
export const INVITATION_KEY_FAILURES = [
  'invitation_key.invalid',
  'invitation_key.expired',
  'invitation_key.used_up',
  'invitation_key.wrong_product',
  'invitation_key.revoked',
] as const;
export type InvitationKeyFailure = (typeof INVITATION_KEY_FAILURES)[number];

export const INVITATION_KEY_STATUSES = ['active', 'expired', 'used_up', 'revoked'] as const;
export type InvitationKeyStatus = (typeof INVITATION_KEY_STATUSES)[number];

/**
 * POST /api/admin/invitation-keys (admin). Without `key`, an unguessable one is generated. A business,
 * event or job key gives one plan of its product (`package_id`) and a `quantity` (1 for a business).
 */
export const createInvitationKeyBodySchema = z
  .object({
    product: invitationKeyProductSchema,
    package_id: positiveInt32('invitation_key.plan_not_valid').optional(),
    quantity: positiveInt32('invalid_quantity', PURCHASE_MAX_QUANTITY).optional().default(1),
    max_uses: positiveInt32('invitation_key.max_uses_not_valid', INVITATION_KEY_MAX_USES),
    expires_at: safeText('invitation_key.expiry_not_valid')
      .pipe(z.iso.datetime({ offset: true, error: 'invitation_key.expiry_not_valid' }))
      .refine((s) => Date.parse(s) > Date.now(), 'invitation_key.expiry_in_past'),
    key: safeText('invitation_key.format_not_valid')
      .transform(normalizeInvitationKey)
      .pipe(
        z
          .string()
          .min(INVITATION_KEY_MIN_CHOSEN, 'invitation_key.too_short')
          .max(INVITATION_KEY_MAX_LENGTH, 'invitation_key.format_not_valid')
          .regex(KEY_CHARS, 'invitation_key.format_not_valid'),
      )
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.product !== 'volunteer' && body.package_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['package_id'], message: 'invitation_key.plan_required' });
    }
    if (!quantityAllowed(body.product, body.quantity)) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'invalid_quantity' });
    }
  });
export type CreateInvitationKeyBody = z.input<typeof createInvitationKeyBodySchema>;
export type CreateInvitationKeyInput = z.output<typeof createInvitationKeyBodySchema>;

export const invitationKeyItemSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  product: invitationKeyProductSchema,
  /** the plan each use gives (null: volunteer, or an older job key: one week) */
  package_id: z.number().int().nullable(),
  package_name: z.string().nullable(),
  quantity: z.number().int(),
  max_uses: z.number().int(),
  uses: z.number().int(),
  remaining: z.number().int(),
  status: z.enum(INVITATION_KEY_STATUSES),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  /** the admin who issued it; null once that account is deleted */
  created_by: z.number().int().nullable(),
  created_at: z.string(),
});
export type InvitationKeyItem = z.infer<typeof invitationKeyItemSchema>;
export const invitationKeyEnvelope = apiEnvelope(z.object({ invitation_key: invitationKeyItemSchema }));

/** GET /api/admin/invitation-keys?page&per_page&product (admin), newest first. */
export const INVITATION_KEYS_PER_PAGE_MAX = 100;
export const invitationKeyListQuerySchema = z.object({
  page: pageNumber(),
  per_page: positiveInt32('invalid_input', INVITATION_KEYS_PER_PAGE_MAX).optional().default(20),
  product: invitationKeyProductSchema.optional(),
});
export type InvitationKeyListQuery = z.output<typeof invitationKeyListQuerySchema>;
export const invitationKeyListEnvelope = apiEnvelope(
  z.object({
    keys: z.array(invitationKeyItemSchema),
    count: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  }),
);

/** POST /api/admin/invitation-keys/{id}/revoke (admin): revoking twice keeps the first time. */
export const invitationKeyIdParamsSchema = z.object({ id: idSchema });
