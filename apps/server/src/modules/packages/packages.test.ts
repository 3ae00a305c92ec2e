import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingPackage, NuChatPackage, NuPostPlan } from '@harbour/shared';
import { packagePromos, packages, textTranslations, users } from '../../db/schema/index.js';
import { seedPackages } from '../../db/seed/packages.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';

const DAY = 86_400_000;
let app: FastifyInstance;

type Status<T> = { status: 0 | 1; message: string; data: T };

async function list<T>(method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method, url, headers });
  return { statusCode: res.statusCode, body: res.json<Status<T>>() };
}

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('listing packages', () => {
  it('POST /api/businessPackages answers status 1 with every business package, promos and the non-profit one', async () => {
    const { statusCode, body } = await list<{ package_list: ListingPackage[] }>(
      'POST',
      '/api/businessPackages',
    );
    expect(statusCode).toBe(200);
    expect(body.status).toBe(1);
    const names = body.data.package_list.map((p) => p.package_name);
    expect(names).toEqual(['1 Month', '3 Months', '6 Months', '12 Months', '12 Months non-profit']);
    const six = body.data.package_list.find((p) => p.package_name === '6 Months')!;
    expect(six.package_price).toBe(149);
    expect(six.package_price_monthly).toBe(24.83);
    expect(six.promos).toHaveLength(1);
    expect(six.promos[0]).toMatchObject({ discount: 20, discount_type: 'Percentage' });
    expect(new Date(six.promos[0]!.expires_at).getTime()).toBeGreaterThan(Date.now());
    expect(body.data.package_list.find((p) => p.package_name.includes('non-profit'))!.package_price).toBe(0);
  });

  it('answers in the caller’s language, per package falling back to English', async () => {
    const fr = await list<{ package_list: ListingPackage[] }>('POST', '/api/businessPackages', {
      language: 'fr',
    });
    expect(fr.body.data.package_list[0]!.package_name).toBe('1 mois');
    expect(fr.body.data.package_list[0]!.package_description).toMatch(/annuaire/);
    const ar = await list<{ package_list: ListingPackage[] }>('POST', '/api/businessPackages', {
      language: 'ar',
    });
    expect(ar.body.data.package_list.map((p) => p.package_name)).toEqual([
      'شهر واحد',
      '3 أشهر',
      '6 أشهر',
      '12 شهرًا',
      '12 شهرًا للمنظمات غير الربحية',
    ]);
    expect(ar.body.data.package_list.find((p) => p.package_price === 149)!.promos[0]!.name).toBe(
      'أسبوع أعمال القادمين الجدد',
    );
    const [three] = await app.db
      .select({ id: packages.id })
      .from(packages)
      .where(eq(packages.code, 'business-3m'));
    await app.db
      .delete(textTranslations)
      .where(
        and(
          eq(textTranslations.entity, 'package'),
          eq(textTranslations.entityId, three!.id),
          eq(textTranslations.lang, 'fa'),
        ),
      );
    const fa = await list<{ package_list: ListingPackage[] }>('POST', '/api/businessPackages', {
      language: 'fa',
    });
    const [one, untranslated] = fa.body.data.package_list;
    expect(one!.package_name).toBe('۱ ماه');
    expect(untranslated).toMatchObject({
      package_name: '3 Months',
      package_description: 'Three months in the directory, with photos and opening hours.',
    });
  });

  it('leaves out promos that have expired', async () => {
    const [pkg] = await app.db.select().from(packages).where(eq(packages.code, 'business-1m'));
    await app.db.insert(packagePromos).values({
      code: 'test-expired',
      packageId: pkg!.id,
      name: 'Gone',
      discountType: 'Amount',
      discount: 5,
      expiresAt: new Date(Date.now() - DAY),
    });
    const { body } = await list<{ package_list: ListingPackage[] }>('POST', '/api/businessPackages');
    expect(body.data.package_list.find((p) => p.package_id === pkg!.id)!.promos).toEqual([]);
    await app.db.delete(packagePromos).where(eq(packagePromos.code, 'test-expired'));
  });

  it('POST /api/eventPackages and GET /api/jobPackages answer their own products', async () => {
    const events = await list<{ package_list: ListingPackage[] }>('POST', '/api/eventPackages');
    expect(events.body.status).toBe(1);
    expect(events.body.data.package_list.map((p) => p.package_name)).toEqual([
      '1 Week',
      '1 Month',
      '3 Months',
    ]);
    expect(events.body.data.package_list[0]!.package_type).toBe('week');
    const jobs = await list<{ package_list: ListingPackage[] }>('GET', '/api/jobPackages');
    expect(jobs.body.status).toBe(1);
    expect(jobs.body.data.package_list.map((p) => p.package_price)).toEqual([39, 99]);
  });

  it('answers an empty list when a product has no active package', async () => {
    await app.db.update(packages).set({ active: false }).where(eq(packages.product, 'job'));
    const jobs = await list<{ package_list: ListingPackage[] }>('GET', '/api/jobPackages');
    expect(jobs.body).toEqual({ status: 1, message: '', data: { package_list: [] } });
    await app.db.update(packages).set({ active: true }).where(eq(packages.product, 'job'));
  });

  it('a malformed body is a 400 in the status envelope, never a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/businessPackages',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Status<unknown>>().status).toBe(0);
  });

  it('the seed is idempotent and moves promo expiry with the seeding day', async () => {
    const later = new Date(Date.now() + 10 * DAY);
    await seedPackages(app.db, later);
    const rows = await app.db.select().from(packages);
    expect(rows.filter((r) => r.code === 'business-6m')).toHaveLength(1);
    const [promo] = await app.db
      .select()
      .from(packagePromos)
      .where(eq(packagePromos.code, 'business-6m-newcomer'));
    expect(promo!.expiresAt.getTime()).toBe(later.getTime() + 21 * DAY);
  });
});

describe('NuChat packages and trial', () => {
  it('a visitor sees the regular plans only', async () => {
    const { body } = await list<{ package_list: NuChatPackage[] }>('GET', '/api/nuChatPackages');
    expect(body.status).toBe(1);
    expect(body.data.package_list.map((p) => [p.price, p.interval, p.is_trial])).toEqual([
      [1.99, 'month', false],
      [19.99, 'year', false],
    ]);
  });

  it('a user registered this month sees the trial offers; the chat profile says isInTrial', async () => {
    const user = await userAuth(app);
    const { body } = await list<{ package_list: NuChatPackage[] }>('GET', '/api/nuChatPackages', {
      authorization: user.authorization,
    });
    expect(body.data.package_list.map((p) => [p.price, p.is_trial])).toEqual([
      [0.99, true],
      [9.99, true],
    ]);
    const bare = user.authorization.replace(/^Bearer /, '');
    const profile = await app.inject({
      method: 'GET',
      url: '/api/chat/user/auth',
      headers: { authorization: bare },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({ meta: { success: true, message: '' }, data: { isInTrial: true, hasAccess: true, paidUntil: null } });
  });

  it('after 30 days the trial is over: regular plans and isInTrial false', async () => {
    const user = await userAuth(app);
    await app.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(users.id, user.userId));
    const { body } = await list<{ package_list: NuChatPackage[] }>('GET', '/api/nuChatPackages', {
      authorization: user.authorization,
    });
    expect(body.data.package_list.every((p) => !p.is_trial)).toBe(true);
    const profile = await app.inject({
      method: 'GET',
      url: '/api/chat/user/auth',
      headers: { authorization: user.authorization },
    });
    expect(profile.json<{ data: { isInTrial: boolean } }>().data.isInTrial).toBe(false);
  });

  it('NuChat names answer in French', async () => {
    const { body } = await list<{ package_list: NuChatPackage[] }>('GET', '/api/nuChatPackages', {
      language: 'fr',
    });
    expect(body.data.package_list[0]!.name).toBe('Mensuel');
  });

  it('the chat profile needs a session: 401 unauthorized', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/chat/user/auth' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ meta: { success: false, message: 'unauthorized' }, data: null });
    const wrong = await app.inject({
      method: 'GET',
      url: '/api/chat/user/auth',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('NuPOST plans', () => {
  it('GET /api/getBusinessPlanList answers the plans with limits 50…500 and the custom top tier', async () => {
    const { body } = await list<{ plan_list: NuPostPlan[] }>('GET', '/api/getBusinessPlanList');
    expect(body.status).toBe(1);
    expect(body.data.plan_list.map((p) => p.plan_limit[0]!.limit)).toEqual([50, 100, 200, 350, 500, null]);
    expect(body.data.plan_list[1]).toMatchObject({
      plan_name: 'Community',
      plan_scheme: 'monthly',
      plan_price: { plan_price: 19.99 },
    });
    const fr = await list<{ plan_list: NuPostPlan[] }>('GET', '/api/getBusinessPlanList', { language: 'fr' });
    expect(fr.body.data.plan_list[0]!.plan_name).toBe('Démarrage');
  });
});
