import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVITATION_KEY_FAILURES, type InvitationKeyProduct } from '@harbour/shared';
import { invitationKeys, packages } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';
import { atlanticToday } from '../directory/directory.service.js';
import { addUnits } from '../packages/listing-period.js';
import { CHECK_LIMIT_PER_IP, CHECK_LIMIT_PER_USER } from './invitation-keys.service.js';

let app: FastifyInstance;
let user: { authorization: string };
let ipCounter = 0;
/** each test checks from its own address, so the per-IP limit of one does not reach another */
const nextIp = () => `10.0.0.${++ipCounter}`;

beforeAll(async () => {
  app = await buildTestApp();
});
// each test checks as its own user, so the per-user limit of one does not reach another
beforeEach(async () => {
  user = await userAuth(app);
});
afterAll(() => app.close());

const DAY = 86_400_000;
let keyCounter = 0;

async function planId(code: string): Promise<number> {
  const [row] = await app.db.select({ id: packages.id }).from(packages).where(eq(packages.code, code));
  return row!.id;
}

async function insertKey(
  product: InvitationKeyProduct,
  opts: {
    maxUses?: number;
    uses?: number;
    expiresInMs?: number;
    revoked?: boolean;
    packageId?: number;
    quantity?: number;
  } = {},
) {
  const key = `TEST-${product.toUpperCase()}-${++keyCounter}`;
  await app.db.insert(invitationKeys).values({
    key,
    product,
    maxUses: opts.maxUses ?? 1,
    uses: opts.uses ?? 0,
    expiresAt: new Date(Date.now() + (opts.expiresInMs ?? DAY)),
    revokedAt: opts.revoked ? new Date() : null,
    packageId: opts.packageId ?? null,
    quantity: opts.quantity ?? 1,
  });
  return key;
}

type Route = 'service' | 'event' | 'job';
function check(
  route: Route,
  payload: unknown,
  opts: { auth?: { authorization: string } | null; ip?: string } = {},
) {
  const auth = opts.auth === undefined ? user : opts.auth;
  return app.inject({
    method: 'POST',
    url: `/api/update-invitation/${route}-listing-invitation-key`,
    headers: auth ? { authorization: auth.authorization } : {},
    remoteAddress: opts.ip ?? nextIp(),
    payload: payload as object,
  });
}

const refusal = (message: string) => ({ status: 0, message, data: [] });

describe('checking an invitation key', () => {
  it('accepts a live key of the route’s product, whatever its case and surrounding spaces', async () => {
    const cases: [Route, InvitationKeyProduct][] = [
      ['service', 'business'],
      ['event', 'event'],
      ['job', 'job'],
    ];
    for (const [route, product] of cases) {
      const key = await insertKey(product);
      const res = await check(route, { invitation_key: `  ${key.toLowerCase()} ` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 1,
        message: 'invitation_key.valid',
        data: { 'listing-activate': true },
      });
    }
  });

  it('says what the key gives: its plan in the caller’s language, the quantity and the last listed day', async () => {
    const key = await insertKey('event', { packageId: await planId('event-1m'), quantity: 3 });
    const res = await app.inject({
      method: 'POST',
      url: '/api/update-invitation/event-listing-invitation-key',
      headers: { authorization: user.authorization, language: 'fr' },
      remoteAddress: nextIp(),
      payload: { invitation_key: key },
    });
    const today = atlanticToday();
    expect(res.json()).toEqual({
      status: 1,
      message: 'invitation_key.valid',
      data: {
        'listing-activate': true,
        package_id: await planId('event-1m'),
        package_name: '1 mois',
        quantity: 3,
        listing_end_date: addUnits(today, 'month', 3),
      },
    });
    // an older key without a plan: the default period (a week for a job)
    const old = await check('job', { invitation_key: await insertKey('job') });
    expect(old.json()).toMatchObject({
      data: {
        package_id: null,
        package_name: null,
        quantity: 1,
        listing_end_date: addUnits(today, 'week', 1),
      },
    });
  });

  it('refuses every unusable key with the same message, which confirms nothing (issue 21 §3)', async () => {
    const cases: [string, Route, string][] = [
      ['NOSUCHKEY99', 'service', 'invitation_key.invalid'],
      [await insertKey('business', { expiresInMs: -1000 }), 'service', 'invitation_key.invalid'],
      [await insertKey('event', { maxUses: 3, uses: 3 }), 'event', 'invitation_key.invalid'],
      [await insertKey('business'), 'job', 'invitation_key.invalid'],
      [await insertKey('volunteer'), 'event', 'invitation_key.invalid'],
      [await insertKey('job', { revoked: true }), 'job', 'invitation_key.invalid'],
    ];
    for (const [key, route, message] of cases) {
      const res = await check(route, { invitation_key: key });
      expect({ key, code: res.statusCode, body: res.json<unknown>() }).toEqual({
        key,
        code: 400,
        body: refusal(message),
      });
    }
  });

  it('does not use the key up: a one-use key stays valid however often it is checked', async () => {
    const key = await insertKey('business', { maxUses: 1 });
    for (let i = 0; i < 3; i++) {
      expect((await check('service', { invitation_key: key })).statusCode).toBe(200);
    }
    const [row] = await app.db.select().from(invitationKeys).where(eq(invitationKeys.key, key));
    expect(row!.uses).toBe(0);
  });

  it('answers validation failures with message keys', async () => {
    const cases: [unknown, string][] = [
      [{}, 'fill_required_fields'],
      [{ invitation_key: 'a' }, 'fill_required_fields'],
      [{ invitation_key: '   ' }, 'fill_required_fields'],
      [{ invitation_key: 42 }, 'fill_required_fields'],
      [{ invitation_key: 'ab$%' }, 'invitation_key.invalid'],
      [{ invitation_key: 'K'.repeat(65) }, 'invitation_key.invalid'],
      [{ invitation_key: 'AB\u0000CD' }, 'invalid_input'],
    ];
    for (const [payload, message] of cases) {
      const res = await check('event', payload);
      expect({ payload, code: res.statusCode, body: res.json<unknown>() }).toEqual({
        payload,
        code: 400,
        body: refusal(message),
      });
    }
  });

  it('is for signed-in users only', async () => {
    const key = await insertKey('job');
    const res = await check('job', { invitation_key: key }, { auth: null });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(refusal('unauthorized'));
    const bad = await check(
      'job',
      { invitation_key: key },
      { auth: { authorization: 'Bearer ' + 'x'.repeat(43) } },
    );
    expect(bad.statusCode).toBe(401);
  });

  it(`stops a user after ${CHECK_LIMIT_PER_USER} checks in 15 minutes, right or wrong, but not another user`, async () => {
    const guesser = await userAuth(app);
    const key = await insertKey('event');
    for (let i = 0; i < CHECK_LIMIT_PER_USER; i++) {
      const res = await check('event', { invitation_key: i % 2 ? key : `GUESS${i}` }, { auth: guesser });
      expect(res.statusCode).not.toBe(429);
    }
    const blocked = await check('event', { invitation_key: key }, { auth: guesser });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(refusal('too_many_requests'));
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await check('event', { invitation_key: key })).statusCode).toBe(200);
  });

  it(`stops an address after ${CHECK_LIMIT_PER_IP} checks in 15 minutes, whichever users send them`, async () => {
    const ip = nextIp();
    const key = await insertKey('job');
    const users = await Promise.all(
      Array.from({ length: Math.ceil(CHECK_LIMIT_PER_IP / CHECK_LIMIT_PER_USER) + 1 }, () => userAuth(app)),
    );
    for (let i = 0; i < CHECK_LIMIT_PER_IP; i++) {
      const auth = users[Math.floor(i / CHECK_LIMIT_PER_USER)]!;
      expect((await check('job', { invitation_key: key }, { auth, ip })).statusCode).toBe(200);
    }
    const blocked = await check('job', { invitation_key: key }, { auth: users.at(-1)!, ip });
    expect(blocked.statusCode).toBe(429);
  });
});

describe('invitation key messages', () => {
  it('are all in the web catalogue', () => {
    const common = JSON.parse(
      readFileSync(new URL('../../../../../packages/i18n/locales/en/common.json', import.meta.url), 'utf8'),
    ) as { invitation_key: Record<string, string> };
    const keys = [
      ...INVITATION_KEY_FAILURES,
      'invitation_key.valid',
      'invitation_key.exists',
      'invitation_key.not_found',
      'invitation_key.product_not_valid',
      'invitation_key.max_uses_not_valid',
      'invitation_key.expiry_not_valid',
      'invitation_key.expiry_in_past',
      'invitation_key.format_not_valid',
      'invitation_key.too_short',
      'invitation_key.plan_required',
      'invitation_key.plan_not_valid',
      'invitation_key.plan_mismatch',
    ];
    for (const key of keys)
      expect(common.invitation_key[key.replace('invitation_key.', '')], key).toBeTruthy();
  });
});
