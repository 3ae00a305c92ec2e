import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createDatabase } from '../db/client.js';
import { billboardItems } from '../db/schema/index.js';
import { upsertTranslations } from '../db/text-translations.js';
import { buildTestApp, testConfig } from '../test/build-test-app.js';
import { billboardDataScript, billboardMarkup } from './first-screen-billboard.js';
import { translator } from './first-screen.js';

const INDEX =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-Ab12Cd.js"></script></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-Ab12Cd.js', isEntry: true, css: ['assets/index-Css1.css'] },
  'src/features/home/routes/dashboard-page.tsx': {
    file: 'assets/dashboard-page-Db1.js',
    isDynamicEntry: true,
  },
  'src/features/home/components/qr/app-store.svg': { file: 'assets/app-store-Qa1.svg' },
  'src/features/home/components/qr/google-play.svg': { file: 'assets/google-play-Qg1.svg' },
};
const ROUTES = [
  { path: 'dashboard', module: 'src/features/home/routes/dashboard-page.tsx', namespaces: ['community'] },
];
const html = { accept: 'text/html' };

function writeDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'harbour-dist-'));
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(path.join(dist, '.vite/routes.json'), JSON.stringify(ROUTES));
  return dist;
}

const notice = (slug: string, title: string, days: number) => ({
  slug,
  title,
  content: `${title}: what it is about.`,
  message: '',
  dynamicLink: '/well-being',
  link: null,
  updatedAt: new Date(Date.UTC(2025, 2, 10) - days * 86_400_000),
});

/** The notice's title in `lang`, as the admin editor and the seed store it (text_translations). */
async function translateTitle(app: FastifyInstance, slug: string, lang: string, text: string) {
  const [row] = await app.db.select().from(billboardItems).where(eq(billboardItems.slug, slug));
  await upsertTranslations(app.db, [
    {
      entity: 'billboard_item',
      entityId: row!.id,
      field: 'title',
      lang,
      text,
      origin: 'site',
      original: row!.title,
    },
  ]);
}

/** `#root`'s first screen, and the data block after it, parsed. */
async function dashboard(app: FastifyInstance, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url: '/dashboard', headers: { ...html, ...headers } });
  expect(res.statusCode).toBe(200);
  const body = res.body;
  const root = body.slice(body.indexOf('<div id="root">'), body.indexOf('<script type="application/json"'));
  const json = /<script type="application\/json" id="billboard-data">(.*?)<\/script>/.exec(body)?.[1];
  return {
    body,
    root,
    data: json ? (JSON.parse(json) as { lang: string; items: { title: string }[] }) : null,
  };
}

describe('the dashboard’s first screen shows the notice board', () => {
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = writeDist();
    app = await buildTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await app.db.delete(billboardItems);
  });

  it('without notices: the download codes, as the app draws them, and an empty list for the app', async () => {
    const { root, data } = await dashboard(app);
    expect(root).toMatch(/<h2 id="billboard-title" [^>]*>Take Harbour with you<\/h2>/);
    expect(root).toContain('<img src="/assets/app-store-Qa1.svg" alt="QR code for the App Store"');
    expect(root).toContain('<img src="/assets/google-play-Qg1.svg" alt="QR code for Google Play"');
    expect(data).toEqual({ lang: 'en', items: [] });
  });

  it('with notices: each one, newest first, in the reader’s language, with the data the API answers', async () => {
    await app.db
      .insert(billboardItems)
      .values([notice('older', 'Free tax clinics', 3), notice('newer', 'Newcomer welcome week', 1)]);
    await translateTitle(app, 'newer', 'ar', 'أسبوع الترحيب');
    const en = await dashboard(app);
    expect(en.root).toMatch(/<h2 id="billboard-title" [^>]*>Notice board<\/h2>/);
    const titles = [...en.root.matchAll(/<h3 dir="auto" [^>]*>([^<]*)<\/h3>/g)].map((m) => m[1]);
    expect(titles).toEqual(['Newcomer welcome week', 'Free tax clinics']);
    expect(en.root).toContain(
      '<a href="/well-being" class="self-start font-semibold text-harbour-700 underline underline-offset-4 hover:text-harbour-900">Learn more<span class="sr-only">: Free tax clinics</span></a>',
    );
    expect(en.root).not.toContain('<img');
    const api = await app.inject({ method: 'GET', url: '/api/web/bill-board-content' });
    expect(en.data).toEqual({ lang: 'en', items: api.json<{ data: unknown }>().data });

    const ar = await dashboard(app, { 'accept-language': 'ar' });
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.root).toContain('>لوحة الإعلانات</h2>');
    expect(ar.root).toContain('>أسبوع الترحيب</h3>');
    // the Arabic notice, then the English one that has no Arabic text yet
    expect(ar.data?.items.map((i) => i.title)).toEqual(['أسبوع الترحيب', 'Free tax clinics']);
    expect(ar.data?.lang).toBe('ar');
  });

  it('shows an edit on the next page', async () => {
    await app.db.insert(billboardItems).values(notice('clinic', 'Free flu shots', 1));
    expect((await dashboard(app)).root).toContain('>Free flu shots</h3>');
    // a translation written (the admin editor's save) shows in that language at once
    const arabic = { 'accept-language': 'ar' };
    expect((await dashboard(app, arabic)).root).toContain('>Free flu shots</h3>');
    await translateTitle(app, 'clinic', 'ar', 'لقاحات الإنفلونزا مجانًا');
    expect((await dashboard(app, arabic)).root).toContain('>لقاحات الإنفلونزا مجانًا</h3>');
    await translateTitle(app, 'clinic', 'ar', 'لقاحات الإنفلونزا في الصيدليات');
    expect((await dashboard(app, arabic)).root).toContain('>لقاحات الإنفلونزا في الصيدليات</h3>');
    await app.db
      .update(billboardItems)
      .set({ title: 'Flu shots, now at pharmacies' })
      .where(eq(billboardItems.slug, 'clinic'));
    const after = await dashboard(app);
    expect(after.root).toContain('>Flu shots, now at pharmacies</h3>');
    expect(after.root).not.toContain('>Free flu shots</h3>');
    expect(after.data?.items.map((i) => i.title)).toEqual(['Flu shots, now at pharmacies']);
    await app.db.delete(billboardItems);
    expect((await dashboard(app)).root).toContain('>Take Harbour with you</h2>');
  });

  it('escapes the notices in the markup and in the data block', async () => {
    const hostile = '</script><script>alert(1)</script><img src=x onerror="alert(2)"> & \'q\'';
    await app.db.insert(billboardItems).values({
      ...notice('hostile', hostile, 1),
      content: hostile,
      message: hostile,
      dynamicLink: null,
      link: 'javascript:alert(3)',
    });
    const { body, root, data } = await dashboard(app);
    expect(body.match(/<script/g)).toHaveLength(2); // the boot script and the data block
    expect(root).not.toContain('<img');
    expect(root).not.toContain('javascript:');
    expect(root).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(2)&quot;&gt; &amp; &#39;q&#39;',
    );
    expect(data?.items[0]?.title).toBe(hostile);
  });

  it('escapes what it is given when called directly, and leaves out a card it cannot draw', () => {
    const t = translator('en');
    const item = {
      title: '<b>"x"</b>',
      content: 'a & b',
      message: '',
      dynamic_link: null,
      link: 'https://example.ca/?a=1&b="2"',
      updated_at: '2025-03-01T12:00:00.000Z',
    };
    const markup = billboardMarkup(t, [item], null);
    expect(markup).toContain('&lt;b&gt;&quot;x&quot;&lt;/b&gt;');
    expect(markup).toContain('href="https://example.ca/?a=1&amp;b=&quot;2&quot;" target="_blank"');
    expect(billboardMarkup(t, [], null)).toBe('');
    expect(billboardDataScript('en', [item])).not.toMatch(/<(?!script|\/script>$)/);
  });
});

describe('several processes on one database', () => {
  it('each shows the notices as they are now, whichever process saw them before', async () => {
    const dist = writeDist();
    const database = createDatabase({ databaseUrl: null, pgliteDir: null });
    const config = { ...testConfig({ WEB_DIST: dist }), databaseUrl: null, pgliteDir: null };
    const one = await buildApp(config, { database });
    // the database is closed once, by the first
    const two = await buildApp(config, { database: { ...database, close: async () => {} } });
    try {
      await one.db.insert(billboardItems).values(notice('a', 'First notice', 1));
      expect((await dashboard(one)).root).toContain('>First notice</h3>');
      expect((await dashboard(two)).root).toContain('>First notice</h3>');
      // edited through the first: the second, which built its page before, shows the change too
      await one.db.update(billboardItems).set({ title: 'Second notice' }).where(eq(billboardItems.slug, 'a'));
      expect((await dashboard(two)).root).toContain('>Second notice</h3>');
      expect((await dashboard(one)).root).toContain('>Second notice</h3>');
    } finally {
      await two.close();
      await one.close();
      rmSync(dist, { recursive: true, force: true });
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
