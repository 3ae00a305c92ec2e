import { and, between, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businesses, events, jobs, listingExpiryNotices, users } from '../../db/schema/index.js';

export const EXPIRING_KINDS = ['business', 'job', 'event'] as const;
export type ExpiringKind = (typeof EXPIRING_KINDS)[number];

const TABLES = {
  business: { table: businesses, name: businesses.businessName },
  job: { table: jobs, name: jobs.jobTitle },
  event: { table: events, name: events.title },
} as const;

/** Live listings whose last day is before `today` become Expired (2); how many did. */
export async function expire(db: Db, kind: ExpiringKind, today: string): Promise<number> {
  const { table } = TABLES[kind];
  const rows = await db
    .update(table)
    .set({ status: 2 })
    .where(and(eq(table.status, 1), lt(table.listingEndDate, today)))
    .returning({ id: table.id });
  return rows.length;
}

/**
 * Claims the notices of live listings ending from `from` to `until`: one row per listing and end
 * date, so only the process whose INSERT wrote the row mails. The listing ids claimed now.
 */
export async function claimNotices(
  db: Db,
  kind: ExpiringKind,
  from: string,
  until: string,
): Promise<{ listingId: number; endDate: string }[]> {
  const { table } = TABLES[kind];
  return db
    .insert(listingExpiryNotices)
    .select(
      db
        .select({
          kind: sql<string>`${kind}::text`.as('kind'),
          listingId: sql<number>`${table.id}`.as('listing_id'),
          endDate: sql<string>`${table.listingEndDate}`.as('end_date'),
          sentAt: sql<Date>`now()`.as('sent_at'),
        })
        .from(table)
        .where(
          and(
            eq(table.status, 1),
            isNotNull(table.userId),
            isNotNull(table.listingEndDate),
            between(table.listingEndDate, from, until),
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ listingId: listingExpiryNotices.listingId, endDate: listingExpiryNotices.endDate });
}

/** Who to mail about the claimed notices: the owner's address, name and language, and the listing's name. */
export async function noticeRecipients(
  db: Db,
  kind: ExpiringKind,
  claimed: { listingId: number; endDate: string }[],
) {
  if (claimed.length === 0) return [];
  const { table, name } = TABLES[kind];
  const rows = await db
    .select({
      listingId: table.id,
      listingName: name,
      email: users.email,
      firstName: users.firstName,
      preferredLanguage: users.preferredLanguage,
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(
      inArray(
        table.id,
        claimed.map((c) => c.listingId),
      ),
    );
  const endDates = new Map(claimed.map((c) => [c.listingId, c.endDate]));
  return rows.map((r) => ({ ...r, endDate: endDates.get(r.listingId)! }));
}
