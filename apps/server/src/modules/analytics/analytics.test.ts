import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenViews, users } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { adminAuth, userAuth } from '../../test/sessions.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const view = (payload: object, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/analytics/screen-view', payload, headers, remoteAddress });

describe('POST /api/analytics/screen-view', () => {
  it('stores the route without query string, fragment or token, with the language and the user', async () => {
    const { userId, authorization } = await userAuth(app);
    const token = 'Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eA';
    const res = await view(
      { path: `/${token}/confirm-email?login_token=abc&email=x%40y.z#top`, language: 'fr' },
      { authorization },
    );
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const rows = await app.db.select().from(screenViews).where(eq(screenViews.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ path: '/:token/confirm-email', language: 'fr', userId });
  });

  it('falls back to the request language for visitors and unknown languages', async () => {
    await view({ path: '/well-being?x=1', language: 'xx' }, { language: 'ar' });
    const [row] = await app.db.select().from(screenViews).where(eq(screenViews.path, '/well-being'));
    expect(row).toMatchObject({ language: 'ar', userId: null });
  });

  it('refuses a missing path with 400 and writes nothing', async () => {
    const before = (await app.db.select().from(screenViews)).length;
    const res = await view({ language: 'en' });
    expect(res.statusCode).toBe(400);
    expect((await app.db.select().from(screenViews)).length).toBe(before);
  });

  it('is rate limited per IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 121; i++) codes.push((await view({ path: '/dashboard' }, {}, '10.9.8.7')).statusCode);
    expect(codes.slice(0, 120).every((c) => c === 204)).toBe(true);
    expect(codes[120]).toBe(429);
  });

  it('keeps the views of a deleted user, without the user', async () => {
    const { userId, authorization } = await userAuth(app);
    await view({ path: '/nuz' }, { authorization });
    await app.db.delete(users).where(eq(users.id, userId));
    const [row] = await app.db.select().from(screenViews).where(eq(screenViews.path, '/nuz'));
    expect(row!.userId).toBeNull();
  });
});

describe('GET /api/admin/analytics', () => {
  it('counts views per path over the last 30 days, most viewed first', async () => {
    await app.db.insert(screenViews).values([
      { path: '/old-page', language: 'en', createdAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) },
      { path: '/tulz', language: 'en' },
      { path: '/tulz', language: 'fr' },
    ]);
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/analytics',
      headers: await adminAuth(app),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: { total: number; paths: { path: string; views: number }[] } }>().data;
    const views = Object.fromEntries(data.paths.map((p) => [p.path, p.views]));
    expect(views['/dashboard']).toBe(120);
    expect(views['/tulz']).toBe(2);
    expect(views['/old-page']).toBeUndefined();
    expect(data.paths[0]!.path).toBe('/dashboard');
    expect(data.total).toBe(data.paths.reduce((n, p) => n + p.views, 0));
  });

  it('is for admins only', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/analytics' });
    expect(anonymous.statusCode).toBe(401);
    const { authorization } = await userAuth(app);
    const user = await app.inject({ method: 'GET', url: '/api/admin/analytics', headers: { authorization } });
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ meta: { success: false, message: 'forbidden' }, data: null });
  });
});
