import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '@harbour/i18n';
import { AGE_GROUPS, EVENT_CATEGORIES } from '../../db/seed/event-lookups-data.js';
import { BUSINESS_CATEGORIES, VOLUNTEER_CATEGORIES } from '../../db/seed/directory-data.js';
import { SITE_TRANSLATIONS } from '../../db/seed/translations-data/index.js';
import {
  ageGroups,
  businessCategories,
  eventCategories,
  textTranslations,
  volunteerCategories,
} from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';

interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}
type CategoryList = Envelope<{ category_list: { cat_id: number; cat_name: string }[] }>;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** Removes one name's translation in one language, as if it had never been written. */
async function dropTranslation(
  entity: string,
  table: typeof businessCategories | typeof volunteerCategories | typeof eventCategories | typeof ageGroups,
  slug: string,
  lang: string,
) {
  const [cat] = await app.db.select({ id: table.id }).from(table).where(eq(table.slug, slug));
  await app.db
    .delete(textTranslations)
    .where(
      and(
        eq(textTranslations.entity, entity),
        eq(textTranslations.entityId, cat!.id),
        eq(textTranslations.lang, lang),
      ),
    );
}

async function post<T>(url: string, lang: string, payload?: unknown) {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { language: lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { code: res.statusCode, body: res.json<T>() };
}

describe('POST /api/getbusinessCategory', () => {
  it('lists the categories in English, in French and in Spanish from the site’s translations', async () => {
    const en = await post<CategoryList>('/api/getbusinessCategory', 'en');
    expect(en.code).toBe(200);
    expect(en.body.status).toBe(1);
    expect(en.body.data.category_list.map((c) => c.cat_name)).toEqual(BUSINESS_CATEGORIES.map((c) => c.en));
    const fr = await post<CategoryList>('/api/getbusinessCategory', 'fr', { data: {} });
    expect(fr.body.data.category_list.map((c) => c.cat_name)).toEqual(
      BUSINESS_CATEGORIES.map((c) => SITE_TRANSLATIONS.fr.business_category![c.slug]!.name),
    );
    expect(fr.body.data.category_list.map((c) => c.cat_id)).toEqual(
      en.body.data.category_list.map((c) => c.cat_id),
    );
    const es = await post<CategoryList>('/api/getbusinessCategory', 'es', {});
    expect(es.body.data.category_list.map((c) => c.cat_name)).toEqual(
      BUSINESS_CATEGORIES.map((c) => SITE_TRANSLATIONS.es.business_category![c.slug]!.name),
    );
  });

  it('falls back to English for one category without a French name', async () => {
    await dropTranslation('business_category', businessCategories, 'legal', 'fr');
    const fr = await post<CategoryList>('/api/getbusinessCategory', 'fr');
    const names = fr.body.data.category_list.map((c) => c.cat_name);
    expect(names).toContain('Legal & Immigration');
    expect(names).toContain('Alimentation et épicerie');
  });
});

describe('POST /api/getVolunteerCategory', () => {
  it('lists the categories in the caller’s language, per category falling back to English', async () => {
    const en = await post<CategoryList>('/api/getVolunteerCategory', 'en', { data: {} });
    expect(en.body.status).toBe(1);
    expect(en.body.data.category_list.map((c) => c.cat_name)).toEqual(VOLUNTEER_CATEGORIES.map((c) => c.en));
    await dropTranslation('volunteer_category', volunteerCategories, 'arts', 'fr');
    const fr = await post<CategoryList>('/api/getVolunteerCategory', 'fr');
    expect(fr.body.data.category_list.map((c) => c.cat_name)).toEqual(
      VOLUNTEER_CATEGORIES.map((c) =>
        c.slug === 'arts' ? c.en : SITE_TRANSLATIONS.fr.volunteer_category![c.slug]!.name,
      ),
    );
  });
});

describe('POST /api/getEventCategory', () => {
  type Types = Envelope<{ sub_category_id: number; name: string }[]>;

  it('lists the event types of category 2 in the caller’s language', async () => {
    const en = await post<Types>('/api/getEventCategory', 'en', { data: { category_id: 2, city_id: 1 } });
    expect(en.code).toBe(200);
    expect(en.body.status).toBe(1);
    expect(en.body.data.map((t) => t.name)).toEqual(EVENT_CATEGORIES.map((c) => c.names.en));
    expect(en.body.data.every((t) => Number.isInteger(t.sub_category_id))).toBe(true);
    const ar = await post<Types>('/api/getEventCategory', 'ar', { data: { category_id: '2' } });
    expect(ar.body.data.map((t) => t.name)).toEqual(EVENT_CATEGORIES.map((c) => c.names.ar));
    expect(ar.body.data.map((t) => t.sub_category_id)).toEqual(en.body.data.map((t) => t.sub_category_id));
  });

  it('falls back to English for one type without a name in the language', async () => {
    await dropTranslation('event_category', eventCategories, 'food', 'zh');
    const zh = await post<Types>('/api/getEventCategory', 'zh');
    expect(zh.body.data.map((t) => t.name)).toEqual(
      EVENT_CATEGORIES.map((c) => (c.slug === 'food' ? c.names.en : c.names.zh)),
    );
  });

  it('has no types under another category, and refuses a category id that is not one', async () => {
    const other = await post<Types>('/api/getEventCategory', 'en', { data: { category_id: 3 } });
    expect(other.body).toEqual({ status: 1, message: '', data: [] });
    const bad = await post<Types>('/api/getEventCategory', 'en', { data: { category_id: 'two' } });
    expect(bad.code).toBe(400);
    expect(bad.body).toEqual({ status: 0, message: 'invalid_input', data: [] });
    const huge = await post<Types>('/api/getEventCategory', 'en', {
      data: { category_id: 2, city_id: 2 ** 31 },
    });
    expect(huge.code).toBe(400);
  });
});

describe('POST /api/getAgeGroup', () => {
  type Groups = Envelope<{ id: number; name: string }[]>;

  it('lists the age groups in English and Ukrainian, per group falling back to English', async () => {
    const en = await post<Groups>('/api/getAgeGroup', 'en', { data: { category_id: 2 } });
    expect(en.body.status).toBe(1);
    expect(en.body.data.map((g) => g.name)).toEqual(AGE_GROUPS.map((g) => g.names.en));
    await dropTranslation('age_group', ageGroups, 'seniors', 'uk');
    const uk = await post<Groups>('/api/getAgeGroup', 'uk');
    expect(uk.body.data.map((g) => g.name)).toEqual(
      AGE_GROUPS.map((g) => (g.slug === 'seniors' ? g.names.en : g.names.uk)),
    );
    expect(uk.body.data.map((g) => g.id)).toEqual(en.body.data.map((g) => g.id));
  });

  it('names in English the groups that events store in age_group', async () => {
    const en = await post<Groups>('/api/getAgeGroup', 'en');
    const names = en.body.data.map((g) => g.name);
    for (const stored of ['Children', 'Teens', 'Adults', 'Seniors', 'Families'])
      expect(names).toContain(stored);
  });
});

describe('event lookup seed', () => {
  it('stores every type and age group in all 13 languages; seeding again keeps the ids and restores the names', async () => {
    for (const item of [...EVENT_CATEGORIES, ...AGE_GROUPS]) {
      expect(Object.keys(item.names).sort()).toEqual([...LANGUAGE_TAGS].sort());
      for (const name of Object.values(item.names)) expect(name.trim()).not.toBe('');
    }
    const { seedEventLookups } = await import('../../db/seed/event-lookups.js');
    const before = await app.db.select().from(ageGroups).orderBy(ageGroups.id);
    await seedEventLookups(app.db);
    const after = await app.db.select().from(ageGroups).orderBy(ageGroups.id);
    expect(after.map((g) => [g.id, g.slug])).toEqual(before.map((g) => [g.id, g.slug]));
    const seniors = after.find((g) => g.slug === 'seniors')!;
    expect(seniors.name).toBe('Seniors');
    const [uk] = await app.db
      .select({ text: textTranslations.text, origin: textTranslations.origin })
      .from(textTranslations)
      .where(
        and(
          eq(textTranslations.entity, 'age_group'),
          eq(textTranslations.entityId, seniors.id),
          eq(textTranslations.lang, 'uk'),
        ),
      );
    expect(uk).toEqual({ text: 'Люди похилого віку', origin: 'site' });
  });
});

describe('POST /api/getCountryActiveList', () => {
  it('answers country 38 when the body has no country, states with their cities', async () => {
    const res = await post<Envelope<{ state_name: string; cities: { city_name: string }[] }[]>>(
      '/api/getCountryActiveList',
      'en',
    );
    expect(res.code).toBe(200);
    expect(res.body.status).toBe(1);
    expect(res.body.data).toHaveLength(4);
    const pei = res.body.data.find((s) => s.state_name === 'Prince Edward Island')!;
    expect(pei.cities.map((c) => c.city_name)).toContain('Charlottetown');
    const empty = await post<Envelope<unknown[]>>('/api/getCountryActiveList', 'en', { data: {} });
    expect(empty.body.data).toHaveLength(4);
  });
});
