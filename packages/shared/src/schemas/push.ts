import { z } from 'zod';
import { apiEnvelope } from '../envelope.js';
import { safeText } from './primitives.js';

/** Push subscriptions one account may keep (one per browser or phone); the oldest goes beyond. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;
/** A push's encrypted body stays under this many bytes (push services refuse 4 KB and more). */
export const PUSH_PAYLOAD_MAX_BYTES = 3072;
/** Channels a NuPOST notice reaches a member by; one delivery per notice, member and channel. */
export const DELIVERY_CHANNELS = ['push', 'email', 'app'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

// unpadded base64url, as PushSubscription.toJSON() gives the keys
const base64url = (min: number, max: number) =>
  safeText('invalid_input')
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'invalid_input')
    .min(min, 'invalid_input')
    .max(max, 'invalid_input');

/**
 * GET /api/push/public-key (anyone): the VAPID public key for `pushManager.subscribe`
 * (`applicationServerKey`, unpadded base64url of the 65-byte P-256 point). `enabled` false: the server
 * sends no pushes (PUSH_ENABLED=false), so the web app offers no push button.
 */
export const pushPublicKeyDataSchema = z.object({ public_key: z.string(), enabled: z.boolean() });
export type PushPublicKeyData = z.infer<typeof pushPublicKeyDataSchema>;
export const pushPublicKeyResponseSchema = apiEnvelope(pushPublicKeyDataSchema);

/** A push service endpoint: an https URL (http only to a local stand-in, which the server checks). */
export const pushEndpointSchema = safeText('invalid_input')
  .trim()
  .max(2048, 'invalid_input')
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'https:' || u.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'invalid_input');

/**
 * POST /api/push/subscriptions (signed in): the body is `PushSubscription.toJSON()` as the browser
 * gives it. The same endpoint again updates its keys and owner. Answers 201 with `{ id }`.
 */
export const pushSubscriptionInputSchema = z.object({
  endpoint: pushEndpointSchema,
  /** milliseconds since 1970, or null; kept for information only */
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** the browser's P-256 public key: 65 bytes → 87 characters */
    p256dh: base64url(80, 100),
    /** the 16-byte auth secret → 22 characters */
    auth: base64url(16, 32),
  }),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInputSchema>;
export const pushSubscriptionDataSchema = z.object({ id: z.number().int() });
export const pushSubscriptionResponseSchema = apiEnvelope(pushSubscriptionDataSchema);

/**
 * POST /api/push/subscriptions/renew (no sign-in: the service worker has no session): on
 * `pushsubscriptionchange` the worker sends the old subscription's endpoint and auth secret, which only
 * that browser and the server know, with the new subscription. The old one is replaced by the new for
 * the same member; an unknown old one (or a wrong secret) answers 401 `unauthorized`.
 */
export const pushRenewInputSchema = z.object({
  old_endpoint: pushEndpointSchema,
  old_auth: base64url(16, 32),
  subscription: pushSubscriptionInputSchema,
});
export type PushRenewInput = z.input<typeof pushRenewInputSchema>;

/** DELETE /api/push/subscriptions (signed in): forgets the caller's subscription with this endpoint. */
export const pushUnsubscribeInputSchema = z.object({ endpoint: pushEndpointSchema });
export type PushUnsubscribeInput = z.input<typeof pushUnsubscribeInputSchema>;
export const pushUnsubscribeDataSchema = z.object({ removed: z.boolean() });
export const pushUnsubscribeResponseSchema = apiEnvelope(pushUnsubscribeDataSchema);

/**
 * GET /api/nupost/delivery-preferences and PUT (signed in): `email` true sends NuPOST notices by
 * e-mail too, even to a member who has push; without push they always go by e-mail.
 */
export const nupostDeliveryPreferencesSchema = z.object({ email: z.boolean() });
export type NupostDeliveryPreferences = z.infer<typeof nupostDeliveryPreferencesSchema>;
export const nupostDeliveryPreferencesResponseSchema = apiEnvelope(nupostDeliveryPreferencesSchema);

/**
 * What the service worker's `push` event receives (JSON, in the member's language). `url` is the
 * page `notificationclick` opens (same origin); `tag` groups pushes of one business.
 */
export const pushPayloadSchema = z.object({
  v: z.literal(1),
  kind: z.literal('nupost'),
  notice_id: z.number().int(),
  /** the member's notification row, marked read when the page opens */
  notification_id: z.number().int().nullable(),
  title: z.string(),
  body: z.string(),
  business_name: z.string(),
  lang: z.string(),
  dir: z.enum(['ltr', 'rtl']),
  url: z.string(),
  image: z.string().nullable(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** The one-click unsubscribe token of a NuPOST e-mail (path segment). */
export const nupostUnsubscribeTokenSchema = safeText('nupost.unsubscribe.invalid').regex(
  /^[A-Za-z0-9_-]{20,200}$/,
  'nupost.unsubscribe.invalid',
);

/**
 * GET /api/nupost/unsubscribe/:token (no sign-in): whom the link is about, for the confirmation page.
 * POST /api/nupost/unsubscribe/:token (no sign-in, no body or `List-Unsubscribe=One-Click`, RFC 8058):
 * ends the follow at once; `following` is then false. An unknown token: 404 `nupost.unsubscribe.invalid`.
 */
export const nupostUnsubscribeDataSchema = z.object({
  business_name: z.string(),
  following: z.boolean(),
});
export type NupostUnsubscribeData = z.infer<typeof nupostUnsubscribeDataSchema>;
export const nupostUnsubscribeResponseSchema = apiEnvelope(nupostUnsubscribeDataSchema);

/** Per notice, for the business's history (H1's route reads them from the deliveries). */
export const noticeDeliveryFiguresSchema = z.object({
  recipients: z.number().int(),
  pushSent: z.number().int(),
  pushDelivered: z.number().int(),
  pushFailed: z.number().int(),
  emailsSent: z.number().int(),
  readInApp: z.number().int(),
});
export type NoticeDeliveryFigures = z.infer<typeof noticeDeliveryFiguresSchema>;
