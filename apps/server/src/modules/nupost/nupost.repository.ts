import { eq, sql } from 'drizzle-orm';
import { businessAccounts, nupostSignups } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';

export type BusinessAccountRow = typeof businessAccounts.$inferSelect;
export type NupostSignupRow = typeof nupostSignups.$inferSelect;

export function withTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}

export async function findBusinessAccount(db: Db, userId: number): Promise<BusinessAccountRow | null> {
  const [row] = await db.select().from(businessAccounts).where(eq(businessAccounts.userId, userId));
  return row ?? null;
}

export async function findBusinessAccountByPurchase(
  db: Db,
  purchaseId: number,
): Promise<BusinessAccountRow | null> {
  const [row] = await db.select().from(businessAccounts).where(eq(businessAccounts.purchaseId, purchaseId));
  return row ?? null;
}

/** A user's business account on this plan; a later paid plan replaces an earlier one's. */
export async function upsertBusinessAccount(
  db: Db,
  values: { userId: number; businessName: string; planId: number; purchaseId: number | null },
): Promise<BusinessAccountRow> {
  const [row] = await db
    .insert(businessAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: businessAccounts.userId,
      set: {
        businessName: values.businessName,
        planId: values.planId,
        purchaseId: values.purchaseId,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

export async function insertSignup(
  db: Db,
  values: { purchaseId: number; userId: number; businessName: string; planId: number },
): Promise<void> {
  await db.insert(nupostSignups).values(values);
}

export async function findSignupByPurchase(db: Db, purchaseId: number): Promise<NupostSignupRow | null> {
  const [row] = await db.select().from(nupostSignups).where(eq(nupostSignups.purchaseId, purchaseId));
  return row ?? null;
}

/** Whether the user has a paid sign-up still waiting for its payment (a NuPOST user who has not paid yet). */
export async function hasSignup(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: nupostSignups.id })
    .from(nupostSignups)
    .where(eq(nupostSignups.userId, userId))
    .limit(1);
  return !!row;
}
