import { randomInt } from 'node:crypto';
import {
  INVITATION_KEY_ALPHABET,
  INVITATION_KEY_LENGTH,
  invitationTransactionId,
  normalizeInvitationKey,
  type InvitationKeyFailure,
  type InvitationKeyProduct,
  type InvitationKeyStatus,
} from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Limiter } from '../../lib/limiter.js';
import * as repo from './invitation-keys.repository.js';

/** Checks per signed-in user, and per client IP, in a 15-minute window: keys cannot be guessed. */
export const CHECK_LIMIT_PER_USER = 10;
export const CHECK_LIMIT_PER_IP = 30;
const CHECK_WINDOW_MS = 15 * 60_000;

export function keyStatus(row: repo.InvitationKeyRow, now: Date): InvitationKeyStatus {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.uses >= row.maxUses) return 'used_up';
  return 'active';
}

/** Why `row` cannot pay for `product`, or null when it can. */
export function keyRefusal(
  row: repo.InvitationKeyRow | null,
  product: InvitationKeyProduct,
  now: Date,
): InvitationKeyFailure | null {
  if (!row) return 'invitation_key.invalid';
  if (row.product !== product) return 'invitation_key.wrong_product';
  const status = keyStatus(row, now);
  return status === 'active' ? null : `invitation_key.${status}`;
}

const refused = (key: InvitationKeyFailure) => new AppError(400, key);

async function limitChecks(limiter: Limiter, userId: number, ip: string): Promise<void> {
  for (const [key, limit] of [
    [`invitation-key:user:${userId}`, CHECK_LIMIT_PER_USER],
    [`invitation-key:ip:${ip}`, CHECK_LIMIT_PER_IP],
  ] as const) {
    const r = await limiter.hit(key, limit, CHECK_WINDOW_MS);
    if (!r.allowed) {
      throw new AppError(429, 'too_many_requests', {
        'Retry-After': String(Math.max(1, Math.ceil(r.retryAfterMs / 1000))),
      });
    }
  }
}

/**
 * Whether `key` can pay for a listing of `product` now (400 with the reason otherwise). Every check
 * counts against the caller's and the IP's limit. Checking takes no use: registration does.
 */
export async function checkInvitationKey(
  deps: { db: Db; limiter: Limiter },
  input: { key: string; product: InvitationKeyProduct; userId: number; ip: string },
  now = new Date(),
): Promise<void> {
  await limitChecks(deps.limiter, input.userId, input.ip);
  const row = await repo.findByKey(deps.db, normalizeInvitationKey(input.key));
  const refusal = keyRefusal(row, input.product, now);
  if (refusal) throw refused(refusal);
}

/**
 * Uses one use of `key` for a listing of `product`, inside the caller's transaction (pass the
 * transaction as `tx`): if the registration fails afterwards, the use is given back with the
 * rollback. Throws AppError 400 with the reason when the key cannot be used. Returns the
 * transaction id to store on the purchase (`Key: {key}`).
 */
export async function redeemInvitationKey(
  tx: Db,
  input: {
    key: string;
    product: InvitationKeyProduct;
    userId: number;
    listingId?: number | null;
    now?: Date;
  },
): Promise<{ keyId: number; transactionId: string }> {
  const now = input.now ?? new Date();
  const key = normalizeInvitationKey(input.key);
  const row = await repo.consumeUse(tx, key, input.product, now);
  if (!row) {
    // Another registration may have taken the last use since: read what is committed now.
    throw refused(keyRefusal(await repo.findByKey(tx, key), input.product, now) ?? 'invitation_key.used_up');
  }
  await repo.insertRedemption(tx, {
    keyId: row.id,
    userId: input.userId,
    product: input.product,
    listingId: input.listingId ?? null,
    redeemedAt: now,
  });
  return { keyId: row.id, transactionId: invitationTransactionId(row.key) };
}

/** An unguessable key: INVITATION_KEY_LENGTH characters of the unambiguous alphabet, unbiased. */
export function generateInvitationKey(): string {
  let key = '';
  for (let i = 0; i < INVITATION_KEY_LENGTH; i++) {
    key += INVITATION_KEY_ALPHABET[randomInt(INVITATION_KEY_ALPHABET.length)];
  }
  return key;
}
