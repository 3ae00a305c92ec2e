import { z } from 'zod';
import { statusEnvelope } from '../envelope.js';
import { isValidEmail } from '../rules/email.js';
import { PURCHASE_MAX_QUANTITY } from './payments.js';
import { WEEKDAYS, type Weekday } from './directory.js';
import { idSchema, int32, pageNumber, positiveInt32, safeText } from './primitives.js';
import { TRANSLATION_LANGS } from './translation.js';

/**
 * Pieces shared by the four listing kinds of spec 3 (business, event, job, volunteer): payment
 * choice, text, e-mail, phone, coordinates, hours, photos, user lists and the answers of §7/§8.
 */

/** Spec 3 §3 "Listing status codes": 0 Inactive, 1 Active, 2 Expired. */
export const LISTING_STATUS = { inactive: 0, active: 1, expired: 2 } as const;
export type ListingStatus = (typeof LISTING_STATUS)[keyof typeof LISTING_STATUS];
export const LISTING_KINDS = ['business', 'event', 'job', 'volunteer'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/** Spec 3 §9: photos are 2 MB at most, png or jpeg; crops are 854×480 (16:9). */
export const LISTING_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const LISTING_PHOTO_TYPES = ['image/png', 'image/jpeg'] as const;
export const LISTING_PHOTO_WIDTH = 854;
export const LISTING_PHOTO_HEIGHT = 480;
/** Widths served for `srcset` besides the full 854. */
export const LISTING_PHOTO_WIDTHS = [427, 854] as const;
export const BUSINESS_PHOTOS_MAX = 3;
/** 1 main + 5 others */
export const EVENT_PHOTOS_MAX = 6;
export const VOLUNTEER_PHOTOS_MAX = 1;
/** The owner is told this many days before a listing ends. */
export const LISTING_EXPIRY_NOTICE_DAYS = 7;
/** Spec 3 §9: manager page size default 10. */
export const USER_LIST_DEFAULT_OFFSET = 10;
export const USER_LIST_MAX_OFFSET = 100;

/** Free text of a form field: trimmed, at most `max` characters; '' and absent become null. */
export function optionalText(max: number, error = 'invalid_input', longError = error) {
  return safeText(error)
    .trim()
    .max(max, longError)
    .nullish()
    .transform((v) => (v ? v : null));
}

/** A listing's free text: longer than `max` answers `text_too_long`. */
export const listingText = (max: number) => optionalText(max, 'invalid_input', 'text_too_long');

/**
 * Required text: trimmed, longer than `minExclusive`, at most `max`. Empty: `error`; present but
 * too short: `shortError` (the field's own message, e.g. `title_too_short`); too long: `longError`.
 */
export function requiredText(
  minExclusive: number,
  max: number,
  error = 'fill_required_fields',
  shortError = error,
  longError = 'text_too_long',
) {
  return safeText(error)
    .trim()
    .min(1, error)
    .min(minExclusive + 1, shortError)
    .max(max, longError);
}

/** Optional e-mail: '' is none; otherwise it must be valid (`email_not_valid`), lower-cased. */
export const optionalEmail = safeText('email_not_valid')
  .trim()
  .max(254, 'email_not_valid')
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isValidEmail(v), 'email_not_valid')
  .transform((v) => v?.toLowerCase() ?? null);

/** The mask of the listing form rules. */
export const PHONE_PATTERN = /^\+1 \(\d{3}\) \d{3}-\d{4}$/;
export const optionalPhone = safeText('phone_not_valid')
  .trim()
  .max(32, 'phone_not_valid')
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || PHONE_PATTERN.test(v), 'phone_not_valid');

/** A website: http(s) only (a `javascript:` link in a listing would run in every reader's page). */
export const optionalWebsite = safeText('website_not_valid')
  .trim()
  .max(500, 'website_not_valid')
  .nullish()
  .transform((v) => (v ? (/^https?:\/\//i.test(v) ? v : `https://${v}`) : null))
  .refine((v) => {
    if (v === null) return true;
    try {
      const url = new URL(v);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'website_not_valid');

const coordinate = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: 'address_not_valid' })
      .finite('address_not_valid')
      .min(min, 'address_not_valid')
      .max(max, 'address_not_valid'),
  );
export const latitude = coordinate(-90, 90);
export const longitude = coordinate(-180, 180);

/** 'YYYY-MM-DD', a real calendar date. */
export const isoDate = (error = 'date_not_valid') => safeText(error).pipe(z.iso.date({ error }));

/** 'HH:MM' on a 30-minute step (the listing form rules), 24-hour; the web shows it as 12-hour AM/PM. */
export const HALF_HOUR = /^([01]\d|2[0-3]):(00|30)$/;
export const halfHourTime = (error = 'time_not_valid') => safeText(error).regex(HALF_HOUR, error);

/** A weekday field: a half-hour time or `CLOSED` (the listing fields). */
export const CLOSED = 'CLOSED';
const dayField = z.union([z.literal(CLOSED), halfHourTime('hours_not_valid')]);
/** monday_start … sunday_end; absent means the default 09:00–17:00 (the listing constants and prices). */
export const weekdayFields = Object.fromEntries(
  WEEKDAYS.flatMap((d) => [
    [`${d}_start`, dayField.optional()],
    [`${d}_end`, dayField.optional()],
  ]),
) as Record<`${Weekday}_${'start' | 'end'}`, z.ZodOptional<typeof dayField>>;
export const DEFAULT_OPENS = '09:00';
export const DEFAULT_CLOSES = '17:00';

/** A list of ids (categories, cities, age groups): at most `max`, no repeats kept. */
export const idList = (max: number, error = 'invalid_input') =>
  z
    .array(idSchema, { error })
    .max(max, error)
    .transform((ids) => [...new Set(ids)]);

/**
 * How the listing is paid (the listing and payment rules: Payment flow), beside the listing's own fields:
 * - `transaction_id` of a purchase the caller opened with POST /api/create-payment-intent: the listing
 *   is kept inactive and goes live when the provider says that purchase is paid;
 * - `invitation_key`: takes one use of the key, live at once;
 * - `payment_method` `etransfer` or `cheque` with `package_id` (and `quantity`): the listing waits,
 *   inactive, until an admin records the money; the organisation is mailed the amount due;
 * - a plan whose price is 0: live at once.
 * One of them is required (400 `payment_required`), except for volunteer organisations (free).
 */
export const ALTERNATE_PAYMENT_METHODS = ['etransfer', 'cheque'] as const;
export type AlternatePaymentMethod = (typeof ALTERNATE_PAYMENT_METHODS)[number];
export const paymentChoiceFields = {
  transaction_id: safeText().trim().max(200).nullish(),
  invitation_key: safeText().trim().max(64).nullish(),
  payment_method: z.enum(ALTERNATE_PAYMENT_METHODS, { error: 'invalid_input' }).nullish(),
  package_id: positiveInt32('invalid_package').nullish(),
  quantity: positiveInt32('invalid_quantity', PURCHASE_MAX_QUANTITY).nullish(),
};

/** What the server decided about payment, in the registration's answer. */
export const LISTING_PAYMENT_STATES = [
  /** live now (key, free plan or a purchase already paid) */
  'active',
  /** waiting for the card payment the provider has not confirmed yet */
  'awaiting_payment',
  /** waiting for an e-transfer or cheque an admin must record */
  'awaiting_alternate_payment',
  /** a plan for non-profits, waiting for an admin's approval */
  'awaiting_approval',
] as const;
export type ListingPaymentState = (typeof LISTING_PAYMENT_STATES)[number];

/** Whether the money of an owned listing is in (the manager's payment column). */
export const OWNED_PAYMENT_STATES = [
  'paid',
  'awaiting_payment',
  'awaiting_alternate_payment',
  'awaiting_approval',
  'payment_failed',
  'free',
] as const;
export type OwnedPaymentState = (typeof OWNED_PAYMENT_STATES)[number];

/** The paid kinds (volunteer organisations are free). */
export const PAID_LISTING_KINDS = ['business', 'event', 'job'] as const;

/**
 * Pays again for an inactive listing whose payment failed (declined, canceled, expired or refused),
 * or that has none: the same choices as a registration.
 */
export const listingPayBodySchema = z.object({
  kind: z.enum(PAID_LISTING_KINDS, { error: 'invalid_input' }),
  id: positiveInt32('invalid_input'),
  ...paymentChoiceFields,
});
export type ListingPayBody = z.infer<typeof listingPayBodySchema>;

/** Registration answers: `status`, `message` (an i18n key), `data.id` (the listings API contract). */
export const listingCreatedDataSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  payment_state: z.enum(LISTING_PAYMENT_STATES),
  /** alternate payment: the amount due, tax included */
  amount_due_cents: z.number().int().nullable(),
});
export type ListingCreatedData = z.infer<typeof listingCreatedDataSchema>;
export const listingCreatedEnvelope = statusEnvelope(listingCreatedDataSchema);

/** Updates and deletions answer status and message only. */
export const listingStatusEnvelope = statusEnvelope(z.null());

/** GET user lists: `page_no` from 1, `offset` = page size (the listings API contract). */
export const userListQuerySchema = z.object({
  page_no: pageNumber(),
  offset: positiveInt32('invalid_input', USER_LIST_MAX_OFFSET).optional().default(USER_LIST_DEFAULT_OFFSET),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

/** Photos as the owner sees them: `id` is what the image deletion calls take. */
export const listingPhotoSchema = z.object({
  id: z.number().int(),
  listing_id: z.number().int(),
  image_url: z.string(),
  /** '427w' and '854w' variants */
  srcset: z.string(),
  is_main: z.boolean(),
});
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;

/** POST /api/{business,event,volunteer}MainImageDelete: `{data:{main_image_id}}`. */
export const mainImageDeleteBodySchema = z.object({ data: z.object({ main_image_id: idSchema }) });
/** POST /api/{business,event}OtherImageDelete: `{data:{image_id}}`. */
export const otherImageDeleteBodySchema = z.object({ data: z.object({ image_id: idSchema }) });

/** The multipart registrations carry one `data` field holding this JSON, plus `images[]` files. */
export const MULTIPART_DATA_FIELD = 'data';
export const MULTIPART_IMAGES_FIELD = 'images[]';

/**
 * The language the owner writes the listing's texts in, from which the other languages are translated
 * (issue 10). Absent on a registration: the caller's interface language; absent on an edit: unchanged.
 */
export const writtenLanguageFields = {
  original_lang: z.enum(TRANSLATION_LANGS, { error: 'invalid_input' }).optional(),
};

/** Fields every owned list row has (the manager's tables). */
export const ownedListingRowFields = {
  id: z.number().int(),
  /** the language its texts are written in */
  original_lang: z.string(),
  status: z.number().int(),
  listing_start_date: z.string().nullable(),
  listing_end_date: z.string().nullable(),
  /**
   * a card purchase the provider has not confirmed, or an alternate payment not yet recorded;
   * `payment_failed`: declined, canceled, expired or refused by the admin, so the owner may pay again
   */
  payment_state: z.enum(OWNED_PAYMENT_STATES),
  /**
   * a card purchase's checkout, pending or expired: when it stops (stopped) taking the payment, ISO
   * 8601; with `payment_failed` it expired unpaid and the owner may pay again
   */
  checkout_expires_at: z.string().nullable().optional(),
  /** why an admin refused the listing's plan for non-profits, shown to the owner */
  rejection_reason: z.string().nullable().optional(),
};

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '')
    ? undefined
    : typeof v === 'string'
      ? Number(v)
      : v;

/** Bounded non-negative money in dollars (hourly wage); '', null and absent are none. */
export const optionalAmount = (error = 'invalid_input') =>
  z.preprocess(
    blankToUndefined,
    z.number({ error }).finite(error).min(0, error).max(1_000_000, error).optional(),
  );

/** An admission price in dollars: '', null and absent mean a free event (0). */
export const admissionPrice = (error = 'invalid_input') =>
  z.preprocess(
    (v) => blankToUndefined(v) ?? 0,
    z.number({ error }).finite(error).min(0, error).max(1_000_000, error),
  );

export const smallCount = (error = 'invalid_input') => int32({ error, min: 1, max: 10_000 });
