import type { NupostFollow, NupostFollowState } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import * as repo from './follows.repository.js';
import { countActiveFollowers, findAccountWithPlan, lockAccount } from './notices.repository.js';
import { withTransaction } from './nupost.repository.js';

/** The business account of a listing; 404 for no listing, 409 `nupost.follow.not_available` when its owner has none. */
async function businessOfListing(db: Db, businessId: number) {
  const row = await repo.listingBusiness(db, businessId);
  if (!row) throw notFound();
  if (row.accountUserId === null || row.businessName === null)
    throw new AppError(409, 'nupost.follow.not_available');
  return { userId: row.accountUserId, name: row.businessName };
}

/**
 * The member follows the business (idempotent). Refused for one's own business, and beyond the plan's member
 * limit (counted under the account's lock, so two new members cannot both take the last place).
 */
export async function followBusiness(db: Db, memberUserId: number, businessUserId: number): Promise<void> {
  if (businessUserId === memberUserId) throw badRequest('nupost.follow.own_business');
  await withTransaction(db, async (tx) => {
    await lockAccount(tx, businessUserId);
    if (await repo.isFollowing(tx, businessUserId, memberUserId)) return;
    const account = await findAccountWithPlan(tx, businessUserId);
    if (!account) throw new AppError(409, 'nupost.follow.not_available');
    if (
      account.memberLimit !== null &&
      (await countActiveFollowers(tx, businessUserId)) >= account.memberLimit
    )
      throw forbidden('nupost.follow.business_full');
    await repo.insertFollow(tx, businessUserId, memberUserId);
  });
}

export async function followListing(
  db: Db,
  memberUserId: number,
  businessId: number,
): Promise<NupostFollowState> {
  const business = await businessOfListing(db, businessId);
  await followBusiness(db, memberUserId, business.userId);
  return {
    available: true,
    following: true,
    business_user_id: business.userId,
    business_name: business.name,
  };
}

/** The follow button's state for a listing. */
export async function followState(
  db: Db,
  memberUserId: number,
  businessId: number,
): Promise<NupostFollowState> {
  const row = await repo.listingBusiness(db, businessId);
  if (!row) throw notFound();
  if (row.accountUserId === null || row.businessName === null)
    return { available: false, following: false, business_user_id: null, business_name: null };
  return {
    available: row.accountUserId !== memberUserId,
    following: await repo.isFollowing(db, row.accountUserId, memberUserId),
    business_user_id: row.accountUserId,
    business_name: row.businessName,
  };
}

export async function myFollows(db: Db, memberUserId: number): Promise<NupostFollow[]> {
  const rows = await repo.memberFollows(db, memberUserId);
  return rows.map((r) => ({
    business_user_id: r.businessUserId,
    business_name: r.businessName,
    business_id: r.businessId === null ? null : Number(r.businessId),
    since: r.since.toISOString(),
  }));
}

/** Stops following (one click); following nothing is no failure. Answers the follows left. */
export async function unfollow(
  db: Db,
  memberUserId: number,
  businessUserId: number,
): Promise<NupostFollow[]> {
  await repo.endFollow(db, businessUserId, memberUserId);
  return myFollows(db, memberUserId);
}
