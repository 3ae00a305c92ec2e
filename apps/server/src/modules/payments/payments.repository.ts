import { and, eq, inArray, isNotNull, isNull, lte, ne } from 'drizzle-orm';
import type { PurchaseStatus } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import {
  businessPlans,
  packages,
  paymentEvents,
  purchases,
  users,
  type PaymentProviderName,
} from '../../db/schema/index.js';

export type PurchaseRow = typeof purchases.$inferSelect;
export type NewPurchase = typeof purchases.$inferInsert;
export type PackageRow = typeof packages.$inferSelect;
export type NuPostPlanRow = typeof businessPlans.$inferSelect;

export { listRunningPromos } from '../packages/index.js';

/** Runs `fn` in one transaction: everything it writes lands together or not at all. */
export function withTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}

/** An active package of this product. */
export async function findActivePackage(db: Db, product: string, id: number): Promise<PackageRow | null> {
  const [row] = await db
    .select()
    .from(packages)
    .where(and(eq(packages.id, id), eq(packages.product, product), eq(packages.active, true)));
  return row ?? null;
}

export async function findNuPostPlan(db: Db, id: number): Promise<NuPostPlanRow | null> {
  const [row] = await db.select().from(businessPlans).where(eq(businessPlans.id, id));
  return row ?? null;
}

/** Site settings (the tax rate) are read where the site module keeps them. */
export { findSetting } from '../site/index.js';

export async function findBuyer(
  db: Db,
  userId: number,
): Promise<{ email: string; firstName: string; preferredLanguage: string } | null> {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, preferredLanguage: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function insertPurchase(db: Db, values: NewPurchase): Promise<PurchaseRow> {
  const [row] = await db.insert(purchases).values(values).returning();
  return row!;
}

export async function setProviderSession(
  db: Db,
  id: number,
  sessionId: string,
  checkoutExpiresAt: Date,
): Promise<void> {
  await db
    .update(purchases)
    .set({ providerSessionId: sessionId, checkoutExpiresAt, updatedAt: new Date() })
    .where(eq(purchases.id, id));
}

export async function findPurchaseByTransaction(db: Db, transactionId: string): Promise<PurchaseRow | null> {
  const [row] = await db.select().from(purchases).where(eq(purchases.transactionId, transactionId));
  return row ?? null;
}

export async function findPurchaseBySession(
  db: Db,
  provider: PaymentProviderName,
  sessionId: string,
): Promise<PurchaseRow | null> {
  const [row] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.provider, provider), eq(purchases.providerSessionId, sessionId)));
  return row ?? null;
}

export async function findPurchaseById(db: Db, id: number): Promise<PurchaseRow | null> {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id));
  return row ?? null;
}

/** Keeps the provider's event id; false when it was already there (a repeated delivery). */
export async function recordEvent(
  db: Db,
  values: { provider: PaymentProviderName; eventId: string; type: string; purchaseId: number | null },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/** pending/declined/canceled/expired → paid, once: null when it was already paid. */
export async function markPaid(db: Db, id: number, paidAt: Date): Promise<PurchaseRow | null> {
  const [row] = await db
    .update(purchases)
    .set({ status: 'paid', paidAt, updatedAt: paidAt })
    .where(and(eq(purchases.id, id), ne(purchases.status, 'paid')))
    .returning();
  return row ?? null;
}

/** Moves a purchase to `status` only from one of `from` (paid is never left). */
export async function moveStatus(
  db: Db,
  id: number,
  status: Exclude<PurchaseStatus, 'paid' | 'pending'>,
  from: PurchaseStatus[],
): Promise<void> {
  await db
    .update(purchases)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(purchases.id, id), inArray(purchases.status, from)));
}

/** Pending card purchases whose checkout stopped taking the payment at or before `now`, oldest first. */
export async function listLapsedCheckouts(db: Db, now: Date, limit: number): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(purchases)
    .where(and(eq(purchases.status, 'pending'), lte(purchases.checkoutExpiresAt, now)))
    .orderBy(purchases.checkoutExpiresAt)
    .limit(limit);
}

/** Paid subscriptions of `provider` whose end the provider has not confirmed yet, oldest first. */
export async function listSubscriptionsWithoutEnd(
  db: Db,
  provider: PaymentProviderName,
  limit: number,
): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.provider, provider),
        eq(purchases.status, 'paid'),
        isNotNull(purchases.subscriptionMonths),
        isNull(purchases.subscriptionEndSetAt),
      ),
    )
    .orderBy(purchases.paidAt)
    .limit(limit);
}

export async function markSubscriptionEndSet(db: Db, purchaseId: number, at: Date): Promise<void> {
  await db.update(purchases).set({ subscriptionEndSetAt: at }).where(eq(purchases.id, purchaseId));
}
