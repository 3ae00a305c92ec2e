import type { Coupon, CouponActionBody } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { siteTexts } from '../site/index.js';
import * as repo from './coupons.repository.js';

export interface Caller {
  userId: number;
}

const toCoupon = (r: repo.CouponRow, now: Date): Coupon => ({
  coupon_id: r.id,
  business_id: r.businessId,
  business_name: r.businessName,
  city_name: r.cityName,
  description_en: r.description,
  restriction_use: r.restrictionUse,
  expire_at: r.expireAt.toISOString(),
  // the code is the offer's value: a visitor or a member who has not collected it does not see it
  coupon_code: r.collected ? r.couponCode : null,
  expired: r.expireAt.getTime() <= now.getTime(),
  collected: r.collected,
});

/** Coupons with their texts and city name in `lang` where the site has them, each else as written. */
async function localized(db: Db, rows: repo.CouponRow[], lang: string, now: Date): Promise<Coupon[]> {
  const cityIds = rows.flatMap((r) => (r.cityId === null ? [] : [r.cityId]));
  const [text, cityText] = await Promise.all([
    siteTexts(
      db,
      'coupon',
      rows.map((r) => r.id),
      lang,
    ),
    siteTexts(db, 'city', cityIds, lang),
  ]);
  // a coupon's city is free text ("St. John’s"); its translation is that of the city it names
  const cityName = (cityId: number, written: string) => {
    const named = cityText(cityId, 'name', written.replace('’', "'"));
    return named === written.replace('’', "'") ? written : named;
  };
  return rows.map((r) =>
    toCoupon(
      {
        ...r,
        description: text(r.id, 'description', r.description),
        restrictionUse: text(r.id, 'restriction_use', r.restrictionUse),
        cityName: r.cityId === null || r.cityName === null ? r.cityName : cityName(r.cityId, r.cityName),
      },
      now,
    ),
  );
}

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
  lang = 'en',
  now = new Date(),
): Promise<Coupon[]> {
  if (q.userId !== undefined) {
    const self = requireSelf(caller, q.userId);
    return localized(db, await repo.listCollected(db, self.userId), lang, now);
  }
  const rows = await repo.listActive(db, now, caller?.userId ?? null, q.businessId);
  return localized(db, rows, lang, now);
}

export async function couponInfo(
  db: Db,
  couponId: number,
  caller: Caller | null,
  lang = 'en',
  now = new Date(),
): Promise<Coupon> {
  const row = await repo.findCoupon(db, couponId, caller?.userId ?? null);
  if (!row) throw notFound('coupon.not_found');
  const [coupon] = await localized(db, [row], lang, now);
  return coupon!;
}

/** 404 coupon.not_found, 400 coupon.expired; collecting twice keeps one. */
export async function collect(
  db: Db,
  body: CouponActionBody,
  caller: Caller | null,
  lang = 'en',
  now = new Date(),
): Promise<Coupon> {
  const self = requireSelf(caller, body.userId);
  const row = await repo.findCoupon(db, body.couponId, self.userId);
  if (!row) throw notFound('coupon.not_found');
  if (row.expireAt.getTime() <= now.getTime()) throw badRequest('coupon.expired');
  await repo.insertCollection(db, row.id, self.userId);
  const [coupon] = await localized(db, [{ ...row, collected: true }], lang, now);
  return coupon!;
}

/** 404 coupon.not_found when the caller had not collected it. */
export async function remove(db: Db, body: CouponActionBody, caller: Caller | null): Promise<void> {
  const self = requireSelf(caller, body.userId);
  if (!(await repo.deleteCollection(db, body.couponId, self.userId))) throw notFound('coupon.not_found');
}
