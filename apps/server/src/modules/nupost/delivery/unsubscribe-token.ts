import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/client.js';
import { getOrCreateSecret } from '../../../db/secrets.js';

const SECRET_KEY = 'nupost_unsubscribe_key';

export interface FollowPair {
  businessUserId: number;
  memberUserId: number;
}

const sign = (key: string, p: FollowPair) =>
  createHmac('sha256', key)
    .update(`nupost-unsubscribe:${p.businessUserId}:${p.memberUserId}`)
    .digest('base64url');

/**
 * The token of an e-mail's one-click unsubscribe link: the business and the member, signed with a
 * key kept in `app_secrets` (so any process checks it, and no row is written per e-mail). It never
 * expires: an old e-mail's link must still work (RFC 8058), and all it can do is end that one follow.
 */
export async function unsubscribeToken(db: Db, pair: FollowPair): Promise<string> {
  return (await unsubscribeSigner(db))(pair);
}

/** Makes tokens with the key read once (the send job makes thousands). */
export async function unsubscribeSigner(db: Db): Promise<(pair: FollowPair) => string> {
  const key = await getOrCreateSecret(db, SECRET_KEY);
  return (pair) => `${pair.businessUserId}_${pair.memberUserId}_${sign(key, pair)}`;
}

/** The pair a token names, or null when it is not one of ours. */
export async function readUnsubscribeToken(db: Db, token: string): Promise<FollowPair | null> {
  const m = /^(\d{1,10})_(\d{1,10})_([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const pair = { businessUserId: Number(m[1]), memberUserId: Number(m[2]) };
  const key = await getOrCreateSecret(db, SECRET_KEY);
  const expected = Buffer.from(sign(key, pair));
  const given = Buffer.from(m[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? pair : null;
}
