import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { VapidKeys } from './vapid.js';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushMessage {
  /** the JSON the service worker receives */
  payload: string;
  /** seconds the push service keeps it for an offline device */
  ttlSeconds: number;
  /** a newer push with the same topic replaces one not yet delivered (≤ 32 base64url characters) */
  topic: string;
}

/**
 * What the push service answered: `accepted` (201), `gone` (404/410: the subscription is dead, remove
 * it), `rejected` (413 too large, 400 and other 4xx: sending again would not help), `retry` (429, 5xx,
 * network errors; after `retryAfterMs` when the service said so).
 */
export type PushOutcome =
  | { kind: 'accepted' }
  | { kind: 'gone'; status: number }
  | { kind: 'rejected'; status: number }
  | { kind: 'retry'; status: number | null; retryAfterMs: number | null };

export interface PushSender {
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

const SEND_TIMEOUT_MS = 10_000;
/** Lifetime of a VAPID token (RFC 8292 allows up to 24 hours). */
const VAPID_TOKEN_SECONDS = 12 * 3600;

/** Retry-After as seconds or an HTTP date, in milliseconds from now. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Sends with the `web-push` library: VAPID (ES256 JWT) and the aes128gcm encryption of RFC 8291. */
export function createWebPushSender(opts: { vapid: VapidKeys; subject: string; agent?: Agent }): PushSender {
  // One signed VAPID token per push service, reused for 11 of its 12 hours: signing one per push
  // (ES256) cost about 1 ms each, a tenth of a large send's time.
  const tokens = new Map<string, { authorization: string; renewAt: number }>();
  const authorization = (endpoint: string): string => {
    const audience = new URL(endpoint).origin;
    const cached = tokens.get(audience);
    if (cached && cached.renewAt > Date.now()) return cached.authorization;
    const expiresAt = Math.floor(Date.now() / 1000) + VAPID_TOKEN_SECONDS;
    const headers = webpush.getVapidHeaders(
      audience,
      opts.subject,
      opts.vapid.publicKey,
      opts.vapid.privateKey,
      'aes128gcm',
      expiresAt,
    );
    const fresh = { authorization: headers.Authorization, renewAt: (expiresAt - 3600) * 1000 };
    tokens.set(audience, fresh);
    return fresh.authorization;
  };
  return {
    async send(target, message) {
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          message.payload,
          {
            headers: { Authorization: authorization(target.endpoint) },
            TTL: message.ttlSeconds,
            topic: message.topic,
            urgency: 'normal',
            contentEncoding: 'aes128gcm',
            timeout: SEND_TIMEOUT_MS,
            ...(opts.agent ? { agent: opts.agent } : {}),
          },
        );
        return { kind: 'accepted' };
      } catch (err) {
        if (!(err instanceof webpush.WebPushError))
          return { kind: 'retry', status: null, retryAfterMs: null };
        const status = err.statusCode;
        if (status === 404 || status === 410) return { kind: 'gone', status };
        if (status === 429 || status >= 500) {
          const header = (err.headers as Record<string, string | undefined> | undefined)?.['retry-after'];
          return { kind: 'retry', status, retryAfterMs: retryAfterMs(header) };
        }
        return { kind: 'rejected', status };
      }
    },
  };
}
