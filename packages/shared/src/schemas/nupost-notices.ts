import { z } from 'zod';
import { apiEnvelope } from '../envelope.js';
import { isValidEmail } from '../rules/email.js';
import { idSchema, pageNumber, safeText } from './primitives.js';
import { TRANSLATION_LANGS } from './translation.js';
import { isSingleLine } from './profile.js';

/**
 * NuPOST notices, follows and invitations (issue 22 §2). Every route is under `/api/nupost/…` and
 * answers the main envelope `{ meta: { success, message }, data }`; failures are message keys.
 * The notice routes are for the signed-in holder of a business account (others: 404 `not_found`,
 * or 403 `nupost.notices.no_business_account` when the caller has none).
 */

export const NUPOST_NOTICE_TITLE_MAX = 120;
export const NUPOST_NOTICE_BODY_MAX = 2000;
export const NUPOST_NOTICE_LINK_MAX = 500;
/** How far ahead a notice may be scheduled. */
export const NUPOST_SCHEDULE_MAX_DAYS = 365;
/** Addresses in one invitation request, and invitations one business may send a day. */
export const NUPOST_INVITES_PER_REQUEST = 50;
export const NUPOST_INVITES_PER_DAY = 200;
/** How long an invitation link stays valid. */
export const NUPOST_INVITATION_DAYS = 14;
export const NUPOST_NOTICES_PAGE_SIZE = 20;

export const NUPOST_NOTICE_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type NupostNoticeStatus = (typeof NUPOST_NOTICE_STATUSES)[number];
export const NUPOST_AUDIENCES = ['all', 'province', 'city'] as const;
export type NupostAudience = (typeof NUPOST_AUDIENCES)[number];
/** `original`: the language it was written in; `machine`: a provider's translation; `written`: the business's own. */
export const NUPOST_TEXT_ORIGINS = ['original', 'machine', 'written'] as const;
export type NupostTextOrigin = (typeof NUPOST_TEXT_ORIGINS)[number];

const langSchema = z.enum(TRANSLATION_LANGS, { error: 'invalid_input' });

export const nupostNoticeTitleSchema = safeText('fill_required_fields')
  .trim()
  .min(1, 'fill_required_fields')
  .max(NUPOST_NOTICE_TITLE_MAX, 'field_too_long')
  .refine(isSingleLine, 'invalid_input');
export const nupostNoticeBodySchema = safeText('fill_required_fields')
  .trim()
  .min(1, 'fill_required_fields')
  .max(NUPOST_NOTICE_BODY_MAX, 'field_too_long');

/** An optional https/http link; '' or null clears it. */
const linkSchema = safeText()
  .trim()
  .max(NUPOST_NOTICE_LINK_MAX, 'field_too_long')
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'nupost.notices.link_not_valid')
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));
/** Bytes of one picture file a business uploads (before it is re-encoded). */
export const NUPOST_PICTURE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** Bytes all the pictures of one business account may take once re-encoded. */
export const NUPOST_PICTURES_MAX_BYTES = 20 * 1024 * 1024;
/** The longest side of a stored picture, in pixels (a smaller one is not enlarged). */
export const NUPOST_PICTURE_SIZE = 1280;
/** The URL path of a picture the server stored for business `userId` (see POST /api/nupost/pictures). */
export const NUPOST_PICTURE_PATH = /^\/uploads\/nupost\/(\d+)\/[a-f0-9]{32}\.webp$/;

/** A picture: the URL path a picture upload answered (checked against the caller by the server); '' or null clears it. */
const pictureSchema = safeText()
  .trim()
  .max(NUPOST_NOTICE_LINK_MAX, 'field_too_long')
  .refine((v) => v === '' || NUPOST_PICTURE_PATH.test(v), 'nupost.notices.picture_not_valid')
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/** Who receives a notice: all members, those whose profile is in a province, or in a city. */
export const nupostAudienceSchema = z
  .object({
    kind: z.enum(NUPOST_AUDIENCES, { error: 'invalid_input' }),
    province_id: idSchema.nullable().optional(),
    city_id: idSchema.nullable().optional(),
  })
  .superRefine((a, ctx) => {
    if (a.kind === 'province' && !a.province_id)
      ctx.addIssue({ code: 'custom', message: 'nupost.notices.province_required', path: ['province_id'] });
    if (a.kind === 'city' && !a.city_id)
      ctx.addIssue({ code: 'custom', message: 'nupost.notices.city_required', path: ['city_id'] });
  })
  .transform((a) => ({
    kind: a.kind,
    province_id: a.kind === 'province' ? (a.province_id ?? null) : null,
    city_id: a.kind === 'city' ? (a.city_id ?? null) : null,
  }));
export type NupostAudienceInput = z.input<typeof nupostAudienceSchema>;

/**
 * POST /api/nupost/notices (a new draft) and PUT /api/nupost/notices/{id} (edit one that is not sending or
 * sent: `nupost.notices.not_editable`). A change of title, text or language translates it again; the
 * business's own texts of other languages are kept.
 * DELETE /api/nupost/notices/{id}: a draft or cancelled one only.
 */
export const nupostNoticeDraftSchema = z.object({
  title: nupostNoticeTitleSchema,
  body: nupostNoticeBodySchema,
  link: linkSchema,
  picture: pictureSchema,
  /** the language it is written in */
  lang: langSchema,
  audience: nupostAudienceSchema.optional().default({ kind: 'all', province_id: null, city_id: null }),
});
export type NupostNoticeDraft = z.input<typeof nupostNoticeDraftSchema>;

export const nupostNoticeParamsSchema = z.object({ id: idSchema });

/**
 * POST /api/nupost/pictures (multipart, one file in field `file`): a PNG, JPEG or WebP of at most
 * NUPOST_PICTURE_UPLOAD_MAX_BYTES, stored as a WebP without metadata; a draft then names its `url` as `picture`.
 * Refused: 400 `image_invalid`, 413 `image_too_large`, 403 `nupost.pictures.storage_full` (the account's
 * pictures would pass NUPOST_PICTURES_MAX_BYTES). DELETE /api/nupost/pictures/{file}: removes one no notice uses.
 */
export const nupostPictureSchema = z.object({
  url: z.string(),
  bytes: z.number().int(),
  /** what the account's pictures take, this one included */
  used_bytes: z.number().int(),
  max_bytes: z.number().int(),
});
export type NupostPicture = z.infer<typeof nupostPictureSchema>;
export const nupostPictureEnvelope = apiEnvelope(nupostPictureSchema);
export const nupostPictureParamsSchema = z.object({
  file: safeText('not_found').regex(/^[a-f0-9]{32}\.webp$/, 'not_found'),
});
export const nupostNoticeLangParamsSchema = z.object({ id: idSchema, lang: langSchema });

/** The figures of a sent notice (zeros before it goes out). */
export const nupostNoticeFiguresSchema = z.object({
  recipients: z.number().int(),
  push_sent: z.number().int(),
  push_delivered: z.number().int(),
  push_failed: z.number().int(),
  emails_sent: z.number().int(),
  read_in_app: z.number().int(),
  /** members who stopped following the business since the notice was sent */
  unsubscribed_since: z.number().int(),
});
export type NupostNoticeFigures = z.infer<typeof nupostNoticeFiguresSchema>;

/** One language's text of a notice. */
export const nupostNoticeTextSchema = z.object({
  lang: z.string(),
  title: z.string(),
  body: z.string(),
  origin: z.enum(NUPOST_TEXT_ORIGINS),
});
export type NupostNoticeText = z.infer<typeof nupostNoticeTextSchema>;

export const nupostNoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  picture: z.string().nullable(),
  lang: z.string(),
  audience: z.object({
    kind: z.enum(NUPOST_AUDIENCES),
    province_id: z.number().int().nullable(),
    city_id: z.number().int().nullable(),
  }),
  status: z.enum(NUPOST_NOTICE_STATUSES),
  /** ISO 8601; set once sent now or scheduled */
  scheduled_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  figures: nupostNoticeFiguresSchema,
});
export type NupostNotice = z.infer<typeof nupostNoticeSchema>;

/**
 * Where the machine translation of a notice stands, so the page says what members will read:
 * `unavailable` no provider is configured (members read the original, or the business's own texts);
 * `in_progress` queued for the worker; `retrying` the provider failed and it will be tried again;
 * `incomplete` done, but some languages got no text (no provider has them); `complete` all 13 languages.
 * In every state but `complete`, a language without a text is sent in the notice's own language.
 */
export const NUPOST_TRANSLATION_STATES = [
  'unavailable',
  'in_progress',
  'retrying',
  'incomplete',
  'complete',
] as const;
export type NupostTranslationState = (typeof NUPOST_TRANSLATION_STATES)[number];

/** GET /api/nupost/notices/{id}: the notice and every language's text that exists (the original first). */
export const nupostNoticeDetailSchema = nupostNoticeSchema.extend({
  texts: z.array(nupostNoticeTextSchema),
  translation_state: z.enum(NUPOST_TRANSLATION_STATES),
});
export type NupostNoticeDetail = z.infer<typeof nupostNoticeDetailSchema>;
export const nupostNoticeEnvelope = apiEnvelope(nupostNoticeDetailSchema);

/** The plan's limits and what is used (GET /api/nupost/notices answers them beside the history). */
export const nupostLimitsSchema = z.object({
  business_name: z.string(),
  plan_name: z.string(),
  plan_scheme: z.string(),
  /** null: no cap */
  member_limit: z.number().int().nullable(),
  members: z.number().int(),
  notice_limit: z.number().int().nullable(),
  /** notices scheduled or sent in the current period */
  notices_this_period: z.number().int(),
  /** ISO 8601 bounds of the current period */
  period_start: z.string(),
  period_end: z.string(),
});
export type NupostLimits = z.infer<typeof nupostLimitsSchema>;

/** GET /api/nupost/notices?pageNumber=: the history, newest first, with figures. */
export const nupostNoticesQuerySchema = z.object({ pageNumber: pageNumber('invalid_page') });
export const nupostNoticesDataSchema = z.object({
  notices: z.array(nupostNoticeSchema),
  count: z.number().int(),
  pageNumber: z.number().int(),
  hasMore: z.boolean(),
  limits: nupostLimitsSchema,
  /** false when this site has no translation provider: notices go out in the language they are written in */
  machine_translation: z.boolean(),
});
export type NupostNoticesData = z.infer<typeof nupostNoticesDataSchema>;
export const nupostNoticesEnvelope = apiEnvelope(nupostNoticesDataSchema);

/** GET /api/nupost/notices/{id}/preview?lang=: the notice as a member reading `lang` sees it. */
export const nupostPreviewQuerySchema = z.object({ lang: langSchema.optional() });
export const nupostPreviewSchema = z.object({
  business_name: z.string(),
  lang: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  picture: z.string().nullable(),
  /** `original` also when the translation of `lang` is not ready yet (then `pending` is true) */
  origin: z.enum(NUPOST_TEXT_ORIGINS),
  pending: z.boolean(),
});
export type NupostPreview = z.infer<typeof nupostPreviewSchema>;
export const nupostPreviewEnvelope = apiEnvelope(nupostPreviewSchema);

/**
 * PUT /api/nupost/notices/{id}/texts/{lang}: the business's own text of one language (labelled written).
 * DELETE on the same path gives the language back to the machine translation.
 * Not for the language the notice is written in (edit the notice instead: `invalid_input`).
 */
export const nupostNoticeTextBodySchema = z.object({
  title: nupostNoticeTitleSchema,
  body: nupostNoticeBodySchema,
});
export type NupostNoticeTextBody = z.input<typeof nupostNoticeTextBodySchema>;

/**
 * POST /api/nupost/notices/{id}/send: without `send_at`, now; with it (ISO 8601, in the future, within
 * NUPOST_SCHEDULE_MAX_DAYS) at that time. A draft, a cancelled one, or a scheduled one (to move its time). Refused
 * beyond the plan: `nupost.notices.notice_limit_reached`, `nupost.notices.member_limit_reached`.
 * POST /api/nupost/notices/{id}/cancel: a scheduled notice back to `cancelled` (`nupost.notices.not_cancellable`
 * once sending).
 */
export const nupostSendBodySchema = z
  .object({
    send_at: safeText()
      .refine((v) => !Number.isNaN(Date.parse(v)), 'nupost.notices.send_at_not_valid')
      .nullable()
      .optional(),
  })
  .optional()
  .default({});
export type NupostSendBody = z.input<typeof nupostSendBodySchema>;

/** A business a member follows. */
export const nupostFollowSchema = z.object({
  business_user_id: z.number().int(),
  business_name: z.string(),
  /** the business's listing, when it has one */
  business_id: z.number().int().nullable(),
  /** ISO 8601 */
  since: z.string(),
});
export type NupostFollow = z.infer<typeof nupostFollowSchema>;
/** GET /api/nupost/follows (signed in): whom I follow, newest first. */
export const nupostFollowsEnvelope = apiEnvelope(z.object({ follows: z.array(nupostFollowSchema) }));

/**
 * POST /api/nupost/follows {business_id} (signed in): follow the business of a listing (`businesses.id`);
 * answers `nupostFollowStateEnvelope`. Refused: 409 `nupost.follow.not_available` (the listing's owner has no
 * business account), 400 `nupost.follow.own_business`, 403 `nupost.follow.business_full` (the plan's member limit).
 * GET /api/nupost/follows/business/{business_id} (signed in): the follow button's state.
 * DELETE /api/nupost/follows/{business_user_id} (signed in): stop following; answers `nupostFollowsEnvelope`
 * (the follows left).
 */
export const nupostFollowBodySchema = z.object({ business_id: idSchema });
export type NupostFollowBody = z.input<typeof nupostFollowBodySchema>;
export const nupostFollowListingParamsSchema = z.object({ business_id: idSchema });
export const nupostUnfollowParamsSchema = z.object({ business_user_id: idSchema });
export const nupostFollowStateSchema = z.object({
  /** false when the listing's owner has no NuPOST business account */
  available: z.boolean(),
  following: z.boolean(),
  business_user_id: z.number().int().nullable(),
  business_name: z.string().nullable(),
});
export type NupostFollowState = z.infer<typeof nupostFollowStateSchema>;
export const nupostFollowStateEnvelope = apiEnvelope(nupostFollowStateSchema);

const inviteEmailSchema = safeText('email_not_valid')
  .trim()
  .max(254, 'email_not_valid')
  .refine(isValidEmail, 'email_not_valid')
  .transform((v) => v.toLowerCase());

/**
 * POST /api/nupost/invitations {emails} (business account holder): mails each address a link to confirm
 * (double opt-in: nothing else is sent to it before). Addresses already following or invited in the last
 * NUPOST_INVITATION_DAYS are skipped. Refused: `nupost.invitations.daily_limit` beyond NUPOST_INVITES_PER_DAY.
 */
export const nupostInviteBodySchema = z.object({
  emails: z
    .array(inviteEmailSchema, { error: 'fill_required_fields' })
    .min(1, 'fill_required_fields')
    .max(NUPOST_INVITES_PER_REQUEST, 'nupost.invitations.too_many'),
});
export type NupostInviteBody = z.input<typeof nupostInviteBodySchema>;
export const nupostInviteResultSchema = z.object({
  invited: z.number().int(),
  skipped: z.number().int(),
  /** invitations still allowed today */
  remaining_today: z.number().int(),
});
export type NupostInviteResult = z.infer<typeof nupostInviteResultSchema>;
export const nupostInviteEnvelope = apiEnvelope(nupostInviteResultSchema);

/**
 * GET /api/nupost/invitations/{token} (public): what the link is for.
 * POST /api/nupost/invitations/{token}/confirm (signed in; the account's e-mail must be the invited one):
 * creates the follow and answers it (`nupostFollowEnvelope`). Not signed in: 401 `nupost.invitations.sign_in`; another address: 403
 * `nupost.invitations.email_mismatch`; unknown or expired: 404 `nupost.invitations.not_found`.
 */
export const nupostInvitationParamsSchema = z.object({
  token: safeText('nupost.invitations.not_found')
    .min(20, 'nupost.invitations.not_found')
    .max(100, 'nupost.invitations.not_found')
    .regex(/^[A-Za-z0-9_-]+$/, 'nupost.invitations.not_found'),
});
export const nupostInvitationSchema = z.object({
  business_name: z.string(),
  /** the invited address, partly hidden (a***@example.com) */
  email_hint: z.string(),
  confirmed: z.boolean(),
});
export type NupostInvitation = z.infer<typeof nupostInvitationSchema>;
export const nupostInvitationEnvelope = apiEnvelope(nupostInvitationSchema);
export const nupostFollowEnvelope = apiEnvelope(nupostFollowSchema);
