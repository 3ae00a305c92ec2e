import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { LOGIN_CAPTCHA_AFTER_FAILURES } from '@harbour/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { knownDevices } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';
import { loginDelayMs } from './login-throttle.js';
import {
  bearer,
  deviceCookie,
  login,
  mailsTo,
  message,
  PASSWORD,
  setupTestApp,
  signUp,
  tokenFromMail,
  uniqueEmail,
} from './test-helpers.js';

const ctx = setupTestApp({ ALTCHA_COST: '1', ALTCHA_MAX_COUNTER: '4' });
const WRONG = 'Wrong-pass-1';

async function solved(): Promise<string> {
  const challenge = await ctx.app.captcha.createChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Moves the clock on (the limiter's windows follow Date). */
const wait = (ms: number) => vi.setSystemTime(Date.now() + ms);
const retryAfter = (res: LightMyRequestResponse) => Number(res.headers['retry-after']);
const attacker = (email: string, password: string, captcha?: string) =>
  login(ctx, email, password, '198.51.100.9', { captcha });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('login failures per address', () => {
  it('grows the delay 0, 0, 0, 1 s, 2 s, 4 s… and stops at 60 s', () => {
    const delays = Array.from({ length: 12 }, (_, i) => loginDelayMs(i + 1));
    expect(delays).toEqual([0, 0, 0, 1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
    expect(LOGIN_CAPTCHA_AFTER_FAILURES).toBe(3);
  });

  it('asks for a captcha after 3 failures and then slows down, without ever locking the owner out', async () => {
    const { email } = await signUp(ctx);
    for (let i = 0; i < 3; i++) expect(message(await attacker(email, WRONG))).toBe('login.fail.invalid');

    // without a captcha even the right password is refused, unchecked
    const noCaptcha = await login(ctx, email, PASSWORD);
    expect(noCaptcha.statusCode).toBe(401);
    expect(noCaptcha.json()).toEqual({
      meta: { success: false, message: 'login.captcha_required' },
      data: null,
    });
    expect(message(await login(ctx, email, PASSWORD, '127.0.0.1', { captcha: 'bm90IGEgcGF5bG9hZA==' }))).toBe(
      'login.captcha_required',
    );
    const captcha = await solved();
    expect(message(await attacker(email, WRONG, captcha))).toBe('login.fail.invalid');

    // the 4th failure: the next attempt waits 1 s, the right password with it too
    const early = await login(ctx, email, PASSWORD, '127.0.0.1', { captcha: await solved() });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ meta: { success: false, message: 'login.try_again_later' }, data: null });
    expect(retryAfter(early)).toBe(1);
    // a captcha is good once
    wait(1000);
    expect(message(await attacker(email, WRONG, captcha))).toBe('login.captcha_required');

    // fail until the delay reaches its cap: never a lock
    for (let i = 5; i <= 12; i++) {
      wait(loginDelayMs(i - 1));
      expect(message(await attacker(email, WRONG, await solved()))).toBe('login.fail.invalid');
    }
    const capped = await attacker(email, WRONG, await solved());
    expect(capped.statusCode).toBe(429);
    expect(retryAfter(capped)).toBe(60);
    wait(60_000);
    const owner = await login(ctx, email, PASSWORD, '127.0.0.1', { captcha: await solved() });
    expect(owner.statusCode).toBe(200);

    // the success cleared the count: no captcha needed again
    expect(message(await attacker(email, WRONG))).toBe('login.fail.invalid');
  });

  it('treats an address without an account exactly like one with', async () => {
    const known = (await signUp(ctx)).email;
    const ghost = uniqueEmail('ghost');
    const trace = async (email: string) => {
      const seen: unknown[] = [];
      const record = (res: LightMyRequestResponse) =>
        seen.push([res.statusCode, res.json(), res.headers['retry-after'] ?? null]);
      for (let i = 0; i < 4; i++) record(await attacker(email, WRONG));
      record(await attacker(email, WRONG, await solved()));
      record(await attacker(email, WRONG, await solved()));
      return seen;
    };
    const forKnown = await trace(known);
    expect(await trace(ghost)).toEqual(forKnown);
    expect(forKnown.map((s) => (s as [number])[0])).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('holds an address while an attempt runs, so parallel guesses cannot skip the count', async () => {
    const { email } = await signUp(ctx);
    const answers = await Promise.all(Array.from({ length: 6 }, () => attacker(email, WRONG)));
    // without the hold all six would have been checked before the first failure was counted
    const checked = answers.filter((r) => message(r) === 'login.fail.invalid');
    expect(checked.length).toBeLessThanOrEqual(LOGIN_CAPTCHA_AFTER_FAILURES);
    for (const r of answers.filter((a) => a.statusCode === 429)) {
      expect(message(r)).toBe('login.try_again_later');
      expect(retryAfter(r)).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('known devices', () => {
  it('sets a year-long, script-proof device cookie and stores only its hash', async () => {
    const { email, userId } = await signUp(ctx);
    const res = await login(ctx, email, PASSWORD);
    const cookie = res.cookies.find((c) => c.name === 'harbour_device')!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api', maxAge: 31_536_000 });
    expect(cookie.secure).toBeUndefined();
    const rows = await ctx.app.db.select().from(knownDevices).where(eq(knownDevices.userId, userId));
    expect(rows.map((r) => r.deviceHash)).toContain(hashToken(cookie.value));
    expect(JSON.stringify(rows)).not.toContain(cookie.value);

    // the same browser keeps its cookie
    const again = await login(ctx, email, PASSWORD, '127.0.0.1', {
      headers: { cookie: `harbour_device=${cookie.value}` },
    });
    expect(again.cookies.find((c) => c.name === 'harbour_device')!.value).toBe(cookie.value);
  });

  it("lets the owner's browser in past the captcha and the delay, and only for that account", async () => {
    const owner = await signUp(ctx);
    const device = deviceCookie(await login(ctx, owner.email, PASSWORD));
    const other = await signUp(ctx);
    for (let i = 0; i < 3; i++) await attacker(owner.email, WRONG);
    for (let i = 0; i < 3; i++) await attacker(other.email, WRONG);
    expect(message(await attacker(owner.email, WRONG, await solved()))).toBe('login.fail.invalid');
    expect(message(await attacker(owner.email, PASSWORD, await solved()))).toBe('login.try_again_later');

    const known = await login(ctx, owner.email, PASSWORD, '127.0.0.1', { headers: device });
    expect(known.statusCode).toBe(200);
    // the cookie is this browser's for the owner's account, not for another one
    expect(message(await login(ctx, other.email, PASSWORD, '127.0.0.1', { headers: device }))).toBe(
      'login.captcha_required',
    );
    // a made-up cookie counts for nothing
    const forged = { cookie: `harbour_device=${'A'.repeat(43)}` };
    expect(message(await login(ctx, other.email, PASSWORD, '127.0.0.1', { headers: forged }))).toBe(
      'login.captcha_required',
    );
  });

  it('limits the failures of a known device to 10 per 15 minutes', async () => {
    const { email } = await signUp(ctx);
    const device = deviceCookie(await login(ctx, email, PASSWORD));
    for (let i = 0; i < 10; i++) {
      expect(message(await login(ctx, email, WRONG, '127.0.0.1', { headers: device }))).toBe(
        'login.fail.invalid',
      );
    }
    const refused = await login(ctx, email, PASSWORD, '127.0.0.1', { headers: device });
    expect(refused.statusCode).toBe(429);
    expect(message(refused)).toBe('login.try_again_later');
    expect(retryAfter(refused)).toBeGreaterThan(800);
    // the address itself was not charged: another browser needs no captcha
    expect((await login(ctx, email, PASSWORD)).statusCode).toBe(200);
  });

  it('also becomes known by a password reset and by a login token', async () => {
    const me = await signUp(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password?email=${encodeURIComponent(me.email)}`,
    });
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/confirm',
      payload: { token: await tokenFromMail(ctx, me.email, 'reset_password'), password: 'New-harbour-77' },
    });
    expect(reset.statusCode).toBe(200);
    const fromReset = deviceCookie(reset);
    for (let i = 0; i < 3; i++) await attacker(me.email, WRONG);
    const viaReset = await login(ctx, me.email, 'New-harbour-77', '127.0.0.1', { headers: fromReset });
    expect(viaReset.statusCode).toBe(200);
    expect(await mailsTo(ctx, me.email, 'password_changed')).toHaveLength(1);

    const session = viaReset.json<{ data: { token: string } }>().data.token;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login-token',
      headers: bearer(session),
    });
    const loginToken = created.json<{ data: { login_token: string } }>().data.login_token;
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/verifyLoginToken',
      payload: { data: { login_token: loginToken } },
    });
    expect(verified.statusCode).toBe(200);
    const fromToken = deviceCookie(verified);
    for (let i = 0; i < 3; i++) await attacker(me.email, WRONG);
    expect(
      (await login(ctx, me.email, 'New-harbour-77', '127.0.0.1', { headers: fromToken })).statusCode,
    ).toBe(200);
  });
});

describe('device cookie over https', () => {
  const secure = setupTestApp({ TRUST_PROXY: 'true' });

  it('is Secure when the request came over https', async () => {
    const { email } = await signUp(secure);
    const res = await login(secure, email, PASSWORD, '127.0.0.1', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.cookies.find((c) => c.name === 'harbour_device')!.secure).toBe(true);
  });
});

describe('sign-ins per client IP', () => {
  const school = setupTestApp({ LOGIN_RATE_LIMIT_MAX: '10' });
  const CLASSROOM = '192.0.2.50';

  it('lets 15 newcomers behind one address sign in one after another', async () => {
    const learners = [];
    for (let i = 0; i < 15; i++) learners.push(await signUp(school));
    for (const learner of learners) {
      const res = await login(school, learner.email, PASSWORD, CLASSROOM);
      expect(res.statusCode, learner.email).toBe(200);
    }
  });

  it('refuses the 11th attempt after 10 failures, with Retry-After, and a success does not wipe them', async () => {
    const ip = '192.0.2.51';
    const mine = await signUp(school);
    for (let i = 0; i < 9; i++) {
      expect((await login(school, uniqueEmail('guess'), WRONG, ip)).statusCode).toBe(401);
    }
    // the attacker's own account signs in: the failures stay counted
    expect((await login(school, mine.email, PASSWORD, ip)).statusCode).toBe(200);
    expect((await login(school, uniqueEmail('guess'), WRONG, ip)).statusCode).toBe(401);

    const refused = await login(school, mine.email, PASSWORD, ip);
    expect(refused.statusCode).toBe(429);
    expect(message(refused)).toBe('too_many_requests');
    expect(retryAfter(refused)).toBeGreaterThanOrEqual(1);
    expect(retryAfter(refused)).toBeLessThanOrEqual(15 * 60);
    // another address is not concerned
    expect((await login(school, mine.email, PASSWORD, '192.0.2.52')).statusCode).toBe(200);
    // once the window the Retry-After names is over, the address may try again
    wait(retryAfter(refused) * 1000);
    expect((await login(school, mine.email, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('counts parallel attempts before they are checked, so a burst cannot pass the limit', async () => {
    const ip = '192.0.2.53';
    const answers = await Promise.all(
      Array.from({ length: 14 }, () => login(school, uniqueEmail('burst'), WRONG, ip)),
    );
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(10);
    for (const r of answers.filter((a) => a.statusCode === 429)) {
      expect(r.headers['retry-after']).toMatch(/^\d+$/);
    }
  });
});
