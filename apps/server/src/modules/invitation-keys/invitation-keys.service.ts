import { randomInt } from 'node:crypto';
import {
  INVITATION_KEY_ALPHABET,
  INVITATION_KEY_LENGTH,
  invitationTransactionId,
  normalizeInvitationKey,
  type InvitationKeyCheckData,
  type InvitationKeyProduct,
  type InvitationKeyStatus,
} from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Limiter } from '../../lib/limiter.js';
import { defaultPeriod, listingPeriod, type PeriodProduct, packageName } from '../packages/index.js';
import * as repo from './invitation-keys.repository.js';

/**
 * Attempts that carry a key (the checks and every registration or payment with a key) per signed-in
 * user, and per client IP, in a 15-minute window, through one limiter: keys cannot be guessed.
 */
export const CHECK_LIMIT_PER_USER = 10;
export const CHECK_LIMIT_PER_IP = 30;
const CHECK_WINDOW_MS = 15 * 60_000;

/** The only refusal a client sees: whether a key exists, expired or was used up is the admin's to know. */
export const KEY_REFUSAL = 'invitation_key.invalid';

export function keyStatus(row: repo.InvitationKeyRow, now: Date): InvitationKeyStatus {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.uses >= row.maxUses) return 'used_up';
  return 'active';
}

/** Whether `row` can pay for a listing of `product` now. */
export function keyUsable(
  row: repo.InvitationKeyRow | null,
  product: InvitationKeyProduct,
  now: Date,
): boolean {
  return row !== null && row.product === product && keyStatus(row, now) === 'active';
}

const refused = () => new AppError(400, KEY_REFUSAL);

/**
 * Counts one attempt that carries a key against the caller's and the address's limit (429
 * `too_many_requests` with Retry-After beyond it). Every path that accepts a key calls it first.
 */
export async function limitKeyAttempts(limiter: Limiter, userId: number, ip: string): Promise<void> {
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

/** What one use of the key gives when registered on `today`: its plan, the quantity, the last listed day. */
async function keyGives(
  db: Db,
  row: repo.InvitationKeyRow,
  product: PeriodProduct,
  today: string,
  lang: string,
): Promise<InvitationKeyCheckData> {
  const pkg = row.packageId === null ? null : await repo.findKeyPackage(db, row.packageId);
  const period = pkg ? listingPeriod(pkg, product, row.quantity, today) : defaultPeriod(product, today);
  return {
    'listing-activate': true,
    package_id: pkg?.id ?? null,
    package_name: pkg ? await packageName(db, pkg.id, pkg.name, lang) : null,
    quantity: row.quantity,
    listing_end_date: period.end,
  };
}

/**
 * Whether `key` can pay for a listing of `product` now, and what it gives (400 `invitation_key.invalid`
 * otherwise, whatever the reason). Every check counts against the caller's and the IP's limit.
 * Checking takes no use: registration does.
 */
export async function checkInvitationKey(
  deps: { db: Db; limiter: Limiter },
  input: { key: string; product: PeriodProduct; userId: number; ip: string; today: string; lang: string },
  now = new Date(),
): Promise<InvitationKeyCheckData> {
  await limitKeyAttempts(deps.limiter, input.userId, input.ip);
  const row = await repo.findByKey(deps.db, normalizeInvitationKey(input.key));
  if (!row || !keyUsable(row, input.product, now)) throw refused();
  return keyGives(deps.db, row, input.product, input.today, input.lang);
}

/**
 * Uses one use of `key` for a listing of `product`, inside the caller's transaction (pass the
 * transaction as `tx`): if the registration fails afterwards, the use is given back with the
 * rollback. Throws AppError 400 `invitation_key.invalid` when the key cannot be used, whatever the
 * reason. Returns the transaction id to store on the purchase (`Key: {key}`) and what the key gives.
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
): Promise<{ keyId: number; transactionId: string; packageId: number | null; quantity: number }> {
  const now = input.now ?? new Date();
  const key = normalizeInvitationKey(input.key);
  const row = await repo.consumeUse(tx, key, input.product, now);
  if (!row) throw refused();
  await repo.insertRedemption(tx, {
    keyId: row.id,
    userId: input.userId,
    product: input.product,
    listingId: input.listingId ?? null,
    redeemedAt: now,
  });
  return {
    keyId: row.id,
    transactionId: invitationTransactionId(row.key),
    packageId: row.packageId,
    quantity: row.quantity,
  };
}

/** An unguessable key: INVITATION_KEY_LENGTH characters of the unambiguous alphabet, unbiased. */
export function generateInvitationKey(): string {
  let key = '';
  for (let i = 0; i < INVITATION_KEY_LENGTH; i++) {
    key += INVITATION_KEY_ALPHABET[randomInt(INVITATION_KEY_ALPHABET.length)];
  }
  return key;
}
