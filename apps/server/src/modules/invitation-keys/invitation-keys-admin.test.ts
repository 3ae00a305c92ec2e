import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_KEY_ALPHABET, INVITATION_KEY_LENGTH, type InvitationKeyItem } from '@harbour/shared';
import { invitationKeys, packages, users } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { adminAuth, userAuth } from '../../test/sessions.js';
import { redeemInvitationKey } from './invitation-keys.service.js';

let app: FastifyInstance;
let admin: { authorization: string };
let adminId: number;
/** the plan of each product's keys in these tests */
const plans = { business: 0, event: 0, job: 0 };
const planOf = async (code: string) =>
  (await app.db.select({ id: packages.id }).from(packages).where(eq(packages.code, code)))[0]!.id;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminAuth(app);
  const [row] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, app.config.adminEmail.toLowerCase()));
  adminId = row!.id;
  plans.business = await planOf('business-12m');
  plans.event = await planOf('event-1m');
  plans.job = await planOf('job-1m');
});
afterAll(() => app.close());

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

function create(payload: unknown, auth: { authorization: string } | null = admin) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/invitation-keys',
    headers: auth ?? {},
    payload: payload as object,
  });
}
const itemOf = (res: { json<T>(): T }) =>
  res.json<{ data: { invitation_key: InvitationKeyItem } }>().data.invitation_key;

describe('admin invitation keys', () => {
  it('are for admins only: 401 signed out, 403 for a member', async () => {
    const member = await userAuth(app);
    const calls = [
      {
        method: 'POST' as const,
        url: '/api/admin/invitation-keys',
        payload: { product: 'job', package_id: plans.job, max_uses: 1, expires_at: inAWeek() },
      },
      { method: 'GET' as const, url: '/api/admin/invitation-keys' },
      { method: 'POST' as const, url: '/api/admin/invitation-keys/1/revoke' },
    ];
    for (const call of calls) {
      const anonymous = await app.inject(call);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ meta: { success: false, message: 'unauthorized' }, data: null });
      const forbidden = await app.inject({ ...call, headers: { authorization: member.authorization } });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ meta: { success: false, message: 'forbidden' }, data: null });
    }
    expect(await app.db.select().from(invitationKeys)).toHaveLength(0);
  });

  it('issues an unguessable key when none is chosen', async () => {
    const expiresAt = inAWeek();
    const res = await create({
      product: 'business',
      package_id: plans.business,
      max_uses: 25,
      expires_at: expiresAt,
    });
    expect(res.statusCode).toBe(201);
    const item = itemOf(res);
    expect(item).toMatchObject({
      product: 'business',
      package_id: plans.business,
      package_name: '12 Months',
      quantity: 1,
      max_uses: 25,
      uses: 0,
      remaining: 25,
      status: 'active',
      expires_at: expiresAt,
      revoked_at: null,
      created_by: adminId,
    });
    expect(item.key).toMatch(new RegExp(`^[${INVITATION_KEY_ALPHABET}]{${INVITATION_KEY_LENGTH}}$`));
    const other = itemOf(
      await create({ product: 'business', package_id: plans.business, max_uses: 25, expires_at: expiresAt }),
    );
    expect(other.key).not.toBe(item.key);
  });

  it('keeps a chosen key in upper case and refuses one already issued', async () => {
    const res = await create({
      product: 'event',
      package_id: plans.event,
      max_uses: 3,
      expires_at: inAWeek(),
      key: ' spring-fair-2026 ',
    });
    expect(res.statusCode).toBe(201);
    expect(itemOf(res).key).toBe('SPRING-FAIR-2026');
    const again = await create({
      product: 'job',
      package_id: plans.job,
      max_uses: 1,
      expires_at: inAWeek(),
      key: 'Spring-Fair-2026',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ meta: { success: false, message: 'invitation_key.exists' }, data: null });
  });

  it('answers bad input with message keys', async () => {
    const good = { product: 'job', package_id: plans.job, max_uses: 5, expires_at: inAWeek() };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, product: 'nuchat' }, 'invitation_key.product_not_valid'],
      [{ ...good, product: undefined }, 'invitation_key.product_not_valid'],
      [{ ...good, max_uses: 0 }, 'invitation_key.max_uses_not_valid'],
      [{ ...good, max_uses: 10_001 }, 'invitation_key.max_uses_not_valid'],
      [{ ...good, max_uses: 2.5 }, 'invitation_key.max_uses_not_valid'],
      [{ ...good, max_uses: '5x' }, 'invitation_key.max_uses_not_valid'],
      [{ ...good, expires_at: 'next week' }, 'invitation_key.expiry_not_valid'],
      [{ ...good, expires_at: new Date(Date.now() - 60_000).toISOString() }, 'invitation_key.expiry_in_past'],
      // issue 21 §3: a chosen key of under 10 characters (`welcome`) was found by guessing
      [{ ...good, key: 'ab' }, 'invitation_key.too_short'],
      [{ ...good, key: 'WELCOME' }, 'invitation_key.too_short'],
      [{ ...good, key: 'K'.repeat(9) }, 'invitation_key.too_short'],
      [{ ...good, key: 'two words here' }, 'invitation_key.format_not_valid'],
      [{ ...good, key: 'K'.repeat(65) }, 'invitation_key.format_not_valid'],
      [{ ...good, key: 'KEY\u0000KEY' }, 'invalid_input'],
      // the plan: required for a paid product, on sale and of the key's product
      [{ ...good, package_id: undefined }, 'invitation_key.plan_required'],
      [{ ...good, package_id: 999_999 }, 'invitation_key.plan_not_valid'],
      [{ ...good, package_id: plans.event }, 'invitation_key.plan_not_valid'],
      [{ ...good, quantity: 0 }, 'invalid_quantity'],
      [{ ...good, quantity: 53 }, 'invalid_quantity'],
      // the card path's rule: a business plan is bought once
      [{ ...good, product: 'business', package_id: plans.business, quantity: 2 }, 'invalid_quantity'],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload);
      expect({
        payload,
        code: res.statusCode,
        message: res.json<{ meta: { message: string } }>().meta.message,
      }).toEqual({ payload, code: 400, message });
    }
    const tenThousand = await create({ ...good, max_uses: 10_000 });
    expect(tenThousand.statusCode).toBe(201);
    const tenChars = await create({ ...good, key: 'K'.repeat(10) });
    expect(tenChars.statusCode).toBe(201);
    const volunteer = await create({ product: 'volunteer', max_uses: 1, expires_at: inAWeek() });
    expect(itemOf(volunteer)).toMatchObject({ package_id: null, quantity: 1 });
  });

  it('lists keys newest first, paged, with uses, remaining uses and status', async () => {
    await app.db.delete(invitationKeys);
    const made: InvitationKeyItem[] = [];
    for (const product of ['job', 'job', 'event', 'job'] as const) {
      made.push(
        itemOf(await create({ product, package_id: plans[product], max_uses: 2, expires_at: inAWeek() })),
      );
    }
    await app.db.transaction((tx) =>
      redeemInvitationKey(tx, { key: made[0]!.key, product: 'job', userId: adminId }),
    );
    await app.db
      .update(invitationKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitationKeys.id, made[1]!.id));
    await app.inject({
      method: 'POST',
      url: `/api/admin/invitation-keys/${made[3]!.id}/revoke`,
      headers: admin,
    });

    const page1 = await app.inject({
      method: 'GET',
      url: '/api/admin/invitation-keys?page=1&per_page=3',
      headers: admin,
    });
    expect(page1.statusCode).toBe(200);
    const data = page1.json<{
      data: { keys: InvitationKeyItem[]; count: number; page: number; per_page: number };
    }>().data;
    expect(data).toMatchObject({ count: 4, page: 1, per_page: 3 });
    expect(data.keys.map((k) => k.id)).toEqual([made[3]!.id, made[2]!.id, made[1]!.id]);
    expect(data.keys.map((k) => k.status)).toEqual(['revoked', 'active', 'expired']);
    const page2 = await app.inject({
      method: 'GET',
      url: '/api/admin/invitation-keys?page=2&per_page=3',
      headers: admin,
    });
    const last = page2.json<{ data: { keys: InvitationKeyItem[] } }>().data.keys;
    expect(last).toEqual([
      expect.objectContaining({ id: made[0]!.id, uses: 1, remaining: 1, status: 'active' }),
    ]);

    const events = await app.inject({
      method: 'GET',
      url: '/api/admin/invitation-keys?product=event',
      headers: admin,
    });
    expect(events.json<{ data: { keys: InvitationKeyItem[]; count: number } }>().data).toMatchObject({
      count: 1,
      keys: [expect.objectContaining({ id: made[2]!.id })],
    });
    const bad = await app.inject({
      method: 'GET',
      url: '/api/admin/invitation-keys?per_page=101',
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('revokes a key: checks refuse it, a second revoke keeps the first time, an unknown id is 404', async () => {
    const item = itemOf(
      await create({ product: 'event', package_id: plans.event, max_uses: 10, expires_at: inAWeek() }),
    );
    const member = await userAuth(app);
    const checkIt = () =>
      app.inject({
        method: 'POST',
        url: '/api/update-invitation/event-listing-invitation-key',
        headers: { authorization: member.authorization },
        payload: { invitation_key: item.key },
      });
    expect((await checkIt()).statusCode).toBe(200);

    const revoked = await app.inject({
      method: 'POST',
      url: `/api/admin/invitation-keys/${item.id}/revoke`,
      headers: admin,
    });
    expect(revoked.statusCode).toBe(200);
    const first = itemOf(revoked);
    expect(first).toMatchObject({ id: item.id, status: 'revoked' });
    expect(first.revoked_at).not.toBeNull();
    // the member is told only that the key is not valid; the admin's list says it is revoked
    expect((await checkIt()).json()).toEqual({ status: 0, message: 'invitation_key.invalid', data: [] });

    const again = itemOf(
      await app.inject({
        method: 'POST',
        url: `/api/admin/invitation-keys/${item.id}/revoke`,
        headers: admin,
      }),
    );
    expect(again.revoked_at).toBe(first.revoked_at);

    const missing = await app.inject({
      method: 'POST',
      url: '/api/admin/invitation-keys/999999/revoke',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      meta: { success: false, message: 'invitation_key.not_found' },
      data: null,
    });
    const notAnId = await app.inject({
      method: 'POST',
      url: '/api/admin/invitation-keys/abc/revoke',
      headers: admin,
    });
    expect(notAnId.statusCode).toBe(400);
  });
});
