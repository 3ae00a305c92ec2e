import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { billboardItems, contentPages, teamMembers, textTranslations, tips } from '../../db/schema/index.js';
import { seedContent } from '../../db/seed/content.js';
import { sourceHash } from '../../db/text-translations.js';
import { LONG_CONTENT } from '../../db/seed/long-content/index.js';
import { seedLongContent } from '../../db/seed/long-content/seed.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = (url: string, language?: string) =>
  app.inject({ method: 'GET', url, headers: language ? { language } : {} });

interface Member {
  index: number;
  name: string;
  position: string;
  short_description: string;
  title: string | null;
  description: string | null;
  image: string | null;
}

describe('team', () => {
  it('lists the 18 members in order, some with a title, description and image', async () => {
    const res = await get('/api/web/team');
    expect(res.statusCode).toBe(200);
    const members = res.json<{ data: { members: Member[] } }>().data.members;
    expect(members).toHaveLength(18);
    expect(members.map((m) => m.index)).toEqual([...Array(18).keys()]);
    const withProfile = members.filter((m) => m.title && m.description);
    expect(withProfile.length).toBeGreaterThan(0);
    expect(withProfile.length).toBeLessThan(18);
    expect(withProfile.every((m) => m.image?.startsWith('data:image/svg+xml'))).toBe(true);
    expect(members.every((m) => m.name && m.position && m.short_description)).toBe(true);
  });

  it('answers the caller’s language where a text exists and en elsewhere', async () => {
    const fr = (await get('/api/web/team', 'fr')).json<{ data: { members: Member[] } }>().data.members;
    expect(fr).toHaveLength(18);
    expect(fr[0]!.position).toBe('Directrice générale');
    expect(fr[2]!.position).toBe(LONG_CONTENT.fr!.team[2]!.position);
    const ar = (await get('/api/web/team/0', 'ar')).json<{ data: Member }>().data;
    expect(ar.position).toBe(LONG_CONTENT.ar!.team[0]!.position);
  });

  it('answers one member, 404 team.not_found past the end, 400 for a bad index', async () => {
    const one = await get('/api/web/team/3');
    expect(one.json<{ data: Member }>().data).toMatchObject({ index: 3, name: 'Oleksandr Kovalenko' });
    const missing = await get('/api/web/team/18');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ meta: { success: false, message: 'team.not_found' }, data: null });
    const bad = await get('/api/web/team/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ meta: { message: string } }>().meta.message).toBe('invalid_input');
  });
});

describe('our story', () => {
  it('lists the pages and answers one with image, title and description', async () => {
    const list = (await get('/api/web/our-story')).json<{ data: { stories: { id: number }[] } }>().data
      .stories;
    expect(list.map((s) => s.id)).toEqual([1, 2, 3, 4]);
    const one = (await get('/api/web/our-story/2')).json<{
      data: { title: string; description: string; image: string };
    }>().data;
    expect(one.title).toBe('From a binder to a platform');
    expect(one.description.length).toBeGreaterThan(50);
    expect(one.image).toMatch(/^data:image\/svg\+xml/);
    expect((await get('/api/web/our-story/1', 'fr')).json<{ data: { title: string } }>().data.title).toBe(
      'Les débuts',
    );
  });

  it('answers 404 story.not_found and 400 for a bad id', async () => {
    expect((await get('/api/web/our-story/99')).json()).toEqual({
      meta: { success: false, message: 'story.not_found' },
      data: null,
    });
    expect((await get('/api/web/our-story/0')).statusCode).toBe(400);
  });
});

describe('GET /api/web/posts', () => {
  it('answers a content page by type in the caller’s language, else en', async () => {
    const school = (await get('/api/web/posts?type=school-food')).json<{
      data: { title: string; sections: { heading: string }[] };
    }>().data;
    expect(school.title).toBe('School food programmes');
    expect(school.sections.map((s) => s.heading).join(' ')).toMatch(
      /PEI School Food Programme.*Nova Scotia.*New Brunswick.*Newfoundland/,
    );
    const fr = (await get('/api/web/posts?type=principles-and-values', 'fr')).json<{
      data: { title: string; language: string };
    }>().data;
    expect(fr).toMatchObject({ title: 'Nos principes et nos valeurs', language: 'fr' });
    const es = (await get('/api/web/posts?type=principles-and-values', 'es')).json<{
      data: { language: string };
    }>().data;
    expect(es.language).toBe('es');
  });

  it('answers 404 page.not_found for an unknown type and 400 without one', async () => {
    expect((await get('/api/web/posts?type=nothing-here')).statusCode).toBe(404);
    const bad = await get('/api/web/posts');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ meta: { message: string } }>().meta.message).toBe('fill_required_fields');
    expect((await get('/api/web/posts?type=../../etc')).statusCode).toBe(400);
  });
});

describe('GET /api/web/nutoc-listing', () => {
  type TipsBody = {
    data: { tips: { id: number; day: number; title: string; text: string }[]; count: number };
  };
  it('pages the tips of a month', async () => {
    const first = (
      await get('/api/web/nutoc-listing?year=2021&month=4&pageNumber=1&offset=4')
    ).json<TipsBody>().data;
    expect(first.count).toBe(6);
    expect(first.tips.map((t) => t.day)).toEqual([1, 2, 3, 4]);
    expect(first.tips[0]!.title).toBe('Tax deadline: April 30');
    const second = (
      await get('/api/web/nutoc-listing?year=2021&month=4&pageNumber=2&offset=4')
    ).json<TipsBody>().data;
    expect(second.tips.map((t) => t.day)).toEqual([5, 6]);
    const past = (
      await get('/api/web/nutoc-listing?year=2021&month=4&pageNumber=3&offset=4')
    ).json<TipsBody>().data;
    expect(past).toEqual({ tips: [], count: 6 });
  });

  it('reads each text in the caller’s language, and English where that text is missing or stale', async () => {
    const url = '/api/web/nutoc-listing?year=2021&month=4&pageNumber=1&offset=2';
    const [en, fr] = [(await get(url)).json<TipsBody>().data, (await get(url, 'fr')).json<TipsBody>().data];
    expect(fr.tips[0]!.title).toBe(LONG_CONTENT.fr!.tips[3]![0]![0]);
    expect(fr.tips[0]!.text).toBe(LONG_CONTENT.fr!.tips[3]![0]![1]);
    const [first, second] = fr.tips.map((t) => t.id);
    const tipText = (id: number, field: string) =>
      and(
        eq(textTranslations.entity, 'tip'),
        eq(textTranslations.entityId, id),
        eq(textTranslations.field, field),
        eq(textTranslations.lang, 'fr'),
      );
    await app.db.delete(textTranslations).where(tipText(first!, 'text'));
    await app.db
      .update(textTranslations)
      .set({ sourceHash: 'an older original' })
      .where(tipText(second!, 'title'));
    const after = (await get(url, 'fr')).json<TipsBody>().data;
    expect(after.tips[0]).toMatchObject({ title: fr.tips[0]!.title, text: en.tips[0]!.text });
    expect(after.tips[1]).toMatchObject({ title: en.tips[1]!.title, text: fr.tips[1]!.text });
    // the seed writes the missing text again; the stale one looks like someone's and is kept
    await seedLongContent(app.db, LONG_CONTENT, { demo: false });
    const seeded = (await get(url, 'fr')).json<TipsBody>().data;
    expect(seeded.tips[0]).toEqual(fr.tips[0]);
    expect(seeded.tips[1]!.title).toBe(en.tips[1]!.title);
    await app.db
      .update(textTranslations)
      .set({ sourceHash: sourceHash(en.tips[1]!.title) })
      .where(tipText(second!, 'title'));
  });

  it('has tips for every month of 2021 and none for another year', async () => {
    for (let month = 1; month <= 12; month++) {
      const data = (await get(`/api/web/nutoc-listing?month=${month}`)).json<TipsBody>().data;
      expect(data.tips.length, `month ${month}`).toBeGreaterThan(0);
    }
    expect((await get('/api/web/nutoc-listing?year=2022&month=1')).json<TipsBody>().data).toEqual({
      tips: [],
      count: 0,
    });
  });

  it('answers 400 invalid_input for bad parameters', async () => {
    for (const q of ['month=13', 'month=0', 'month=1&pageNumber=0', 'month=1&offset=51', 'month=x', '']) {
      const res = await get(`/api/web/nutoc-listing?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('sponsors and billboard', () => {
  it('lists the sponsors with the flag of each logo', async () => {
    const list = (await get('/api/web/sponsors')).json<{
      data: { sponsors: { slug: string; feature: string | null; description: string }[] };
    }>().data.sponsors;
    expect(list.map((s) => s.feature)).toEqual([
      'gov_pei',
      'gov_cornwall',
      'gov_stratford',
      'irsa',
      'upei',
      'medavie',
    ]);
    const fr = (await get('/api/web/sponsors', 'fr')).json<{
      data: { sponsors: { description: string }[] };
    }>().data.sponsors;
    expect(fr[0]!.description).toMatch(/nouveaux arrivants/);
  });

  it('has an empty billboard without demo content, and newest first in the caller’s language with it', async () => {
    expect((await get('/api/web/bill-board-content')).json()).toEqual({
      meta: { success: true, message: '' },
      data: [],
    });
    await seedContent(app.db, { seedDemo: true });
    await seedLongContent(app.db, LONG_CONTENT, { demo: true });
    const en = (await get('/api/web/bill-board-content')).json<{
      data: { title: string; dynamic_link: string | null; link: string | null; updated_at: string }[];
    }>().data;
    expect(en.map((i) => i.title)).toEqual(['Newcomer welcome week', 'Free flu shots', 'Free tax clinics']);
    expect(en[0]!.dynamic_link).toBe('/displayevents');
    expect(en[2]!.link).toMatch(/^https:\/\//);
    expect(Date.parse(en[0]!.updated_at)).toBeGreaterThan(Date.parse(en[1]!.updated_at));
    const fr = (await get('/api/web/bill-board-content', 'fr')).json<{ data: { title: string }[] }>().data;
    expect(fr.map((i) => i.title)).toEqual([
      'Semaine d’accueil des nouveaux arrivants',
      LONG_CONTENT.fr!.billboard['flu-clinics']!.title,
      LONG_CONTENT.fr!.billboard['tax-clinics']!.title,
    ]);
  });

  it('is the same for visitors and signed-in users', async () => {
    const { authorization } = await userAuth(app);
    const visitor = await get('/api/web/bill-board-content');
    const user = await app.inject({
      method: 'GET',
      url: '/api/web/bill-board-content',
      headers: { authorization },
    });
    expect(user.json()).toEqual(visitor.json());
  });
});

describe('content seed', () => {
  it('is idempotent', async () => {
    const count = async () => ({
      team: (await app.db.select().from(teamMembers)).length,
      pages: (await app.db.select().from(contentPages)).length,
      tips: (await app.db.select().from(tips)).length,
      billboard: (await app.db.select().from(billboardItems)).length,
      tipTexts: (await app.db.select().from(textTranslations).where(eq(textTranslations.entity, 'tip')))
        .length,
    });
    const before = await count();
    await seedContent(app.db, { seedDemo: true });
    await seedLongContent(app.db, LONG_CONTENT, { demo: true });
    expect(await count()).toEqual(before);
    // one row per tip (its English text); each of the 12 other languages a title and a text per tip
    expect(before.tips).toBe(72);
    expect(before.tipTexts).toBe(72 * 12 * 2);
  });
});
