import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '@harbour/i18n';
import { contentPages, textTranslations } from '../schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { LEGAL_PAGES, seedLegal } from './legal.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = (type: string, language = 'en') =>
  app.inject({ method: 'GET', url: `/api/web/posts?type=${type}`, headers: { language } });

describe('legal pages (GET /api/web/posts?type=<slug>)', () => {
  it.each(['terms-and-conditions', 'privacy-policy', 'terms-of-service-nupost', 'privacy-terms'])(
    'serves %s in English with its sections',
    async (slug) => {
      const res = await get(slug);
      expect(res.statusCode).toBe(200);
      const page = res.json<{
        data: { slug: string; language: string; title: string; sections: unknown[] };
      }>().data;
      expect(page).toMatchObject({ slug, language: 'en' });
      expect(page.title.length).toBeGreaterThan(5);
      expect(page.sections.length).toBeGreaterThanOrEqual(5);
    },
  );

  it('serves the French text where one is written', async () => {
    const res = await get('privacy-terms', 'fr');
    expect(res.json<{ data: { language: string; title: string } }>().data).toMatchObject({
      language: 'fr',
      title: 'Confidentialité et conditions',
    });
  });

  it('serves every language its own text', async () => {
    for (const language of LANGUAGE_TAGS) {
      const res = await get('terms-and-conditions', language);
      expect(res.json<{ data: { language: string } }>().data.language, language).toBe(language);
    }
  });

  it('falls back to English for a language without its own text, and says so in `language`', async () => {
    const [policy] = await app.db.select().from(contentPages).where(eq(contentPages.slug, 'privacy-policy'));
    await app.db
      .delete(textTranslations)
      .where(
        and(
          eq(textTranslations.entity, 'content_page'),
          eq(textTranslations.entityId, policy!.id),
          eq(textTranslations.lang, 'so'),
        ),
      );
    const res = await get('privacy-policy', 'so');
    expect(res.json<{ data: { language: string } }>().data.language).toBe('en');
    await seedLegal(app.db);
  });

  it('covers what the privacy policy must (PIPEDA, retention, rights, cookies, children, changes, contact)', () => {
    const text = JSON.stringify(LEGAL_PAGES.find((p) => p.slug === 'privacy-policy' && p.language === 'en'));
    for (const word of [
      'PIPEDA',
      'How long we keep it',
      'Your rights',
      'Cookies',
      'Children',
      'Changes',
      'Contact',
    ])
      expect(text, word).toContain(word);
    const terms = JSON.stringify(
      LEGAL_PAGES.find((p) => p.slug === 'terms-and-conditions' && p.language === 'en'),
    );
    // the four pages exist in every language, with the sections and links of the English text
    for (const lang of LANGUAGE_TAGS) expect(LEGAL_PAGES.filter((p) => p.language === lang)).toHaveLength(4);
    for (const page of LEGAL_PAGES.filter((p) => p.language !== 'en')) {
      const en = LEGAL_PAGES.find((p) => p.slug === page.slug && p.language === 'en')!;
      const where = `${page.language} ${page.slug}`;
      expect(
        page.sections.map((x) => x.link),
        where,
      ).toEqual(en.sections.map((x) => x.link));
      expect(
        page.sections.every((x) => x.heading.trim() && x.text.trim()),
        where,
      ).toBe(true);
    }
    expect(terms).toContain('one hundred Canadian dollars');
  });

  it('overwrites an existing text on the next seed, without duplicating rows', async () => {
    const [terms] = LEGAL_PAGES;
    await seedLegal(app.db, [{ ...terms!, title: 'Old title' }]);
    await seedLegal(app.db);
    const rows = await app.db
      .select()
      .from(contentPages)
      .where(eq(contentPages.slug, 'terms-and-conditions'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.title).toBe(terms!.title);
  });
});
