import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';
import { jobTypeNames } from '../../modules/lookups/job-type-names.js';
import { upsertTranslations } from '../text-translations.js';
import {
  businessCategories,
  cities,
  CONTENT_ENTITY,
  coupons,
  notifications,
  textTranslations,
} from '../schema/index.js';
import { seedCoupons } from './coupons.js';
import { seedNotifications } from './notifications.js';
import { seedSiteTranslations } from './site-translations.js';
import { SITE_TRANSLATIONS, TRANSLATED_LANGS } from './translations-data/index.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Province = { state_code: string; city_list: { city_id: number; city_name: string }[] };

async function provinces(lang: string): Promise<Province[]> {
  const res = await app.inject({ method: 'GET', url: '/api/web/provinces/all', headers: { language: lang } });
  return res.json<{ data: { state_list: Province[] } }>().data.state_list;
}

const siteRows = () =>
  app.db
    .select({ n: sql<number>`count(*)::int`, reviewed: sql<number>`count(*) filter (where reviewed)::int` })
    .from(textTranslations)
    // the short texts: the pages, tips, team, story and notices carry their files' review states
    .where(
      and(
        eq(textTranslations.origin, 'site'),
        notInArray(textTranslations.entity, Object.values(CONTENT_ENTITY)),
      ),
    );

describe('seeded site translations', () => {
  it('writes every city in the 12 languages, all marked as not reviewed by a native reader', async () => {
    const rows = await app.db
      .select({
        lang: textTranslations.lang,
        origin: textTranslations.origin,
        reviewed: textTranslations.reviewed,
      })
      .from(textTranslations)
      .where(eq(textTranslations.entity, 'city'));
    expect(rows).toHaveLength(9 * TRANSLATED_LANGS.length);
    expect(new Set(rows.map((r) => r.lang))).toEqual(new Set(TRANSLATED_LANGS));
    expect(rows.every((r) => r.origin === 'site' && !r.reviewed)).toBe(true);
    const [all] = await siteRows();
    expect(all!.n).toBeGreaterThan(800);
    expect(all!.reviewed).toBe(0);
  });

  it('an Arabic caller reads Arabic city and category names', async () => {
    const pe = (await provinces('ar')).find((p) => p.state_code === 'PE')!;
    expect(pe.city_list.map((c) => c.city_name)).toContain('شارلوتتاون');
    const res = await app.inject({
      method: 'POST',
      url: '/api/getbusinessCategory',
      headers: { language: 'ar' },
    });
    const names = res.json<{ data: { category_list: { cat_name: string }[] } }>().data.category_list;
    expect(names.map((c) => c.cat_name)).toContain('الطعام والبقالة');
    expect(names.every((c) => /[\u0600-\u06ff]/.test(c.cat_name))).toBe(true);
    const one = await app.inject({
      method: 'GET',
      url: `/api/web/cities?cityId=${pe.city_list.find((c) => c.city_name === 'شارلوتتاون')!.city_id}`,
      headers: { language: 'ar' },
    });
    expect(one.json<{ data: { city_name: string } }>().data.city_name).toBe('شارلوتتاون');
  });

  it('names employment types and job locations in the caller’s language, free text as written', async () => {
    const ar = await jobTypeNames(app.db, 'ar');
    expect(ar('employment_type', 'Full-time')).toBe('دوام كامل');
    expect(ar('employment_type', 'part-time')).toBe('دوام جزئي');
    expect(ar('job_location', 'Remote')).toBe('عن بُعد');
    expect(ar('employment_type', 'Four days a week')).toBe('Four days a week');
    expect((await jobTypeNames(app.db, 'en'))('employment_type', 'Seasonal')).toBe('Seasonal');
  });

  it('falls back to English per city: one without its Farsi name, one renamed since it was translated', async () => {
    const [stratford] = await app.db.select().from(cities).where(eq(cities.name, 'Stratford'));
    const [cornwall] = await app.db.select().from(cities).where(eq(cities.name, 'Cornwall'));
    await app.db
      .delete(textTranslations)
      .where(
        and(
          eq(textTranslations.entity, 'city'),
          eq(textTranslations.entityId, stratford!.id),
          eq(textTranslations.lang, 'fa'),
        ),
      );
    await app.db.update(cities).set({ name: 'Cornwall Town' }).where(eq(cities.id, cornwall!.id));
    const res = await app.inject({
      method: 'GET',
      url: `/api/web/cities/${stratford!.provinceId}`,
      headers: { language: 'fa' },
    });
    const names = res
      .json<{ data: { city_list: { city_name: string }[] } }>()
      .data.city_list.map((c) => c.city_name);
    expect(names).toContain('Stratford');
    expect(names).toContain('Cornwall Town');
    expect(names).toContain('شارلوت‌تاون');
    await app.db.update(cities).set({ name: 'Cornwall' }).where(eq(cities.id, cornwall!.id));
    await seedSiteTranslations(app.db);
  });

  it('runs again without writing anything new, keeping a reviewed text reviewed and an owner’s text', async () => {
    const [food] = await app.db.select().from(businessCategories).where(eq(businessCategories.slug, 'food'));
    const forFood = and(
      eq(textTranslations.entity, 'business_category'),
      eq(textTranslations.entityId, food!.id),
    );
    await app.db
      .update(textTranslations)
      .set({ reviewed: true })
      .where(and(forFood, eq(textTranslations.lang, 'ar')));
    await upsertTranslations(app.db, [
      {
        entity: 'business_category',
        entityId: food!.id,
        field: 'name',
        lang: 'es',
        text: 'Comida',
        origin: 'owner',
        original: 'Food & Groceries',
      },
    ]);
    const [before] = await siteRows();
    await seedSiteTranslations(app.db);
    const [after] = await siteRows();
    expect(after).toEqual(before);
    const rows = await app.db.select().from(textTranslations).where(forFood);
    expect(rows.find((r) => r.lang === 'ar')!.reviewed).toBe(true);
    expect(rows.find((r) => r.lang === 'es')).toMatchObject({ text: 'Comida', origin: 'owner' });
  });

  it('serves demo notices and coupons in Arabic, and one notice without its French text in English', async () => {
    await seedNotifications(app.db);
    await seedCoupons(app.db, { seedDemo: true });
    await seedSiteTranslations(app.db);
    expect((await app.db.select().from(notifications)).length).toBeGreaterThan(0);
    const [charlottetown] = await app.db.select().from(cities).where(eq(cities.name, 'Charlottetown'));
    const me = await userAuth(app);
    const read = async (lang: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/web/notifications?cityId=${charlottetown!.id}&pageNumber=1&offset=50`,
        headers: { language: lang, authorization: me.authorization },
      });
      return res.json<{ data: { notifications: { title: string; message: string }[] } }>().data.notifications;
    };
    const ar = await read('ar');
    expect(ar.length).toBeGreaterThan(3);
    expect(ar.every((n) => /[\u0600-\u06ff]/.test(n.title) && /[\u0600-\u06ff]/.test(n.message))).toBe(true);
    const [parking] = await app.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.seedKey, 'demo:ch-parking-ban'));
    await app.db
      .delete(textTranslations)
      .where(
        and(
          eq(textTranslations.entity, 'notification'),
          eq(textTranslations.entityId, parking!.id),
          eq(textTranslations.lang, 'fr'),
        ),
      );
    const fr = (await read('fr')).map((n) => n.title);
    expect(fr).toContain('Overnight parking ban for snow clearing');
    expect(fr).toContain(SITE_TRANSLATIONS.fr.notification!['ch-grafton-closure']!.title);

    const res = await app.inject({
      method: 'GET',
      url: '/api/nupond/getCoupons',
      headers: { language: 'ar' },
    });
    const list = res.json<{ data: { coupons: { description_en: string; city_name: string | null }[] } }>()
      .data.coupons;
    expect(list.length).toBe(
      (await app.db.select().from(coupons)).filter((c) => c.expireAt > new Date()).length,
    );
    expect(list.every((c) => /[\u0600-\u06ff]/.test(c.description_en))).toBe(true);
    expect(list.map((c) => c.city_name)).toContain('سانت جونز');
  });
});
