import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appSecrets } from '../../db/schema/index.js';
import { createMemoryLimiter } from '../../lib/limiter.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createAltchaCaptcha, type CaptchaProvider } from './altcha.js';

/** What the ALTCHA widget posts: base64 of `{ challenge, solution }`. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('could not solve');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const easy = (hmacKey = 'test-secret') =>
  createAltchaCaptcha({ enabled: true, hmacKey, cost: 10, maxCounter: 40, limiter: createMemoryLimiter() });

describe('ALTCHA captcha provider', () => {
  let captcha: CaptchaProvider;
  beforeAll(() => {
    captcha = easy();
  });

  it('accepts a solved challenge once and refuses the replay', async () => {
    const payload = await solve(await captcha.createChallenge());
    expect(await captcha.verify(payload)).toBe(true);
    expect(await captcha.verify(payload)).toBe(false);
  });

  it('signs challenges that expire in ten minutes', async () => {
    const challenge = await captcha.createChallenge();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const expiresInMs = challenge.parameters.expiresAt! * 1000 - Date.now();
    expect(expiresInMs).toBeGreaterThan(9 * 60 * 1000);
    expect(expiresInMs).toBeLessThanOrEqual(10 * 60 * 1000);
  });

  it('refuses an expired challenge', async () => {
    const payload = await solve(await captcha.createChallenge());
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 11 * 60 * 1000);
      expect(await captcha.verify(payload)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses tampered parameters, a wrong solution, another server’s challenge and garbage', async () => {
    const challenge = await captcha.createChallenge();
    const solution = (await solveChallenge({ challenge, deriveKey }))!;
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

    const easier = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    expect(await captcha.verify(encode({ challenge: easier, solution }))).toBe(false);
    const later = {
      ...challenge,
      parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 },
    };
    expect(await captcha.verify(encode({ challenge: later, solution }))).toBe(false);
    const wrongKey = {
      ...solution,
      derivedKey: solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0')),
    };
    expect(await captcha.verify(encode({ challenge, solution: wrongKey }))).toBe(false);
    const unsigned = { parameters: challenge.parameters };
    expect(await captcha.verify(encode({ challenge: unsigned, solution }))).toBe(false);

    const foreign = easy('another-secret');
    expect(await captcha.verify(await solve(await foreign.createChallenge()))).toBe(false);

    for (const junk of [
      '',
      'not base64 at all',
      encode({ hello: 'world' }),
      encode(null),
      'x'.repeat(20_000),
    ]) {
      expect(await captcha.verify(junk)).toBe(false);
    }
    // the untouched payload still works: the refusals above did not burn it
    expect(await captcha.verify(encode({ challenge, solution }))).toBe(true);
  });
});

describe('GET /api/altcha/challenge', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ CAPTCHA_ENABLED: 'true', ALTCHA_COST: '10', ALTCHA_MAX_COUNTER: '40' });
  });
  afterAll(() => app.close());

  it('serves a fresh, uncached challenge the app itself verifies', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/altcha/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json<Challenge>();
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    const payload = await solve(challenge);
    expect(app.captcha.enabled).toBe(true);
    expect(await app.captcha.verify(payload)).toBe(true);
    expect(await app.captcha.verify(payload)).toBe(false);
    const other = await app.inject({ method: 'GET', url: '/api/altcha/challenge' });
    expect(other.json<Challenge>().signature).not.toBe(challenge.signature);
  });

  it('keeps a generated HMAC key in app_secrets so every process signs alike', async () => {
    const rows = await app.db.select().from(appSecrets).where(eq(appSecrets.key, 'altcha_hmac_key'));
    expect(rows).toHaveLength(1);
    const twin = easy(rows[0]!.value);
    const challenge = (await app.inject({ method: 'GET', url: '/api/altcha/challenge' })).json<Challenge>();
    expect(await twin.verify(await solve(challenge))).toBe(true);
  });

  it('is rate limited per client', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) {
      codes.push(
        (await app.inject({ method: 'GET', url: '/api/altcha/challenge', remoteAddress: '10.1.2.3' }))
          .statusCode,
      );
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(30);
    expect(codes.at(-1)).toBe(429);
  });
});
