import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cities, couponCollections, coupons } from '../../db/schema/index.js';

/** The city a coupon's free-text city name stands for (curly or straight apostrophe), for its translation. */
const cityIdOfName = sql<number | null>`(select ${cities.id} from ${cities}
  where ${cities.name} = replace(${coupons.cityName}, '’', '''') order by ${cities.id} limit 1)`;

/** Coupon columns plus whether `viewerId` collected it (false for nobody). */
function selectCoupons(db: Db, viewerId: number | null) {
  return db
    .select({
      id: coupons.id,
      businessId: coupons.businessId,
      businessName: coupons.businessName,
      cityName: coupons.cityName,
      cityId: cityIdOfName,
      description: coupons.description,
      restrictionUse: coupons.restrictionUse,
      couponCode: coupons.couponCode,
      expireAt: coupons.expireAt,
      collected: sql<boolean>`${couponCollections.userId} is not null`,
    })
    .from(coupons)
    .leftJoin(
      couponCollections,
      and(eq(couponCollections.couponId, coupons.id), eq(couponCollections.userId, viewerId ?? -1)),
    );
}
export type CouponRow = Awaited<ReturnType<typeof selectCoupons>>[number];

/** The coupons a user collected, the newest collected first. */
export function listCollected(db: Db, userId: number): Promise<CouponRow[]> {
  return selectCoupons(db, userId)
    .where(eq(couponCollections.userId, userId))
    .orderBy(desc(couponCollections.collectedAt), desc(coupons.id));
}

/** Coupons that can still be collected (of one business when given), the soonest to expire first. */
export function listActive(
  db: Db,
  now: Date,
  viewerId: number | null,
  businessId?: number,
): Promise<CouponRow[]> {
  const active = gt(coupons.expireAt, now);
  return selectCoupons(db, viewerId)
    .where(businessId === undefined ? active : and(active, eq(coupons.businessId, businessId)))
    .orderBy(asc(coupons.expireAt), asc(coupons.id))
    .limit(200);
}

export async function findCoupon(
  db: Db,
  couponId: number,
  viewerId: number | null,
): Promise<CouponRow | null> {
  const [row] = await selectCoupons(db, viewerId).where(eq(coupons.id, couponId));
  return row ?? null;
}

/** Collects once: a second call changes nothing. */
export async function insertCollection(db: Db, couponId: number, userId: number): Promise<void> {
  await db.insert(couponCollections).values({ couponId, userId }).onConflictDoNothing();
}

/** true when the user had collected it */
export async function deleteCollection(db: Db, couponId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(couponCollections)
    .where(and(eq(couponCollections.couponId, couponId), eq(couponCollections.userId, userId)))
    .returning({ couponId: couponCollections.couponId });
  return rows.length > 0;
}
