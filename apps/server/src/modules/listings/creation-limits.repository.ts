import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  businesses,
  events,
  jobs,
  listingPhotos,
  purchases,
  volunteerOrganizations,
} from '../../db/schema/index.js';

/** First key of the advisory locks that hold one account's registrations (the second is the user id). */
const ACCOUNT_LISTINGS_LOCK = 2126;

/**
 * Holds the account's registrations and photo uploads until the transaction ends, so two at once
 * cannot both pass a total (listings waiting for payment, photo bytes) counted before either wrote.
 */
export async function lockAccountListings(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_LISTINGS_LOCK}::int, ${userId}::int)`);
}

/**
 * Listings of `userId` waiting for a payment or an approval: inactive, with a pending purchase whose
 * checkout (if any) is still open; one left open past its expiry has failed (see checkoutLapsed).
 */
export async function countAwaitingPayment(db: Db, userId: number): Promise<number> {
  const counts = await Promise.all(
    [businesses, events, jobs].map(async (table) => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .innerJoin(purchases, eq(purchases.id, table.purchaseId))
        .where(
          and(
            eq(table.userId, userId),
            eq(table.status, 0),
            eq(purchases.status, 'pending'),
            or(isNull(purchases.checkoutExpiresAt), gt(purchases.checkoutExpiresAt, sql`now()`)),
          ),
        );
      return Number(row?.n ?? 0);
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/** Both stored sizes of every photo on the listings of `userId`, whatever their kind. */
export async function photoUrlsOfOwner(db: Db, userId: number): Promise<string[]> {
  const owned = (kind: 'business' | 'event' | 'volunteer', ids: ReturnType<typeof ownedIds>) =>
    and(eq(listingPhotos.kind, kind), inArray(listingPhotos.listingId, ids));
  const ownedIds = (table: typeof businesses | typeof events | typeof volunteerOrganizations) =>
    db.select({ id: table.id }).from(table).where(eq(table.userId, userId));
  const rows = await db
    .select({ url: listingPhotos.url, urlSmall: listingPhotos.urlSmall })
    .from(listingPhotos)
    .where(
      or(
        owned('business', ownedIds(businesses)),
        owned('event', ownedIds(events)),
        owned('volunteer', ownedIds(volunteerOrganizations)),
      ),
    );
  return rows.flatMap((r) => [r.url, r.urlSmall]);
}
