import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  provinces,
  sponsors,
  textTranslations,
  wellBeingArticles,
} from '../../db/schema/index.js';
import { LONG_CONTENT } from '../../db/seed/long-content/index.js';
import { seedLongContent } from '../../db/seed/long-content/seed.js';
import { sourceHash } from '../../db/text-translations.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { adminAuth, userAuth } from '../../test/sessions.js';

interface KindText {
  lang: string;
  state: string;
  stale: boolean;
  texts: Record<string, string>;
}
interface KindItem {
  id: number;
  label: string;
  states: Record<string, string>;
  stale: string[];
}

let app: FastifyInstance;
let admin: { authorization: string };
let user: { authorization: string };
let irsa: number;
let notice: number;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminAuth(app);
  user = { authorization: (await userAuth(app)).authorization };
  const [sponsor] = await app.db.select({ id: sponsors.id }).from(sponsors).where(eq(sponsors.slug, 'irsa'));
  irsa = sponsor!.id;
  const [province] = await app.db.select({ id: provinces.id }).from(provinces).limit(1);
  const [row] = await app.db
    .insert(notifications)
    .values({
      provinceId: province!.id,
      type: 'general',
      title: 'Road closed',
      message: 'Main Street is closed.',
    })
    .returning({ id: notifications.id });
  notice = row!.id;
  // a machine French title made from an older English original: machine and stale
  await app.db.insert(textTranslations).values({
    entity: 'notification',
    entityId: notice,
    field: 'title',
    lang: 'fr',
    text: 'Route fermée',
    origin: 'machine',
    sourceHash: sourceHash('Road closed today'),
  });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = admin) =>
  app.inject({ method: 'GET', url, headers });
const save = (
  kind: string,
  id: number,
  lang: string,
  payload: object,
  headers: Record<string, string> = admin,
) => app.inject({ method: 'PUT', url: `/api/admin/content/kinds/${kind}/${id}/${lang}`, headers, payload });
const pairOf = async (kind: string, id: number, lang: string) => {
  const res = await get(`/api/admin/content/kinds/${kind}/${id}/${lang}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { label: string; source: { texts: Record<string, string> }; target: KindText } }>()
    .data;
};
const itemsOf = async (kind: string) => {
  const res = await get(`/api/admin/content/kinds/${kind}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { items: KindItem[] } }>().data.items;
};
const publicSponsor = async (lang: string) => {
  const res = await get('/api/web/sponsors', { language: lang });
  expect(res.statusCode).toBe(200);
  const list = res.json<{ data: { sponsors: { slug: string; description: string }[] } }>().data.sponsors;
  return list.find((s) => s.slug === 'irsa')!.description;
};

describe('admin content kinds', () => {
  it('is for admins only: 401 without a session, 403 for a member', async () => {
    for (const [headers, status] of [
      [{}, 401],
      [user, 403],
    ] as const) {
      expect((await get('/api/admin/content/kinds', headers)).statusCode).toBe(status);
      expect((await get('/api/admin/content/kinds/sponsor', headers)).statusCode).toBe(status);
      expect((await get(`/api/admin/content/kinds/sponsor/${irsa}/ar`, headers)).statusCode).toBe(status);
      expect((await save('sponsor', irsa, 'ar', { texts: { description: 'x' } }, headers)).statusCode).toBe(
        status,
      );
      const review = await app.inject({
        method: 'POST',
        url: `/api/admin/content/kinds/sponsor/${irsa}/fr/reviewed`,
        headers,
        payload: {},
      });
      expect(review.statusCode).toBe(status);
    }
  });

  it('answers 404 for an unknown kind or item, 400 for a bad language, field, length or English', async () => {
    expect((await get('/api/admin/content/kinds/no_such_kind')).statusCode).toBe(404);
    expect((await get('/api/admin/content/kinds/sponsor/999999/ar')).statusCode).toBe(404);
    expect((await save('no_such_kind', 1, 'ar', { texts: {} })).statusCode).toBe(404);
    expect((await save('sponsor', 999999, 'ar', { texts: { description: 'x' } })).statusCode).toBe(404);
    expect((await save('sponsor', irsa, 'xx', { texts: { description: 'x' } })).statusCode).toBe(400);
    expect((await save('sponsor', irsa, 'ar', { texts: { name: 'x' } })).statusCode).toBe(400);
    expect((await save('sponsor', irsa, 'en', { texts: { description: 'x' } })).statusCode).toBe(400);
    const long = await save('sponsor', irsa, 'ar', { texts: { description: 'x'.repeat(5_001) } });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ meta: { message: string } }>().meta.message).toBe('field_too_long');
  });

  it('lists each kind with its counts per language, and its items × 13 languages', async () => {
    const res = await get('/api/admin/content/kinds');
    expect(res.statusCode).toBe(200);
    const { kinds } = res.json<{
      data: { kinds: { kind: string; items: number; counts: Record<string, Record<string, number>> }[] };
    }>().data;
    const sponsor = kinds.find((k) => k.kind === 'sponsor')!;
    expect(sponsor.items).toBe(6);
    expect(Object.keys(sponsor.counts)).toHaveLength(13);
    expect(sponsor.counts.en).toMatchObject({ reviewed: 6, missing: 0 });
    const fr = Object.values(sponsor.counts.fr!);
    expect(fr.reduce((sum, n) => sum + n, 0)).toBe(6); // stale is 0: no English changed

    const notices = await itemsOf('notification');
    const item = notices.find((n) => n.id === notice)!;
    expect(item.label).toBe('Road closed');
    expect(Object.keys(item.states)).toHaveLength(13);
    // the French title is a machine text but the message has none: the lowest state wins
    expect(item.states).toMatchObject({ en: 'reviewed', fr: 'missing', ar: 'missing' });
    expect(item.stale).toEqual(['fr']);
  });

  it("saves a person's Arabic description: readers get it at once, and a re-seed keeps it", async () => {
    const before = await pairOf('sponsor', irsa, 'ar');
    expect(before.source.texts.description).toMatch(/IRSA|refugee|newcomer/i);
    expect(before.label).toBe('IRSA – Immigrant & Refugee Services Association');
    const res = await save('sponsor', irsa, 'ar', { texts: { description: 'وصف جديد كتبه المشرف' } });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: KindText }>().data).toMatchObject({
      lang: 'ar',
      state: 'written',
      stale: false,
      texts: { description: 'وصف جديد كتبه المشرف' },
    });
    const [row] = await app.db
      .select()
      .from(textTranslations)
      .where(eq(textTranslations.entityId, irsa))
      .then((rows) => rows.filter((r) => r.entity === 'sponsor' && r.lang === 'ar'));
    expect(row).toMatchObject({
      origin: 'site',
      reviewed: false,
      sourceHash: sourceHash(before.source.texts.description!),
    });
    expect(await publicSponsor('ar')).toBe('وصف جديد كتبه المشرف');

    const marked = await app.inject({
      method: 'POST',
      url: `/api/admin/content/kinds/sponsor/${irsa}/ar/reviewed`,
      headers: admin,
      payload: {},
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json<{ data: KindText }>().data.state).toBe('reviewed');
    expect((await itemsOf('sponsor')).find((s) => s.id === irsa)!.states.ar).toBe('reviewed');

    await seedLongContent(app.db, LONG_CONTENT, { demo: false });
    expect((await pairOf('sponsor', irsa, 'ar')).target).toMatchObject({
      state: 'reviewed',
      texts: { description: 'وصف جديد كتبه المشرف' },
    });
    expect(await publicSponsor('ar')).toBe('وصف جديد كتبه المشرف');
  });

  it("replaces a stale machine text with a person's, and an empty text removes a translation", async () => {
    const res = await save('notification', notice, 'fr', {
      texts: { title: 'Rue fermée', message: 'La rue Main est fermée.' },
      reviewed: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: KindText }>().data).toMatchObject({ state: 'reviewed', stale: false });
    const read = await get(`/api/web/notifications/${notice}`, { ...user, language: 'fr' });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ data: { title: string; message: string } }>().data).toMatchObject({
      title: 'Rue fermée',
      message: 'La rue Main est fermée.',
    });

    const removed = await save('notification', notice, 'fr', { texts: { message: '' } });
    expect(removed.json<{ data: KindText }>().data).toMatchObject({
      state: 'missing',
      texts: { title: 'Rue fermée' },
    });
    const after = await get(`/api/web/notifications/${notice}`, { ...user, language: 'fr' });
    expect(after.json<{ data: { message: string } }>().data.message).toBe('Main Street is closed.');
  });

  it('answers 404 when marking a language the item has no text in', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/content/kinds/notification/${notice}/so/reviewed`,
      headers: admin,
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });

  it("saves a well-being article's French title and HTML text; readers get it sanitised", async () => {
    // articles are demo content, which the test app does not seed
    await app.db.insert(wellBeingArticles).values({
      id: 9001,
      header: 'Health coverage',
      title: 'Your health card',
      bannerText: '<p>How to get one.</p>',
      text: '<p>Apply when you arrive.</p>',
    });
    const article = (await itemsOf('well_being_article')).find((a) => a.id === 9001);
    expect(article).toMatchObject({ label: 'Your health card' });
    const { source } = await pairOf('well_being_article', article!.id, 'fr');
    expect(Object.keys(source.texts)).toEqual(['header', 'title', 'banner_text', 'text']);
    const res = await save('well_being_article', article!.id, 'fr', {
      texts: { title: 'Titre relu', text: '<p>Texte relu</p><script>alert(1)</script>' },
    });
    expect(res.statusCode).toBe(200);
    const read = await get(`/api/web/wellBeingArticle/${article!.id}`, { language: 'fr' });
    expect(read.statusCode).toBe(200);
    const data = read.json<{ data: { title: string; text: string } }>().data;
    expect(data.title).toBe('Titre relu');
    expect(data.text).toContain('<p>Texte relu</p>');
    expect(data.text).not.toContain('<script');
  });
});
