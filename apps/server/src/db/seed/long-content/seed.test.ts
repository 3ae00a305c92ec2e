import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import {
  businesses,
  contentPages,
  storyPages,
  teamMembers,
  textTranslations,
  wellBeingListings,
} from '../../schema/index.js';
import { TRANSLATED_LANGS } from '../translations-data/types.js';
import { seedDemoListingTranslations } from './demo-listings-seed.js';
import { DEMO_LISTINGS, LONG_CONTENT } from './index.js';
import { seedLongContent } from './seed.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ SEED_DEMO: 'true' });
}, 120_000);
afterAll(() => app.close());

const get = <T>(url: string, language: string) =>
  app.inject({ method: 'GET', url, headers: { language } }).then((r) => r.json<{ data: T }>().data);

describe('the site’s long texts in 13 languages', () => {
  it('every translated language has its long texts and its demo listings', () => {
    expect(Object.keys(LONG_CONTENT).sort()).toEqual([...TRANSLATED_LANGS].sort());
    expect(Object.keys(DEMO_LISTINGS).sort()).toEqual([...TRANSLATED_LANGS].sort());
  });

  it('seeds the English page as the item and each other language as its unreviewed translation', async () => {
    const [page] = await app.db.select().from(contentPages).where(eq(contentPages.slug, 'school-food'));
    expect(page!.title).toBe('School food programmes');
    const rows = await app.db
      .select({
        lang: textTranslations.lang,
        origin: textTranslations.origin,
        reviewed: textTranslations.reviewed,
      })
      .from(textTranslations)
      .where(
        and(
          eq(textTranslations.entity, 'content_page'),
          eq(textTranslations.entityId, page!.id),
          eq(textTranslations.field, 'title'),
        ),
      );
    expect(rows.map((r) => r.lang).sort()).toEqual([...TRANSLATED_LANGS].sort());
    for (const r of rows) expect(r).toMatchObject({ origin: 'site', reviewed: false });
  });

  it('serves each page in the reader’s language, and English per item where one is missing', async () => {
    const ar = LONG_CONTENT.ar!;
    const [second] = await app.db.select().from(storyPages).where(eq(storyPages.storyId, 2));
    await app.db
      .delete(textTranslations)
      .where(
        and(
          eq(textTranslations.entity, 'story_page'),
          eq(textTranslations.entityId, second!.id),
          eq(textTranslations.lang, 'ar'),
        ),
      );
    const stories = await get<{ stories: { id: number; title: string }[] }>('/api/web/our-story', 'ar');
    expect(stories.stories.find((s) => s.id === 1)!.title).toBe(ar.story[1]!.title);
    expect(stories.stories.find((s) => s.id === 2)!.title).toBe(
      (await get<{ title: string }>('/api/web/our-story/2', 'en')).title,
    );
    const values = await get<{ title: string }>('/api/web/posts?type=principles-and-values', 'zh');
    expect(values.title).toBe(LONG_CONTENT.zh!.pages['principles-and-values']!.title);
    const sponsors = await get<{ sponsors: { slug: string; description: string }[] }>(
      '/api/web/sponsors',
      'so',
    );
    expect(sponsors.sponsors.find((s) => s.slug === 'upei')!.description).toBe(
      LONG_CONTENT.so!.sponsors.upei,
    );
  });

  it('gives a well-being listing its kind’s texts, the city’s name and the languages in the reader’s language', async () => {
    const [listing] = await app.db
      .select({ id: wellBeingListings.id })
      .from(wellBeingListings)
      .where(eq(wellBeingListings.slug, 'harbourview-walk-in-clinic'));
    const zh = await get<{ well_being_description: string; coverage_area: string; language: string }>(
      `/api/wellBeingListing/${listing!.id}`,
      'zh',
    );
    expect(zh.well_being_description).toBe(LONG_CONTENT.zh!.wellBeing.kinds.clinic!.description);
    expect(zh.coverage_area).toContain('夏洛特敦');
    expect(zh.language).toBe('英语');
  });

  it('leaves an admin’s reviewed text alone when the seed runs again', async () => {
    const [member] = await app.db.select().from(teamMembers).where(eq(teamMembers.positionIndex, 0));
    const frPosition = and(
      eq(textTranslations.entity, 'team_member'),
      eq(textTranslations.entityId, member!.id),
      eq(textTranslations.field, 'position'),
      eq(textTranslations.lang, 'fr'),
    );
    await app.db
      .update(textTranslations)
      .set({ text: 'Directrice exécutive', reviewed: true })
      .where(frPosition);
    await seedLongContent(app.db, LONG_CONTENT, { demo: true });
    const [fr] = await app.db
      .select({ text: textTranslations.text, reviewed: textTranslations.reviewed })
      .from(textTranslations)
      .where(frPosition);
    expect(fr).toEqual({ text: 'Directrice exécutive', reviewed: true });
    expect((await get<{ position: string }>('/api/web/team/0', 'fr')).position).toBe('Directrice exécutive');
    const wellBeing = eq(textTranslations.entity, 'well_being_listing');
    const count = await app.db.$count(textTranslations, wellBeing);
    expect(count).toBeGreaterThan(0);
    await seedLongContent(app.db, LONG_CONTENT, { demo: true });
    expect(await app.db.$count(textTranslations, wellBeing)).toBe(count);
  });

  it('stores the demo services as machine translations, shown with their label, once', async () => {
    const [biz] = await app.db
      .select({
        id: businesses.id,
        name: businesses.businessName,
        description: businesses.businessDescription,
      })
      .from(businesses)
      .limit(1);
    const fr = await get<{
      business_description: string;
      translation?: { machine: boolean; reviewed: boolean };
    }>(`/api/web/directory/service/${biz!.id}`, 'fr');
    expect(fr.business_description).not.toBe(biz!.description);
    expect(fr.translation).toMatchObject({ machine: true, reviewed: false });
    const machine = await app.db
      .select({ origin: textTranslations.origin, reviewed: textTranslations.reviewed })
      .from(textTranslations)
      .where(
        and(
          eq(textTranslations.entity, 'service'),
          eq(textTranslations.entityId, biz!.id),
          eq(textTranslations.lang, 'fr'),
        ),
      );
    expect(machine.length).toBe(2);
    expect(machine.every((m) => m.origin === 'machine' && !m.reviewed)).toBe(true);
    const before = await app.db.$count(textTranslations);
    await seedDemoListingTranslations(app.db, DEMO_LISTINGS);
    expect(await app.db.$count(textTranslations)).toBe(before);
  });
});
