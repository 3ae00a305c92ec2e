import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  businesses,
  events,
  invitationKeyRedemptions,
  jobs,
  packages,
  purchases,
} from '../../db/schema/index.js';
import type { PurchaseRow } from '../payments/index.js';
import type { ListingPeriod, PeriodProduct } from '../packages/index.js';

export { findSetting } from '../site/index.js';
/** A buyer's name, address and language, as the payment mails need them. */
export { findBuyer as findUser } from '../payments/index.js';
export type { PurchaseRow };

/** The paid listing tables and their name column. */
export const PAID_TABLES = {
  business: { table: businesses, name: businesses.businessName },
  event: { table: events, name: events.title },
  job: { table: jobs, name: jobs.jobTitle },
} as const;

/**
 * The purchase with this transaction id, its row locked until the transaction ends: a payment that
 * lands meanwhile waits for the listing to be written, so its activation finds the listing.
 */
export async function lockPurchaseByTransaction(db: Db, transactionId: string): Promise<PurchaseRow | null> {
  const [row] = await db
    .select()
    .from(purchases)
    .where(eq(purchases.transactionId, transactionId))
    .for('update');
  return row ?? null;
}

export async function lockPurchaseById(db: Db, id: number): Promise<PurchaseRow | null> {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id)).for('update');
  return row ?? null;
}

/** Why an admin refused the purchase (shown to the owner). */
export async function setRejectionReason(db: Db, id: number, reason: string): Promise<void> {
  await db.update(purchases).set({ rejectionReason: reason }).where(eq(purchases.id, id));
}

/** Whether a listing of `product` already quotes this purchase. */
export async function purchaseInUse(db: Db, product: PeriodProduct, purchaseId: number): Promise<boolean> {
  const { table } = PAID_TABLES[product];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.purchaseId, purchaseId));
  return Boolean(row);
}

/** A plan of this product, active or not (a purchase keeps the plan it bought). */
export async function findPackage(
  db: Db,
  product: string,
  id: number,
  activeOnly = false,
): Promise<{ id: number; name: string; packageType: string } | null> {
  const [row] = await db
    .select({ id: packages.id, name: packages.name, packageType: packages.packageType })
    .from(packages)
    .where(
      and(
        eq(packages.id, id),
        eq(packages.product, product),
        activeOnly ? eq(packages.active, true) : undefined,
      ),
    );
  return row ?? null;
}

/** Links the caller's latest unlinked use of a key to the listing it paid for. */
export async function linkRedemption(db: Db, keyId: number, userId: number, listingId: number) {
  const [latest] = await db
    .select({ id: invitationKeyRedemptions.id })
    .from(invitationKeyRedemptions)
    .where(
      and(
        eq(invitationKeyRedemptions.keyId, keyId),
        eq(invitationKeyRedemptions.userId, userId),
        isNull(invitationKeyRedemptions.listingId),
      ),
    )
    .orderBy(desc(invitationKeyRedemptions.id))
    .limit(1);
  if (latest) {
    await db
      .update(invitationKeyRedemptions)
      .set({ listingId })
      .where(eq(invitationKeyRedemptions.id, latest.id));
  }
}

/** The inactive listing this purchase pays for goes live for `period`; its id, or null. */
export async function activateByPurchase(
  db: Db,
  product: PeriodProduct,
  purchaseId: number,
  period: ListingPeriod,
): Promise<number | null> {
  const values = { status: 1, listingStartDate: period.start, listingEndDate: period.end };
  const rows =
    product === 'business'
      ? await db
          .update(businesses)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(businesses.purchaseId, purchaseId), eq(businesses.status, 0)))
          .returning({ id: businesses.id })
      : product === 'event'
        ? await db
            .update(events)
            // an event stays listed at least until its last day
            .set({
              ...values,
              listingEndDate: sql`greatest(${period.end}::date, coalesce(${events.eventEndDate}, ${events.eventDate}))`,
              updatedAt: new Date(),
            })
            .where(and(eq(events.purchaseId, purchaseId), eq(events.status, 0)))
            .returning({ id: events.id })
        : await db
            .update(jobs)
            .set(values)
            .where(and(eq(jobs.purchaseId, purchaseId), eq(jobs.status, 0)))
            .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

/** The listing a purchase paid for (any status), with its kind and name. */
export async function listingOfPurchase(
  db: Db,
  product: string,
  purchaseId: number,
): Promise<{ id: number; name: string; status: number; userId: number | null } | null> {
  if (product !== 'business' && product !== 'event' && product !== 'job') return null;
  const { table, name } = PAID_TABLES[product];
  const [row] = await db
    .select({ id: table.id, name, status: table.status, userId: table.userId })
    .from(table)
    .where(eq(table.purchaseId, purchaseId));
  return row ?? null;
}

/** Raw SQL row counts from either driver. */
export function rowCount(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number; rows?: unknown[] };
  return r.rowCount ?? r.affectedRows ?? r.rows?.length ?? 0;
}

/** One of `userId`'s listings of a paid kind, locked until the transaction ends, with its purchase's state. */
export async function lockOwnedPaidListing(
  db: Db,
  product: PeriodProduct,
  id: number,
  userId: number,
): Promise<{ id: number; status: number; purchaseId: number | null; purchaseStatus: string | null } | null> {
  const { table } = PAID_TABLES[product];
  const [row] = await db
    .select({ id: table.id, status: table.status, purchaseId: table.purchaseId })
    .from(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .for('update');
  if (!row) return null;
  if (row.purchaseId === null) return { ...row, purchaseStatus: null };
  const [purchase] = await db
    .select({ status: purchases.status })
    .from(purchases)
    .where(eq(purchases.id, row.purchaseId));
  return { ...row, purchaseStatus: purchase?.status ?? null };
}

/** A new payment for an inactive listing: its purchase, and live for `period` when paid at once. */
export async function setListingPayment(
  db: Db,
  product: PeriodProduct,
  id: number,
  payment: { purchaseId: number | null; period: ListingPeriod | null },
): Promise<void> {
  const { period } = payment;
  const dates = period ? { status: 1, listingStartDate: period.start, listingEndDate: period.end } : {};
  if (product === 'event') {
    await db
      .update(events)
      .set({
        purchaseId: payment.purchaseId,
        ...dates,
        // an event stays listed at least until its last day
        ...(period
          ? {
              listingEndDate: sql`greatest(${period.end}::date, coalesce(${events.eventEndDate}, ${events.eventDate}))`,
            }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(events.id, id));
    return;
  }
  if (product === 'business') {
    await db
      .update(businesses)
      .set({ purchaseId: payment.purchaseId, ...dates, updatedAt: new Date() })
      .where(eq(businesses.id, id));
    return;
  }
  await db
    .update(jobs)
    .set({ purchaseId: payment.purchaseId, ...dates })
    .where(eq(jobs.id, id));
}
