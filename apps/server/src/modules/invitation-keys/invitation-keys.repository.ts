import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { InvitationKeyProduct } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { invitationKeyRedemptions, invitationKeys, packages } from '../../db/schema/index.js';

export type InvitationKeyRow = typeof invitationKeys.$inferSelect;
export type NewInvitationKey = typeof invitationKeys.$inferInsert;

export async function findByKey(db: Db, key: string): Promise<InvitationKeyRow | null> {
  const [row] = await db.select().from(invitationKeys).where(eq(invitationKeys.key, key)).limit(1);
  return row ?? null;
}

/** The new row, or null when the key is taken. */
export async function insertKey(db: Db, values: NewInvitationKey): Promise<InvitationKeyRow | null> {
  const [row] = await db.insert(invitationKeys).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function listKeys(
  db: Db,
  opts: { product?: InvitationKeyProduct; limit: number; offset: number },
): Promise<{ rows: InvitationKeyRow[]; total: number }> {
  const where = opts.product ? eq(invitationKeys.product, opts.product) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(invitationKeys)
      .where(where)
      .orderBy(desc(invitationKeys.createdAt), desc(invitationKeys.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ total: count() }).from(invitationKeys).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Sets `revoked_at` once (a second revoke keeps the first time); null when there is no such key. */
export async function revokeKey(db: Db, id: number, now: Date): Promise<InvitationKeyRow | null> {
  const [row] = await db
    .update(invitationKeys)
    .set({ revokedAt: sql`coalesce(${invitationKeys.revokedAt}, ${now})`, updatedAt: now })
    .where(eq(invitationKeys.id, id))
    .returning();
  return row ?? null;
}

/**
 * Takes one use of a live key of `product` in a single conditional UPDATE: under concurrent
 * redemptions the row lock serialises them and each re-checks `uses < max_uses`, so a key is never
 * used beyond its uses. Null when the key cannot be used.
 */
export async function consumeUse(
  db: Db,
  key: string,
  product: InvitationKeyProduct,
  now: Date,
): Promise<InvitationKeyRow | null> {
  const [row] = await db
    .update(invitationKeys)
    .set({ uses: sql`${invitationKeys.uses} + 1`, updatedAt: now })
    .where(
      and(
        eq(invitationKeys.key, key),
        eq(invitationKeys.product, product),
        isNull(invitationKeys.revokedAt),
        gt(invitationKeys.expiresAt, now),
        lt(invitationKeys.uses, invitationKeys.maxUses),
      ),
    )
    .returning();
  return row ?? null;
}

export async function insertRedemption(
  db: Db,
  values: typeof invitationKeyRedemptions.$inferInsert,
): Promise<void> {
  await db.insert(invitationKeyRedemptions).values(values);
}

export interface KeyPackage {
  id: number;
  product: string;
  name: string;
  packageType: string;
  active: boolean;
}

const keyPackageColumns = {
  id: packages.id,
  product: packages.product,
  name: packages.name,
  packageType: packages.packageType,
  active: packages.active,
};

/** The plan a key gives (even one withdrawn from sale since: the key was issued for it). */
export async function findKeyPackage(db: Db, id: number): Promise<KeyPackage | null> {
  const [row] = await db.select(keyPackageColumns).from(packages).where(eq(packages.id, id));
  return row ?? null;
}

export async function findKeyPackages(db: Db, ids: number[]): Promise<KeyPackage[]> {
  if (ids.length === 0) return [];
  return db.select(keyPackageColumns).from(packages).where(inArray(packages.id, ids));
}
