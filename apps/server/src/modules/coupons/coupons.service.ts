import type { Coupon, CouponActionBody } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import * as repo from './coupons.repository.js';

export interface Caller {
  userId: number;
}

const toCoupon = (r: repo.CouponRow, now: Date): Coupon => ({
  coupon_id: r.id,
  business_id: r.businessId,
  business_name: r.businessName,
  city_name: r.cityName,
  description_en: r.descriptionEn,
  restriction_use: r.restrictionUse,
  expire_at: r.expireAt.toISOString(),
  // the code is the offer's value: a visitor or a member who has not collected it does not see it
  coupon_code: r.collected ? r.couponCode : null,
  expired: r.expireAt.getTime() <= now.getTime(),
  collected: r.collected,
});

/** A user's own coupons only: 401 without a session, 403 for anyone else's. */
function requireSelf(caller: Caller | null, userId: number): Caller {
  if (!caller) throw unauthorized();
  if (caller.userId !== userId) throw forbidden();
  return caller;
}

export async function getCoupons(
  db: Db,
  q: { userId?: number; businessId?: number },
  caller: Caller | null,
  now = new Date(),
): Promise<Coupon[]> {
  if (q.userId !== undefined) {
    const self = requireSelf(caller, q.userId);
    return (await repo.listCollected(db, self.userId)).map((r) => toCoupon(r, now));
  }
  const rows = await repo.listActive(db, now, caller?.userId ?? null, q.businessId);
  return rows.map((r) => toCoupon(r, now));
}

export async function couponInfo(
  db: Db,
  couponId: number,
  caller: Caller | null,
  now = new Date(),
): Promise<Coupon> {
  const row = await repo.findCoupon(db, couponId, caller?.userId ?? null);
  if (!row) throw notFound('coupon.not_found');
  return toCoupon(row, now);
}

/** 404 coupon.not_found, 400 coupon.expired; collecting twice keeps one. */
export async function collect(
  db: Db,
  body: CouponActionBody,
  caller: Caller | null,
  now = new Date(),
): Promise<Coupon> {
  const self = requireSelf(caller, body.userId);
  const row = await repo.findCoupon(db, body.couponId, self.userId);
  if (!row) throw notFound('coupon.not_found');
  if (row.expireAt.getTime() <= now.getTime()) throw badRequest('coupon.expired');
  await repo.insertCollection(db, row.id, self.userId);
  return toCoupon({ ...row, collected: true }, now);
}

/** 404 coupon.not_found when the caller had not collected it. */
export async function remove(db: Db, body: CouponActionBody, caller: Caller | null): Promise<void> {
  const self = requireSelf(caller, body.userId);
  if (!(await repo.deleteCollection(db, body.couponId, self.userId))) throw notFound('coupon.not_found');
}
