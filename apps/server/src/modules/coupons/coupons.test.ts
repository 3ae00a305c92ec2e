import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/index.js';
import { seedCoupons } from '../../db/seed/coupons.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';

let app: FastifyInstance;
let amira: { userId: number; authorization: string };
let omar: { userId: number; authorization: string };
let ids: Record<string, number>;
/** which seeded coupon an answer is, without relying on the code it may hide */
let codeOf: Record<number, string>;
const which = (cs: CouponJson[]) => cs.map((c) => codeOf[c.coupon_id]);
const DAY = 86_400_000;

interface CouponJson {
  coupon_id: number;
  business_id: number | null;
  description_en: string;
  restriction_use: string;
  expire_at: string;
  coupon_code: string | null;
  expired: boolean;
  collected: boolean;
}
type ListBody = { meta: { success: boolean; message: string }; data: { coupons: CouponJson[] } };

beforeAll(async () => {
  app = await buildTestApp();
  const now = Date.now();
  const rows = await app.db
    .insert(coupons)
    .values([
      {
        businessId: 501,
        businessName: 'Island Bean Café',
        cityName: 'Charlottetown',
        description: '10% off drinks',
        restrictionUse: 'One per visit',
        couponCode: 'T-BEAN',
        expireAt: new Date(now + 30 * DAY),
      },
      {
        businessId: 501,
        businessName: 'Island Bean Café',
        cityName: 'Charlottetown',
        description: 'Old offer',
        restrictionUse: '',
        couponCode: 'T-OLD',
        expireAt: new Date(now - DAY),
      },
      {
        businessId: 502,
        businessName: 'Harbour Fresh Grocery',
        cityName: 'Halifax',
        description: '$5 off $50',
        restrictionUse: 'Before taxes',
        couponCode: 'T-FRESH',
        expireAt: new Date(now + 10 * DAY),
      },
    ])
    .returning({ id: coupons.id, code: coupons.couponCode });
  ids = Object.fromEntries(rows.map((r) => [r.code, r.id]));
  codeOf = Object.fromEntries(rows.map((r) => [r.id, r.code]));
  amira = await userAuth(app);
  omar = await userAuth(app);
});
afterAll(() => app.close());

const list = (url: string, authorization?: string) =>
  app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
const act = (path: 'collectCoupon' | 'removeCoupon', body: unknown, authorization?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/nupond/${path}`,
    payload: body as object,
    headers: authorization ? { authorization } : {},
  });

describe('GET /api/nupond/getCoupons', () => {
  it('lists the coupons that can still be collected, soonest to expire first, to visitors too', async () => {
    const res = await list('/api/nupond/getCoupons');
    expect(res.statusCode).toBe(200);
    const body = res.json<ListBody>();
    expect(which(body.data.coupons)).toEqual(['T-FRESH', 'T-BEAN']);
    expect(body.data.coupons[0]).toMatchObject({
      description_en: '$5 off $50',
      restriction_use: 'Before taxes',
      expired: false,
      collected: false,
    });
    expect(new Date(body.data.coupons[0]!.expire_at).getTime()).toBeGreaterThan(Date.now());
  });

  it('lists one business’s valid coupons, and none for an unknown business', async () => {
    const res = await list('/api/nupond/getCoupons?businessId=501');
    expect(which(res.json<ListBody>().data.coupons)).toEqual(['T-BEAN']);
    const none = await list('/api/nupond/getCoupons?businessId=999');
    expect(none.json<ListBody>()).toEqual({ meta: { success: true, message: '' }, data: { coupons: [] } });
  });

  it('answers 400 for bad parameters', async () => {
    for (const url of [
      '/api/nupond/getCoupons?userId=abc',
      '/api/nupond/getCoupons?businessId=-1',
      `/api/nupond/getCoupons?userId=1&businessId=2`,
    ]) {
      const res = await list(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ meta: { success: false, message: 'invalid_input' }, data: null });
    }
  });

  it('shows a user’s collected coupons only to that user', async () => {
    expect((await list(`/api/nupond/getCoupons?userId=${amira.userId}`)).statusCode).toBe(401);
    const other = await list(`/api/nupond/getCoupons?userId=${amira.userId}`, omar.authorization);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ meta: { success: false, message: 'forbidden' }, data: null });
    const own = await list(`/api/nupond/getCoupons?userId=${omar.userId}`, omar.authorization);
    expect(own.json<ListBody>().data.coupons).toEqual([]);
  });
});

describe('coupon codes', () => {
  it('shows a code only to the member who collected the coupon', async () => {
    const member = await userAuth(app);
    const couponId = ids['T-FRESH']!;
    const codes = async (authorization?: string) => {
      const all = (await list('/api/nupond/getCoupons', authorization)).json<ListBody>().data.coupons;
      const one = (await list(`/api/nupond/getCouponInfo?couponId=${couponId}`, authorization)).json<{
        data: CouponJson;
      }>().data;
      return [all.find((c) => c.coupon_id === couponId)?.coupon_code, one.coupon_code];
    };
    expect(await codes()).toEqual([null, null]);
    expect(await codes(member.authorization)).toEqual([null, null]);
    const collected = await act('collectCoupon', { couponId, userId: member.userId }, member.authorization);
    expect(collected.json<{ data: CouponJson }>().data.coupon_code).toBe('T-FRESH');
    expect(await codes(member.authorization)).toEqual(['T-FRESH', 'T-FRESH']);
    expect(await codes(omar.authorization)).toEqual([null, null]);
    await act('removeCoupon', { couponId, userId: member.userId }, member.authorization);
    expect(await codes(member.authorization)).toEqual([null, null]);
  });
});

describe('collect and remove', () => {
  it('collects once, even when asked twice, and lists it as collected', async () => {
    const first = await act(
      'collectCoupon',
      { couponId: ids['T-BEAN'], userId: amira.userId },
      amira.authorization,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      meta: { success: true, message: 'coupon.collected' },
      data: { coupon_code: 'T-BEAN', collected: true },
    });
    const again = await act(
      'collectCoupon',
      { couponId: String(ids['T-BEAN']), userId: amira.userId },
      amira.authorization,
    );
    expect(again.statusCode).toBe(200);
    const mine = (
      await list(`/api/nupond/getCoupons?userId=${amira.userId}`, amira.authorization)
    ).json<ListBody>();
    expect(mine.data.coupons.map((c) => c.coupon_code)).toEqual(['T-BEAN']);
    // The public list marks it for Amira only.
    const forAmira = (await list('/api/nupond/getCoupons', amira.authorization)).json<ListBody>().data
      .coupons;
    expect(forAmira.find((c) => c.coupon_id === ids['T-BEAN'])).toMatchObject({
      collected: true,
      coupon_code: 'T-BEAN',
    });
    const forOmar = (await list('/api/nupond/getCoupons', omar.authorization)).json<ListBody>().data.coupons;
    expect(forOmar.find((c) => c.coupon_id === ids['T-BEAN'])).toMatchObject({
      collected: false,
      coupon_code: null,
    });
    expect(
      (await list(`/api/nupond/getCoupons?userId=${omar.userId}`, omar.authorization)).json<ListBody>().data
        .coupons,
    ).toEqual([]);
  });

  it('refuses an expired coupon with 400 coupon.expired and an unknown one with 404', async () => {
    const expired = await act(
      'collectCoupon',
      { couponId: ids['T-OLD'], userId: amira.userId },
      amira.authorization,
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ meta: { success: false, message: 'coupon.expired' }, data: null });
    const unknown = await act(
      'collectCoupon',
      { couponId: 987654, userId: amira.userId },
      amira.authorization,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ meta: { message: string } }>().meta.message).toBe('coupon.not_found');
  });

  it('needs a session and the caller’s own userId', async () => {
    expect((await act('collectCoupon', { couponId: ids['T-FRESH'], userId: omar.userId })).statusCode).toBe(
      401,
    );
    const forOther = await act(
      'collectCoupon',
      { couponId: ids['T-FRESH'], userId: amira.userId },
      omar.authorization,
    );
    expect(forOther.statusCode).toBe(403);
    const removeOther = await act(
      'removeCoupon',
      { couponId: ids['T-BEAN'], userId: amira.userId },
      omar.authorization,
    );
    expect(removeOther.statusCode).toBe(403);
    const mine = (
      await list(`/api/nupond/getCoupons?userId=${amira.userId}`, amira.authorization)
    ).json<ListBody>();
    expect(mine.data.coupons).toHaveLength(1);
  });

  it('answers 400 fill_required_fields without couponId or userId', async () => {
    const res = await act('collectCoupon', { userId: amira.userId }, amira.authorization);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ meta: { success: false, message: 'fill_required_fields' }, data: null });
    expect(
      (await act('removeCoupon', { couponId: 'x', userId: amira.userId }, amira.authorization)).statusCode,
    ).toBe(400);
  });

  it('removes a collected coupon; removing it again is 404 coupon.not_found', async () => {
    const res = await act(
      'removeCoupon',
      { couponId: ids['T-BEAN'], userId: amira.userId },
      amira.authorization,
    );
    expect(res.json()).toEqual({ meta: { success: true, message: 'coupon.removed' }, data: null });
    expect(
      (await list(`/api/nupond/getCoupons?userId=${amira.userId}`, amira.authorization)).json<ListBody>().data
        .coupons,
    ).toEqual([]);
    const again = await act(
      'removeCoupon',
      { couponId: ids['T-BEAN'], userId: amira.userId },
      amira.authorization,
    );
    expect(again.statusCode).toBe(404);
    expect(again.json<{ meta: { message: string } }>().meta.message).toBe('coupon.not_found');
  });

  it('keeps an expired coupon in the wallet, marked expired', async () => {
    await act('collectCoupon', { couponId: ids['T-FRESH'], userId: omar.userId }, omar.authorization);
    await app.db.update(coupons).set({ expireAt: new Date(Date.now() - 1000) });
    const mine = (
      await list(`/api/nupond/getCoupons?userId=${omar.userId}`, omar.authorization)
    ).json<ListBody>();
    expect(mine.data.coupons).toMatchObject([{ coupon_code: 'T-FRESH', expired: true, collected: true }]);
    expect((await list('/api/nupond/getCoupons')).json<ListBody>().data.coupons).toEqual([]);
  });
});

describe('GET /api/nupond/getCouponInfo', () => {
  it('answers one coupon, 404 coupon.not_found, 400 without couponId', async () => {
    const res = await list(`/api/nupond/getCouponInfo?couponId=${ids['T-OLD']}`);
    expect(res.json()).toMatchObject({
      meta: { success: true },
      data: { coupon_id: ids['T-OLD'], coupon_code: null, expired: true, business_id: 501 },
    });
    expect((await list('/api/nupond/getCouponInfo?couponId=424242')).statusCode).toBe(404);
    const bad = await list('/api/nupond/getCouponInfo');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ meta: { message: string } }>().meta.message).toBe('fill_required_fields');
  });
});

describe('demo coupons seed', () => {
  it('adds the demo coupons once, some of them expired, and nothing without demo content', async () => {
    const fresh = await buildTestApp();
    try {
      await seedCoupons(fresh.db, { seedDemo: false });
      expect(await fresh.db.select().from(coupons)).toEqual([]);
      await seedCoupons(fresh.db, { seedDemo: true });
      await seedCoupons(fresh.db, { seedDemo: true });
      const rows = await fresh.db.select().from(coupons);
      expect(rows.length).toBe(8);
      expect(rows.filter((r) => r.expireAt.getTime() < Date.now()).length).toBe(2);
      expect(new Set(rows.map((r) => r.cityName))).toEqual(
        new Set(['Charlottetown', 'Halifax', 'Moncton', 'Summerside', 'St. John’s']),
      );
    } finally {
      await fresh.close();
    }
  });
});
