import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { adminAuth, userAuth } from '../../test/sessions.js';

interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  kind: string;
  status: string;
  created_at: string;
}

let app: FastifyInstance;
let admin: { authorization: string };

beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminAuth(app);
  await app.mail.send({ to: 'lena@example.org', subject: 'First', text: 'one', kind: 'confirm_email' });
  await app.mail.send({ to: 'omar@example.org', subject: 'Other', text: 'two', kind: 'confirm_email' });
  await app.mail.send({
    to: 'Lena@Example.org',
    subject: 'Reset your password',
    text: 'http://localhost:8080/reset?token=abc',
    kind: 'reset_password',
  });
});
afterAll(() => app.close());

const outbox = async (query = '') => {
  const res = await app.inject({ method: 'GET', url: `/api/admin/outbox${query}`, headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { mails: Mail[] } }>().data.mails;
};

describe('GET /api/admin/outbox', () => {
  it('lists the mails newest first with what e2e tests need to follow links', async () => {
    const mails = await outbox();
    expect(mails.map((m) => m.subject).slice(0, 3)).toEqual(['Reset your password', 'Other', 'First']);
    expect(mails[0]).toMatchObject({
      to: 'Lena@Example.org',
      text: 'http://localhost:8080/reset?token=abc',
      kind: 'reset_password',
      status: 'logged',
    });
    expect(new Date(mails[0]!.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('filters by recipient, whatever the case, and limits the count', async () => {
    const lena = await outbox('?to=lena@example.org');
    expect(lena.map((m) => m.subject)).toEqual(['Reset your password', 'First']);
    expect(await outbox('?to=lena@example.org&limit=1')).toHaveLength(1);
    expect(await outbox('?to=nobody@example.org')).toEqual([]);
    const bad = await app.inject({ method: 'GET', url: '/api/admin/outbox?limit=0', headers: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
    const { authorization } = await userAuth(app);
    const res = await app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { authorization } });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/admin/translations/review', () => {
  type Review = { rows: { part: string; lang: string; count: number }[]; total: number };
  const review = async () =>
    (await app.inject({ method: 'GET', url: '/api/admin/translations/review', headers: admin })).json<{
      data: Review;
    }>().data;

  it('counts the seeded translations per part and language, none in English', async () => {
    const { rows, total } = await review();
    const parts = new Set(rows.map((r) => r.part));
    for (const part of ['pages', 'story', 'team', 'tips', 'well_being', 'site_texts'])
      expect(parts).toContain(part);
    expect(rows.some((r) => r.lang === 'en')).toBe(false);
    expect(new Set(rows.map((r) => r.lang)).size).toBe(12);
    expect(total).toBe(rows.reduce((sum, r) => sum + r.count, 0));
  });

  it('leaves out a text once it is marked reviewed', async () => {
    const before = await review();
    const pagesIn = (data: Review) =>
      data.rows.find((r) => r.part === 'pages' && r.lang === 'fr')?.count ?? 0;
    await app.db.execute(
      sql`update text_translations set reviewed = true where entity = 'content_page' and lang = 'fr'
        and entity_id = (select id from content_pages where slug = 'school-food')`,
    );
    const after = await review();
    expect(pagesIn(after)).toBe(pagesIn(before) - 1);
    expect(after.total).toBe(before.total - 1);
  });

  it('is for admins only', async () => {
    const url = '/api/admin/translations/review';
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const { authorization } = await userAuth(app);
    expect((await app.inject({ method: 'GET', url, headers: { authorization } })).statusCode).toBe(403);
  });
});
