import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../../db/seed/content.js';
import { seedLegal } from '../../db/seed/legal.js';
import { billboardItems } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { adminAuth, userAuth } from '../../test/sessions.js';

interface PageText {
  lang: string;
  state: string;
  title: string;
  intro: string;
  sections: { heading: string; text: string; link: string | null }[];
}

let app: FastifyInstance;
let admin: { authorization: string };

beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminAuth(app);
});
afterAll(() => app.close());

const pair = async (slug: string, lang: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/admin/content/pages/${slug}/${lang}`,
    headers: admin,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { source: PageText; target: PageText } }>().data;
};
const save = (slug: string, lang: string, body: object) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/content/pages/${slug}/${lang}`,
    headers: admin,
    payload: body,
  });
const publicPage = async (slug: string, lang: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/web/posts?type=${slug}`,
    headers: { language: lang },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<{ data: { language: string; title: string; intro: string } }>().data;
};

describe('admin content pages', () => {
  it('is for admins only', async () => {
    const { authorization } = await userAuth(app);
    for (const headers of [{}, { authorization }]) {
      const res = await app.inject({ method: 'GET', url: '/api/admin/content/pages', headers });
      expect([401, 403]).toContain(res.statusCode);
      const put = await app.inject({
        method: 'PUT',
        url: '/api/admin/content/pages/our-services/ar',
        headers,
        payload: { title: 'x' },
      });
      expect([401, 403]).toContain(put.statusCode);
    }
  });

  it('lists every page with a state in each of the 13 languages', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/content/pages', headers: admin });
    expect(res.statusCode).toBe(200);
    const { pages } = res.json<{
      data: { pages: { slug: string; title: string; states: Record<string, string> } }[];
    }>().data as unknown as { pages: { slug: string; title: string; states: Record<string, string> }[] };
    const slugs = pages.map((p) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(['our-services', 'privacy-policy', 'terms-and-conditions']));
    const services = pages.find((p) => p.slug === 'our-services')!;
    expect(services.title).toBe('Our services');
    expect(Object.keys(services.states)).toHaveLength(13);
    expect(services.states.en).toBe('reviewed');
    for (const state of Object.values(services.states))
      expect(['missing', 'written', 'reviewed']).toContain(state);
  });

  it('gives the source and target side by side, and 404 for an unknown page', async () => {
    const { source, target } = await pair('our-services', 'ar');
    expect(source.lang).toBe('en');
    expect(source.title).toBe('Our services');
    expect(target.lang).toBe('ar');
    expect(target.title).toBe('خدماتنا');
    expect(target.sections.length).toBe(source.sections.length);
    const missing = await app.inject({
      method: 'GET',
      url: '/api/admin/content/pages/no-such-page/ar',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect((await save('no-such-page', 'ar', { title: 'x' })).statusCode).toBe(404);
  });

  it('refuses a bad language, an empty title and a script link', async () => {
    expect((await save('our-services', 'xx', { title: 'x' })).statusCode).toBe(400);
    expect((await save('our-services', 'ar', { title: '  ' })).statusCode).toBe(400);
    const link = await save('our-services', 'ar', {
      title: 'x',
      sections: [{ heading: 'h', text: 't', link: 'javascript:alert(1)' }],
    });
    expect(link.statusCode).toBe(400);
  });

  it("saves a person's Arabic text: readers get it at once, unreviewed, and a re-seed keeps it", async () => {
    const before = await pair('our-services', 'ar');
    const sections = before.target.sections.map((s, i) =>
      i === 0 ? { ...s, text: 'نص جديد كتبه المشرف' } : s,
    );
    const res = await save('our-services', 'ar', {
      title: 'خدماتنا المحدثة',
      intro: 'مقدمة جديدة',
      sections,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: PageText }>().data).toMatchObject({ state: 'written', title: 'خدماتنا المحدثة' });

    const read = await publicPage('our-services', 'ar');
    expect(read).toMatchObject({ language: 'ar', title: 'خدماتنا المحدثة', intro: 'مقدمة جديدة' });

    const marked = await app.inject({
      method: 'POST',
      url: '/api/admin/content/pages/our-services/ar/reviewed',
      headers: admin,
      payload: {},
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json<{ data: PageText }>().data.state).toBe('reviewed');

    await seedContent(app.db, { seedDemo: false });
    const after = await pair('our-services', 'ar');
    expect(after.target).toMatchObject({ state: 'reviewed', title: 'خدماتنا المحدثة', intro: 'مقدمة جديدة' });
    expect(after.target.sections[0]!.text).toBe('نص جديد كتبه المشرف');
  });

  it('writes a language a page lacks, and a re-seed keeps an edited legal page', async () => {
    const { source } = await pair('privacy-policy', 'en');
    const body = {
      title: 'Política editada',
      intro: source.intro,
      sections: source.sections,
      reviewed: true,
    };
    expect((await save('privacy-policy', 'es', body)).statusCode).toBe(200);
    await seedLegal(app.db);
    const after = await pair('privacy-policy', 'es');
    expect(after.target).toMatchObject({ state: 'reviewed', title: 'Política editada' });
    expect((await publicPage('privacy-policy', 'es')).title).toBe('Política editada');
  });

  it('answers 404 when marking a language the page has no text in', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/content/pages/no-such-page/fr/reviewed',
      headers: admin,
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });

  it('edits a tip, a team member, a story page and a notice by kind; readers get the Arabic at once', async () => {
    const kinds = await app.inject({ method: 'GET', url: '/api/admin/content/kinds', headers: admin });
    const names = JSON.stringify(kinds.json());
    for (const kind of ['tip', 'team_member', 'story_page', 'billboard_item']) expect(names).toContain(kind);
    const firstOf = async (kind: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/admin/content/kinds/${kind}`,
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ data: { items: { id: number }[] } }>().data.items[0]!.id;
    };
    const saveKind = async (kind: string, texts: Record<string, string>) => {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/admin/content/kinds/${kind}/${await firstOf(kind)}/ar`,
        headers: admin,
        payload: { texts },
      });
      expect(res.statusCode).toBe(200);
    };
    const arabic = { language: 'ar' };
    await saveKind('tip', { title: 'نصيحة كتبها المشرف' });
    const tips = await app.inject({
      method: 'GET',
      url: '/api/web/nutoc-listing?month=1&pageNumber=1',
      headers: arabic,
    });
    expect(tips.json<{ data: { tips: { title: string }[] } }>().data.tips[0]!.title).toBe(
      'نصيحة كتبها المشرف',
    );
    await saveKind('team_member', { position: 'منصب كتبه المشرف' });
    const member = await app.inject({ method: 'GET', url: '/api/web/team/0', headers: arabic });
    expect(member.json<{ data: { position: string } }>().data.position).toBe('منصب كتبه المشرف');
    await saveKind('story_page', { title: 'قصة كتبها المشرف' });
    const story = await app.inject({ method: 'GET', url: '/api/web/our-story/1', headers: arabic });
    expect(story.json<{ data: { title: string } }>().data.title).toBe('قصة كتبها المشرف');
    // the newest notice is the first listed, and the first the dashboard's board shows
    await app.db
      .insert(billboardItems)
      .values({ slug: 'admin-test', title: 'A notice', content: 'What it says.' });
    await saveKind('billboard_item', { title: 'إعلان كتبه المشرف' });
    const board = await app.inject({ method: 'GET', url: '/api/web/bill-board-content', headers: arabic });
    expect(board.json<{ data: { title: string }[] }>().data[0]!.title).toBe('إعلان كتبه المشرف');
  });
});
