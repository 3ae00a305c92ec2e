import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { buildTestApp } from '../test/build-test-app.js';
import { adminAuth, userAuth } from '../test/sessions.js';

describe('Cache-Control of API answers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('is no-store on the answer that hands out a session token', async () => {
    const email = 'cache-control@example.com';
    await app.db.insert(users).values({
      email,
      passwordHash: await hashPassword('Maple-leaf-42'),
      firstName: 'Cache',
      lastName: 'Control',
      emailConfirmedAt: new Date(),
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'Maple-leaf-42' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { token: string } }>().data.token).toBeTruthy();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on personal data: profile, wallet and the admin outbox', async () => {
    const member = await userAuth(app);
    const admin = await adminAuth(app);
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/api/users/profile', headers: member }),
      app.inject({ method: 'GET', url: `/api/nupond/getCoupons?userId=${member.userId}`, headers: member }),
      app.inject({ method: 'GET', url: '/api/admin/outbox', headers: admin }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('is no-store on failures too, and leaves public data its own caching', async () => {
    const unauthorized = await app.inject({ method: 'GET', url: '/api/users/profile' });
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.headers['cache-control']).toBe('no-store');
    const provinces = await app.inject({ method: 'GET', url: '/api/web/provinces/all' });
    expect(provinces.headers['cache-control']).toBe('public, max-age=300');
  });
});
