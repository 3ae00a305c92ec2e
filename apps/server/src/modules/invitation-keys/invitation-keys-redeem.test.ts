import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationKeyProduct } from '@harbour/shared';
import { invitationKeyRedemptions, invitationKeys } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';
import { redeemInvitationKey } from './invitation-keys.service.js';

let app: FastifyInstance;
let userId: number;

beforeAll(async () => {
  app = await buildTestApp();
  userId = (await userAuth(app)).userId;
});
afterAll(() => app.close());

let keyCounter = 0;
async function insertKey(
  product: InvitationKeyProduct,
  opts: { maxUses?: number; uses?: number; expiresInMs?: number; revoked?: boolean } = {},
) {
  const key = `REDEEM-${++keyCounter}`;
  const [row] = await app.db
    .insert(invitationKeys)
    .values({
      key,
      product,
      maxUses: opts.maxUses ?? 1,
      uses: opts.uses ?? 0,
      expiresAt: new Date(Date.now() + (opts.expiresInMs ?? 86_400_000)),
      revokedAt: opts.revoked ? new Date() : null,
    })
    .returning();
  return row!;
}

const redeemAlone = (key: string, product: InvitationKeyProduct, listingId?: number) =>
  app.db.transaction((tx) => redeemInvitationKey(tx, { key, product, userId, listingId }));

async function usesOf(id: number) {
  const [row] = await app.db
    .select({ uses: invitationKeys.uses })
    .from(invitationKeys)
    .where(eq(invitationKeys.id, id));
  return row!.uses;
}
const redemptionsOf = (id: number) =>
  app.db.select().from(invitationKeyRedemptions).where(eq(invitationKeyRedemptions.keyId, id));

/** The message key of the AppError a promise rejects with. */
async function refusalOf(p: Promise<unknown>): Promise<string> {
  const err: unknown = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).statusCode).toBe(400);
  return (err as AppError).messageKey;
}

describe('redeemInvitationKey', () => {
  it('takes one use, records who used it for what, and gives the purchase’s transaction id', async () => {
    const key = await insertKey('event', { maxUses: 2 });
    const result = await redeemAlone(key.key.toLowerCase(), 'event', 77);
    expect(result).toEqual({ keyId: key.id, transactionId: `Key: ${key.key}`, packageId: null, quantity: 1 });
    expect(await usesOf(key.id)).toBe(1);
    expect(await redemptionsOf(key.id)).toEqual([
      expect.objectContaining({ keyId: key.id, userId, product: 'event', listingId: 77 }),
    ]);
    await redeemAlone(key.key, 'event');
    expect(await usesOf(key.id)).toBe(2);
    expect(await refusalOf(redeemAlone(key.key, 'event'))).toBe('invitation_key.invalid');
    expect(await usesOf(key.id)).toBe(2);
    expect(await redemptionsOf(key.id)).toHaveLength(2);
  });

  it('lets exactly one of two simultaneous registrations use a one-use key', async () => {
    const key = await insertKey('business');
    const results = await Promise.allSettled([
      redeemAlone(key.key, 'business'),
      redeemAlone(key.key, 'business'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected');
    expect((rejected!.reason as AppError).messageKey).toBe('invitation_key.invalid');
    expect(await usesOf(key.id)).toBe(1);
    expect(await redemptionsOf(key.id)).toHaveLength(1);
  });

  it('gives the use back when the registration around it fails', async () => {
    const key = await insertKey('job');
    const failed = app.db.transaction(async (tx) => {
      await redeemInvitationKey(tx, { key: key.key, product: 'job', userId });
      throw new Error('listing insert failed');
    });
    await expect(failed).rejects.toThrow('listing insert failed');
    expect(await usesOf(key.id)).toBe(0);
    expect(await redemptionsOf(key.id)).toHaveLength(0);
    await redeemAlone(key.key, 'job');
    expect(await usesOf(key.id)).toBe(1);
  });

  it('refuses keys that cannot pay with one answer that confirms nothing, and takes nothing', async () => {
    const expired = await insertKey('business', { expiresInMs: -1 });
    const revoked = await insertKey('business', { revoked: true });
    const other = await insertKey('job');
    const full = await insertKey('business', { maxUses: 5, uses: 5 });
    expect(await refusalOf(redeemAlone('NOT-A-KEY', 'business'))).toBe('invitation_key.invalid');
    // issue 21 §3: not expired, revoked, wrong_product or used_up, which would confirm the key exists
    expect(await refusalOf(redeemAlone(expired.key, 'business'))).toBe('invitation_key.invalid');
    expect(await refusalOf(redeemAlone(revoked.key, 'business'))).toBe('invitation_key.invalid');
    expect(await refusalOf(redeemAlone(other.key, 'business'))).toBe('invitation_key.invalid');
    expect(await refusalOf(redeemAlone(full.key, 'business'))).toBe('invitation_key.invalid');
    for (const k of [expired, revoked, other, full]) {
      expect(await usesOf(k.id)).toBe(k.uses);
      expect(await redemptionsOf(k.id)).toHaveLength(0);
    }
  });
});
