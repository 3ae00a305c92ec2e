import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, sessions } from '../../db/schema/index.js';
import {
  bearer,
  findUser,
  login,
  mailsTo,
  message,
  PASSWORD,
  register,
  registrationBody,
  signIn,
  signUp,
  setupTestApp,
  tokenFromMail,
  uniqueEmail,
} from './test-helpers.js';

const ctx = setupTestApp();

const validate = (token?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/validate-token', headers: token ? bearer(token) : {} });
const post = (url: string, payload: unknown, token?: string) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });

describe('validate-token and logout', () => {
  it('answers the user id of a live session and 401 otherwise', async () => {
    const me = await signUp(ctx);
    const res = await validate(me.token);
    expect(res.json()).toEqual({ meta: { success: true, message: '' }, data: { userId: me.userId } });
    for (const token of [undefined, 'not-a-token-but-long-enough', 'x'.repeat(43)]) {
      const bad = await validate(token);
      expect(bad.statusCode).toBe(401);
      expect(bad.json()).toEqual({ meta: { success: false, message: 'unauthorized' }, data: null });
    }
  });

  it('logout ends only the current session', async () => {
    const me = await signUp(ctx);
    const other = await signIn(ctx, me.email);
    const res = await post('/api/auth/logout', undefined, me.token);
    expect(res.json()).toEqual({ meta: { success: true, message: 'logout.success' }, data: null });
    expect((await validate(me.token)).statusCode).toBe(401);
    expect((await validate(other.token)).statusCode).toBe(200);
    expect((await post('/api/auth/logout', undefined, me.token)).statusCode).toBe(401);
  });
});

describe('forgot password', () => {
  const requestReset = (email: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/auth/reset-password?email=${encodeURIComponent(email)}` });
  const confirmReset = (token: string, password: string) =>
    post('/api/auth/reset-password/confirm', { token, password });
  const SENT = { meta: { success: true, message: 'forgot_password.sent' }, data: null };

  it('answers the same whether the address has an account, and mails only an account', async () => {
    const me = await signUp(ctx);
    expect((await requestReset(me.email)).json()).toEqual(SENT);
    const stranger = uniqueEmail('stranger');
    expect((await requestReset(stranger)).json()).toEqual(SENT);
    expect(await mailsTo(ctx, stranger)).toEqual([]);
    const [mail] = await mailsTo(ctx, me.email, 'reset_password');
    expect(mail!.subject).toBe('Reset your Harbour password');
    expect(mail!.text).toMatch(
      new RegExp(`${ctx.app.config.publicUrl}/reset-password\\?token=[A-Za-z0-9_-]{43}`),
    );
    expect(message(await requestReset('nope'))).toBe('email_not_valid');
    expect(message(await ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password' }))).toBe(
      'fill_required_fields',
    );
  });

  it('sets the new password once and ends every session', async () => {
    const me = await signUp(ctx);
    const second = await signIn(ctx, me.email);
    await requestReset(me.email);
    const token = await tokenFromMail(ctx, me.email, 'reset_password');

    expect(message(await confirmReset(token, 'weakpass'))).toBe('password_requirements');
    const res = await confirmReset(token, 'New-harbour-77');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ meta: { success: true, message: 'reset_password.success' }, data: null });
    expect((await validate(me.token)).statusCode).toBe(401);
    expect((await validate(second.token)).statusCode).toBe(401);
    expect((await login(ctx, me.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(ctx, me.email, 'New-harbour-77')).statusCode).toBe(200);
    expect(await mailsTo(ctx, me.email, 'password_changed')).toHaveLength(1);

    const again = await confirmReset(token, 'Another-pass-88');
    expect(again.statusCode).toBe(400);
    expect(message(again)).toBe('reset_password.invalid_token');
    expect((await login(ctx, me.email, 'Another-pass-88')).statusCode).toBe(401);
  });

  it('refuses an expired link', async () => {
    const me = await signUp(ctx);
    await requestReset(me.email);
    const newer = await tokenFromMail(ctx, me.email, 'reset_password');

    await ctx.app.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, me.userId));
    expect(message(await confirmReset(newer, 'New-harbour-77'))).toBe('reset_password.invalid_token');
    expect((await validate(me.token)).statusCode).toBe(200);
    expect(message(await confirmReset('garbage', 'New-harbour-77'))).toBe('reset_password.invalid_token');
  });

  it('sends at most 5 reset mails an hour to one address, answering the same every time', async () => {
    const me = await signUp(ctx);
    for (let i = 0; i < 7; i++) expect((await requestReset(me.email)).json()).toEqual(SENT);
    expect(await mailsTo(ctx, me.email, 'reset_password')).toHaveLength(5);
  });

  it('confirms the address of an account that had not confirmed yet', async () => {
    const body = registrationBody(ctx.places);
    await register(ctx, body);
    await requestReset(body.email);
    const res = await confirmReset(await tokenFromMail(ctx, body.email, 'reset_password'), 'New-harbour-77');
    expect(res.statusCode).toBe(200);
    expect((await findUser(ctx, body.email))!.emailConfirmedAt).toBeInstanceOf(Date);
  });
});

describe('change password', () => {
  const change = (token: string | undefined, old_password: string, new_password: string) =>
    post('/api/web/change-password', { old_password, new_password }, token);

  it('keeps the current session and ends the others', async () => {
    const me = await signUp(ctx);
    const phone = await signIn(ctx, me.email);
    const res = await change(me.token, PASSWORD, 'Brand-new-pass-5');
    expect(res.json()).toEqual({ meta: { success: true, message: 'change_password.success' }, data: null });
    expect((await validate(me.token)).statusCode).toBe(200);
    expect((await validate(phone.token)).statusCode).toBe(401);
    const left = await ctx.app.db.select().from(sessions).where(eq(sessions.userId, me.userId));
    expect(left).toHaveLength(1);
    expect((await login(ctx, me.email, 'Brand-new-pass-5')).statusCode).toBe(200);
    expect((await login(ctx, me.email, PASSWORD)).statusCode).toBe(401);
    const [mail] = await mailsTo(ctx, me.email, 'password_changed');
    expect(mail!.text).toContain(`${ctx.app.config.publicUrl}/forgot-password`);
  });

  it('refuses a wrong current password, a weak new one, missing fields and no session', async () => {
    const me = await signUp(ctx);
    const other = await signIn(ctx, me.email);
    expect(message(await change(me.token, 'Wrong-pass-1', 'Brand-new-pass-5'))).toBe(
      'change_password.wrong_password',
    );
    expect(message(await change(me.token, PASSWORD, 'abc'))).toBe('password_requirements');
    expect(message(await change(me.token, '', 'Brand-new-pass-5'))).toBe('fill_required_fields');
    const anonymous = await change(undefined, PASSWORD, 'Brand-new-pass-5');
    expect(anonymous.statusCode).toBe(401);
    // nothing changed: the old password and the other session still work
    expect((await validate(other.token)).statusCode).toBe(200);
    expect((await login(ctx, me.email, PASSWORD)).statusCode).toBe(200);
  });

  it('stops guessing the current password after 5 wrong tries', async () => {
    const me = await signUp(ctx);
    for (let i = 0; i < 5; i++) await change(me.token, `Wrong-pass-${i}`, 'Brand-new-pass-5');
    const res = await change(me.token, PASSWORD, 'Brand-new-pass-5');
    expect(res.statusCode).toBe(429);
    expect(message(res)).toBe('too_many_requests');
  });
});

describe('login tokens for the chat site', () => {
  const verify = (login_token: string) => post('/api/verifyLoginToken', { data: { login_token } });

  it('hands the session over once', async () => {
    const me = await signUp(ctx);
    const created = await post('/api/auth/login-token', undefined, me.token);
    const data = created.json<{ data: { login_token: string; expires_at: string } }>().data;
    const minutes = (Date.parse(data.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(19);
    expect(minutes).toBeLessThanOrEqual(20);

    const res = await verify(data.login_token);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: number; message: string; data: { userId: number; token: string } }>();
    expect(body).toMatchObject({
      status: 1,
      message: '',
      data: { userId: me.userId, preferred_language: 'en', userData: { id: me.userId, email: me.email } },
    });
    expect(body.data.token).not.toBe(me.token);
    expect((await validate(body.data.token)).statusCode).toBe(200);

    const reused = await verify(data.login_token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ status: 0, message: 'login_token.invalid', data: [] });
  });

  it('refuses an expired or unknown token, and creating one needs a session', async () => {
    const me = await signUp(ctx);
    const created = await post('/api/auth/login-token', undefined, me.token);
    const token = created.json<{ data: { login_token: string } }>().data.login_token;
    await ctx.app.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.purpose, 'login'));
    expect((await verify(token)).json()).toEqual({ status: 0, message: 'login_token.invalid', data: [] });
    expect((await verify('x'.repeat(43))).json()).toEqual({
      status: 0,
      message: 'login_token.invalid',
      data: [],
    });
    expect(message(await verify('short'))).toBe('login_token.invalid');
    expect((await post('/api/auth/login-token', undefined)).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents every account and profile route with tags and responses', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      paths: Record<string, Record<string, { tags?: string[]; responses?: Record<string, unknown> }>>;
    }>();
    const routes: [string, string][] = [
      ['/api/registration', 'post'],
      ['/api/auth/confirm-email', 'patch'],
      ['/api/login', 'post'],
      ['/api/auth/validate-token', 'get'],
      ['/api/auth/reset-password', 'post'],
      ['/api/auth/reset-password/confirm', 'post'],
      ['/api/auth/resend-confirmation', 'post'],
      ['/api/auth/logout', 'post'],
      ['/api/auth/login-token', 'post'],
      ['/api/auth/login-token/preview', 'post'],
      ['/api/web/change-password', 'post'],
      ['/api/users/profile', 'get'],
      ['/api/users/profile', 'put'],
      ['/api/web/update-profile', 'post'],
      ['/api/web/update-profile-picture', 'post'],
      ['/api/verifyLoginToken', 'post'],
      ['/api/deleteUser', 'post'],
    ];
    for (const [url, method] of routes) {
      const op = doc.paths[url]?.[method];
      expect(op, `${method} ${url}`).toBeDefined();
      expect(op!.tags?.length, `${method} ${url} tags`).toBeGreaterThan(0);
      expect(Object.keys(op!.responses ?? {}), `${method} ${url} responses`).toContain('200');
    }
  });
});
