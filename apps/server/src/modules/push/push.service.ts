import {
  PUSH_SUBSCRIPTIONS_PER_USER,
  type PushRenewInput,
  type PushSubscriptionInput,
} from '@harbour/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import * as repo from './push.repository.js';

/** Hosts of the browsers' push services: in production an endpoint elsewhere is refused (no SSRF). */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

/** Whether the server may post to this endpoint: https to a known push service; anything in development and tests. */
export function endpointAllowed(endpoint: string, env: Config['env']): boolean {
  const url = new URL(endpoint);
  if (env !== 'production') return true;
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));
}

/** Keeps the caller's subscription (the oldest beyond PUSH_SUBSCRIPTIONS_PER_USER goes). */
export async function subscribe(
  db: Db,
  env: Config['env'],
  userId: number,
  input: { endpoint: string; keys: PushSubscriptionInput['keys'] },
): Promise<{ id: number }> {
  if (!endpointAllowed(input.endpoint, env)) throw new AppError(400, 'push.endpoint_not_allowed');
  const id = await db.transaction(async (tx) => {
    const subId = await repo.upsertSubscription(tx, {
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
    });
    await repo.trimSubscriptions(tx, userId, PUSH_SUBSCRIPTIONS_PER_USER);
    return subId;
  });
  return { id };
}

export async function unsubscribe(db: Db, userId: number, endpoint: string): Promise<{ removed: boolean }> {
  return { removed: await repo.deleteSubscription(db, userId, endpoint) };
}

/**
 * A browser's push service replaced its subscription (`pushsubscriptionchange`): the old one, proved by
 * its auth secret, gives way to the new one for the same member. 401 for an unknown old one.
 */
export async function renew(db: Db, env: Config['env'], input: PushRenewInput): Promise<{ id: number }> {
  const old = await repo.findByEndpointAndAuth(db, input.old_endpoint, input.old_auth);
  if (!old) throw new AppError(401, 'unauthorized');
  if (!endpointAllowed(input.subscription.endpoint, env))
    throw new AppError(400, 'push.endpoint_not_allowed');
  const id = await db.transaction(async (tx) => {
    if (input.subscription.endpoint !== input.old_endpoint) await repo.deleteSubscriptionById(tx, old.id);
    return repo.upsertSubscription(tx, {
      userId: old.userId,
      endpoint: input.subscription.endpoint,
      p256dh: input.subscription.keys.p256dh,
      auth: input.subscription.keys.auth,
    });
  });
  return { id };
}
