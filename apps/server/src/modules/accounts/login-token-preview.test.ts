import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens } from '../../db/schema/index.js';
import { bearer, setupTestApp, signUp } from './test-helpers.js';

const ctx = setupTestApp();

const preview = (login_token: unknown, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login-token/preview',
    payload: { login_token },
    remoteAddress,
  });
const verify = (login_token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/verifyLoginToken', payload: { data: { login_token } } });

async function newLoginToken(firstName: string): Promise<string> {
  const me = await signUp(ctx, { firstName });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login-token',
    headers: bearer(me.token),
  });
  return res.json<{ data: { login_token: string } }>().data.login_token;
}

const INVALID = { meta: { success: false, message: 'login_token.invalid' }, data: null };

describe('login token preview', () => {
  it('names who made the token without using it up', async () => {
    const token = await newLoginToken('Farah');
    for (let i = 0; i < 2; i++) {
      const res = await preview(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ meta: { success: true, message: '' }, data: { first_name: 'Farah' } });
    }
    expect((await verify(token)).statusCode).toBe(200);
    // used now
    const used = await preview(token);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual(INVALID);
  });

  it('refuses unknown, malformed and expired tokens alike', async () => {
    const token = await newLoginToken('Karim');
    await ctx.app.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.purpose, 'login'));
    for (const t of [token, 'x'.repeat(43), 'short', 42]) {
      const res = await preview(t);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID);
    }
  });

  it('answers 20 previews a minute per client IP', async () => {
    for (let i = 0; i < 20; i++) expect((await preview('x'.repeat(43), '192.0.2.50')).statusCode).toBe(400);
    const refused = await preview('x'.repeat(43), '192.0.2.50');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ meta: { success: false, message: 'too_many_requests' }, data: null });
    expect((await preview('x'.repeat(43), '192.0.2.51')).statusCode).toBe(400);
  });
});
