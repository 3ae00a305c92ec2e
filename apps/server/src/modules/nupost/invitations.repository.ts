import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businessAccounts, nupostFollows, nupostInvitations, users } from '../../db/schema/index.js';

export type InvitationRow = typeof nupostInvitations.$inferSelect;

/** Invitations the business made since `since`. */
export async function countSince(db: Db, businessUserId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(nupostInvitations)
    .where(and(eq(nupostInvitations.businessUserId, businessUserId), gt(nupostInvitations.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** Of these addresses, those that already follow the business or hold an unexpired, unconfirmed invitation. */
export async function alreadyReached(
  db: Db,
  businessUserId: number,
  emails: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const following = await db
    .select({ email: users.email })
    .from(nupostFollows)
    .innerJoin(users, eq(users.id, nupostFollows.memberUserId))
    .where(
      and(
        eq(nupostFollows.businessUserId, businessUserId),
        isNull(nupostFollows.endedAt),
        inArray(users.email, [...emails]),
      ),
    );
  const invited = await db
    .select({ email: nupostInvitations.email })
    .from(nupostInvitations)
    .where(
      and(
        eq(nupostInvitations.businessUserId, businessUserId),
        inArray(nupostInvitations.email, [...emails]),
        isNull(nupostInvitations.confirmedAt),
        gt(nupostInvitations.expiresAt, now),
      ),
    );
  return new Set([...following, ...invited].map((r) => r.email));
}

export async function insertInvitation(
  db: Db,
  values: { businessUserId: number; email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(nupostInvitations).values(values);
}

/** An invitation by its token's hash, with the business's name; null when unknown or expired. */
export async function findLive(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ invitation: nupostInvitations, businessName: businessAccounts.businessName })
    .from(nupostInvitations)
    .innerJoin(businessAccounts, eq(businessAccounts.userId, nupostInvitations.businessUserId))
    .where(and(eq(nupostInvitations.tokenHash, tokenHash), gt(nupostInvitations.expiresAt, now)));
  return row ?? null;
}

export async function markConfirmed(db: Db, id: number, memberUserId: number): Promise<void> {
  await db
    .update(nupostInvitations)
    .set({ confirmedAt: sql`now()`, memberUserId })
    .where(and(eq(nupostInvitations.id, id), isNull(nupostInvitations.confirmedAt)));
}

/** The e-mail address and language of a user. */
export async function userContact(db: Db, userId: number) {
  const [row] = await db
    .select({ email: users.email, lang: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
