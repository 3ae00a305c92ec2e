import { and, eq, isNull, sql } from 'drizzle-orm';
import type { NupostUnsubscribeData } from '@harbour/shared';
import type { Db } from '../../../db/client.js';
import { businessAccounts, nupostFollows, nupostMemberSettings } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

async function pairOf(db: Db, token: string) {
  const pair = await readUnsubscribeToken(db, token);
  if (!pair) throw new AppError(404, 'nupost.unsubscribe.invalid');
  const [business] = await db
    .select({ name: businessAccounts.businessName })
    .from(businessAccounts)
    .where(eq(businessAccounts.userId, pair.businessUserId));
  if (!business) throw new AppError(404, 'nupost.unsubscribe.invalid');
  return { ...pair, businessName: business.name };
}

const activeFollow = (p: { businessUserId: number; memberUserId: number }) =>
  and(
    eq(nupostFollows.businessUserId, p.businessUserId),
    eq(nupostFollows.memberUserId, p.memberUserId),
    isNull(nupostFollows.endedAt),
  );

/** Whom an unsubscribe link is about, and whether its member still follows. */
export async function unsubscribeStatus(db: Db, token: string): Promise<NupostUnsubscribeData> {
  const p = await pairOf(db, token);
  const [row] = await db.select({ id: nupostFollows.id }).from(nupostFollows).where(activeFollow(p));
  return { business_name: p.businessName, following: Boolean(row) };
}

/**
 * RFC 8058 one-click: ends the follow at once (its row stays, with ended_at, for the business's
 * "unsubscribed since"), and cancels what of the business's notices has not reached the member yet.
 * Answering the same link again changes nothing.
 */
export async function unsubscribe(db: Db, token: string): Promise<NupostUnsubscribeData> {
  const p = await pairOf(db, token);
  await db.transaction(async (tx) => {
    await tx.update(nupostFollows).set({ endedAt: new Date() }).where(activeFollow(p));
    await tx.execute(sql`
      update nupost_deliveries d set status = 'cancelled', error = 'unfollowed'
      from nupost_notices n
      where n.id = d.notice_id and n.business_user_id = ${p.businessUserId}
        and d.member_user_id = ${p.memberUserId} and d.status = 'pending'`);
  });
  return { business_name: p.businessName, following: false };
}

export async function deliveryPreferences(db: Db, userId: number): Promise<{ email: boolean }> {
  const [row] = await db
    .select({ email: nupostMemberSettings.email })
    .from(nupostMemberSettings)
    .where(eq(nupostMemberSettings.userId, userId));
  return { email: row?.email ?? false };
}

export async function setDeliveryPreferences(
  db: Db,
  userId: number,
  email: boolean,
): Promise<{ email: boolean }> {
  await db
    .insert(nupostMemberSettings)
    .values({ userId, email })
    .onConflictDoUpdate({ target: nupostMemberSettings.userId, set: { email, updatedAt: new Date() } });
  return { email };
}
