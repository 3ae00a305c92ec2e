import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUPOST_INVITES_PER_DAY, type NupostFollow } from '@harbour/shared';
import { businessPlans, mailOutbox, nupostFollows, nupostInvitations, users } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';
import { addFollowers, businessAuth, listingOf, messageOf, type Auth } from './notices-test-helpers.js';

let app: FastifyInstance;
let biz: Auth;
let listing: number;

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  auth: { authorization: string } | null,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: auth ? { authorization: auth.authorization } : {},
    ...(payload ? { payload } : {}),
  });
const follows = async (auth: Auth) =>
  (await call('GET', '/api/nupost/follows', auth)).json<{ data: { follows: NupostFollow[] } }>().data.follows;
const emailOf = async (userId: number) =>
  (await app.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_MAX: '100000' });
  biz = await businessAuth(app, { name: 'Harbour Bakery', lang: 'fr' });
  listing = await listingOf(app, biz.userId);
});
afterAll(() => app.close());

describe('following a business from its listing', () => {
  it('follows, shows in my list and the button state, is idempotent, and one click ends it (the row stays)', async () => {
    const member = await userAuth(app);
    const before = await call('GET', `/api/nupost/follows/business/${listing}`, member);
    expect(before.json<{ data: unknown }>().data).toEqual({
      available: true,
      following: false,
      business_user_id: biz.userId,
      business_name: 'Harbour Bakery',
    });
    for (let i = 0; i < 2; i++) {
      const res = await call('POST', '/api/nupost/follows', member, { business_id: listing });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ data: unknown }>().data).toMatchObject({
        following: true,
        business_user_id: biz.userId,
      });
    }
    expect(await follows(member)).toEqual([
      expect.objectContaining({
        business_user_id: biz.userId,
        business_name: 'Harbour Bakery',
        business_id: listing,
      }),
    ]);
    const after = await call('DELETE', `/api/nupost/follows/${biz.userId}`, member);
    expect(after.json<{ data: { follows: unknown[] } }>().data.follows).toEqual([]);
    const rows = await app.db
      .select()
      .from(nupostFollows)
      .where(eq(nupostFollows.memberUserId, member.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.endedAt).not.toBeNull();
    // following again makes a new active row beside the ended one
    await call('POST', '/api/nupost/follows', member, { business_id: listing });
    expect(await follows(member)).toHaveLength(1);
  });

  it("refuses a listing whose owner has no business account, an unknown listing, one's own, and bad ids", async () => {
    const member = await userAuth(app);
    const plainOwner = await userAuth(app);
    const plain = await listingOf(app, plainOwner.userId);
    const orphan = await listingOf(app, null);
    for (const id of [plain, orphan]) {
      const res = await call('POST', '/api/nupost/follows', member, { business_id: id });
      expect([res.statusCode, messageOf(res)]).toEqual([409, 'nupost.follow.not_available']);
      const state = await call('GET', `/api/nupost/follows/business/${id}`, member);
      expect(state.json<{ data: unknown }>().data).toMatchObject({ available: false, following: false });
    }
    const unknown = await call('POST', '/api/nupost/follows', member, { business_id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    const own = await call('POST', '/api/nupost/follows', biz, { business_id: listing });
    expect([own.statusCode, messageOf(own)]).toEqual([400, 'nupost.follow.own_business']);
    for (const body of [{}, { business_id: 'x' }, { business_id: -1 }, { business_id: 1.5 }]) {
      const res = await call('POST', '/api/nupost/follows', member, body);
      expect(res.statusCode).toBe(400);
    }
    expect((await call('POST', '/api/nupost/follows', null, { business_id: listing })).statusCode).toBe(401);
    expect((await call('GET', '/api/nupost/follows', null)).statusCode).toBe(401);
  });

  it("refuses a new member beyond the plan's member limit", async () => {
    const shop = await businessAuth(app, { plan: 'nupost-200', name: 'Full Shop' });
    const shopListing = await listingOf(app, shop.userId);
    await app.db.update(businessPlans).set({ memberLimit: 2 }).where(eq(businessPlans.code, 'nupost-200'));
    try {
      await addFollowers(app, shop.userId, 2);
      const res = await call('POST', '/api/nupost/follows', await userAuth(app), {
        business_id: shopListing,
      });
      expect([res.statusCode, messageOf(res)]).toEqual([403, 'nupost.follow.business_full']);
    } finally {
      await app.db
        .update(businessPlans)
        .set({ memberLimit: 200 })
        .where(eq(businessPlans.code, 'nupost-200'));
    }
  });
});

describe('invitations by e-mail, double opt-in', () => {
  let client = 0;
  /** each from its own client address: the route allows 10 requests a minute per client */
  const invite = (auth: Auth, emails: string[]) =>
    app.inject({
      method: 'POST',
      url: '/api/nupost/invitations',
      headers: { authorization: auth.authorization },
      payload: { emails },
      remoteAddress: `10.29.0.${++client}`,
    });
  const tokenIn = (text: string) => /\/nupost\/invitations\/([A-Za-z0-9_-]{40,})/.exec(text)![1]!;
  const mailTo = async (to: string) =>
    (
      await app.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'nupost_invitation')))
        .orderBy(desc(mailOutbox.id))
    )[0];

  it('mails each address once in the business language; confirming follows only for the invited address', async () => {
    const member = await userAuth(app);
    const address = await emailOf(member.userId);
    const res = await invite(biz, [address, address.toUpperCase(), 'someone.else@example.org']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: unknown }>().data).toMatchObject({ invited: 2, skipped: 1 });
    const mail = await mailTo(address);
    expect(mail!.subject).toContain('Harbour Bakery');
    expect(mail!.text).not.toBe('');
    expect(mail!.html).toContain('lang="fr"');
    // invited again soon: skipped, nothing mailed
    const again = await invite(biz, [address]);
    expect(again.json<{ data: unknown }>().data).toMatchObject({ invited: 0, skipped: 1 });
    // nothing but the invitation reached the address: no follow before the confirmation
    expect(await follows(member)).toEqual([]);

    const token = tokenIn(mail!.text);
    const info = await call('GET', `/api/nupost/invitations/${token}`, null);
    expect(info.json<{ data: unknown }>().data).toEqual({
      business_name: 'Harbour Bakery',
      email_hint: `${address[0]}***@example.com`,
      confirmed: false,
    });
    const anonymous = await call('POST', `/api/nupost/invitations/${token}/confirm`, null);
    expect([anonymous.statusCode, messageOf(anonymous)]).toEqual([401, 'nupost.invitations.sign_in']);
    const stranger = await call('POST', `/api/nupost/invitations/${token}/confirm`, await userAuth(app));
    expect([stranger.statusCode, messageOf(stranger)]).toEqual([403, 'nupost.invitations.email_mismatch']);
    const ok = await call('POST', `/api/nupost/invitations/${token}/confirm`, member);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ data: unknown }>().data).toMatchObject({
      business_user_id: biz.userId,
      business_name: 'Harbour Bakery',
    });
    expect(await follows(member)).toHaveLength(1);
    const confirmed = await app.db
      .select()
      .from(nupostInvitations)
      .where(and(eq(nupostInvitations.email, address), isNotNull(nupostInvitations.confirmedAt)));
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]!.tokenHash).not.toBe(token);
  });

  it('refuses unknown and expired links, bad addresses, too many at once, and non-business callers', async () => {
    const bad = await call('GET', '/api/nupost/invitations/not-a-real-token-but-long-enough', null);
    expect([bad.statusCode, messageOf(bad)]).toEqual([404, 'nupost.invitations.not_found']);
    const short = await call('POST', '/api/nupost/invitations/x/confirm', null);
    expect([short.statusCode, messageOf(short)]).toEqual([400, 'nupost.invitations.not_found']);

    const address = `expired.${Date.now()}@example.com`;
    await invite(biz, [address]);
    const token = tokenIn((await mailTo(address))!.text);
    await app.db
      .update(nupostInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(nupostInvitations.email, address));
    const expired = await call('GET', `/api/nupost/invitations/${token}`, null);
    expect([expired.statusCode, messageOf(expired)]).toEqual([404, 'nupost.invitations.not_found']);

    const notEmail = await invite(biz, ['not an address']);
    expect([notEmail.statusCode, messageOf(notEmail)]).toEqual([400, 'email_not_valid']);
    const none = await invite(biz, []);
    expect([none.statusCode, messageOf(none)]).toEqual([400, 'fill_required_fields']);
    const many = await invite(
      biz,
      Array.from({ length: 51 }, (_, i) => `m${i}@example.com`),
    );
    expect([many.statusCode, messageOf(many)]).toEqual([400, 'nupost.invitations.too_many']);
    const member = await invite(await userAuth(app), ['a@example.com']);
    expect([member.statusCode, messageOf(member)]).toEqual([403, 'nupost.notices.no_business_account']);
  });

  it('caps the invitations of one business in 24 hours, refusing the whole request before mailing', async () => {
    const shop = await businessAuth(app, { name: 'Busy Shop' });
    const batch = (from: number) =>
      Array.from({ length: 50 }, (_, i) => `cap${from + i}.${shop.userId}@example.com`);
    let sent = 0;
    while (sent + 50 <= NUPOST_INVITES_PER_DAY) {
      const res = await invite(shop, batch(sent));
      expect(res.statusCode, res.body).toBe(200);
      sent += 50;
    }
    const over = await invite(shop, [`one.more.${shop.userId}@example.com`]);
    expect([over.statusCode, messageOf(over)]).toEqual([429, 'nupost.invitations.daily_limit']);
    expect(await mailTo(`one.more.${shop.userId}@example.com`)).toBeUndefined();
  });
});
