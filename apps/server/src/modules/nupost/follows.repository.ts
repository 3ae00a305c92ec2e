import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businessAccounts, businesses, nupostFollows } from '../../db/schema/index.js';

/** The business account behind a listing: its owner user, when that user holds one. */
export async function listingBusiness(db: Db, businessId: number) {
  const [row] = await db
    .select({
      ownerUserId: businesses.userId,
      accountUserId: businessAccounts.userId,
      businessName: businessAccounts.businessName,
    })
    .from(businesses)
    .leftJoin(businessAccounts, eq(businessAccounts.userId, businesses.userId))
    .where(eq(businesses.id, businessId));
  return row ?? null;
}

const active = (businessUserId: number, memberUserId: number) =>
  and(
    eq(nupostFollows.businessUserId, businessUserId),
    eq(nupostFollows.memberUserId, memberUserId),
    isNull(nupostFollows.endedAt),
  );

export async function isFollowing(db: Db, businessUserId: number, memberUserId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: nupostFollows.id })
    .from(nupostFollows)
    .where(active(businessUserId, memberUserId));
  return row !== undefined;
}

/** A new active follow; nothing when one exists already (the unique index of active follows). */
export async function insertFollow(db: Db, businessUserId: number, memberUserId: number): Promise<void> {
  await db.insert(nupostFollows).values({ businessUserId, memberUserId }).onConflictDoNothing();
}

/** Ends the member's active follow of the business (the row stays, for "unsubscribed since"); false when none. */
export async function endFollow(db: Db, businessUserId: number, memberUserId: number): Promise<boolean> {
  const rows = await db
    .update(nupostFollows)
    .set({ endedAt: sql`now()` })
    .where(active(businessUserId, memberUserId))
    .returning({ id: nupostFollows.id });
  return rows.length > 0;
}

/** The businesses a member follows, newest first, with the first listing of each (for a link). */
export async function memberFollows(db: Db, memberUserId: number) {
  return db
    .select({
      businessUserId: nupostFollows.businessUserId,
      businessName: businessAccounts.businessName,
      businessId: sql<
        number | null
      >`(select min(b.id) from businesses b where b.user_id = ${nupostFollows.businessUserId})`,
      since: nupostFollows.createdAt,
    })
    .from(nupostFollows)
    .innerJoin(businessAccounts, eq(businessAccounts.userId, nupostFollows.businessUserId))
    .where(and(eq(nupostFollows.memberUserId, memberUserId), isNull(nupostFollows.endedAt)))
    .orderBy(desc(nupostFollows.createdAt), desc(nupostFollows.id));
}
