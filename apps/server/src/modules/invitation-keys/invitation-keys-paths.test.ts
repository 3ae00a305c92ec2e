import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationKeys, jobs } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';
import { answer, dayFromToday, jobPayload, places, type Places } from '../listing-events/test-helpers.js';
import { created, registerByCard } from '../listing-business/test-helpers.js';
import { addUnits } from '../packages/listing-period.js';
import { insertInvitationKey } from '../listings/test-helpers.js';
import { chooseOnSandbox, packageId } from '../payments/test-helpers.js';
import { CHECK_LIMIT_PER_IP, CHECK_LIMIT_PER_USER } from './invitation-keys.service.js';

/**
 * Issue 21 §2 and §3: every path that takes an invitation key (the checks, createJob,
 * businessListingRegister, generateEventMeeting, payListing) gives exactly the key's plan, counts each
 * attempt against one limit per account and per address, and refuses with `invitation_key.invalid` only.
 */
let app: FastifyInstance;
let at: Places;
let ipCounter = 0;
const nextIp = () => `10.21.0.${++ipCounter}`;

beforeAll(async () => {
  app = await buildTestApp();
  at = await places(app);
});
afterAll(() => app.close());

const jobData = (overrides: Record<string, unknown> = {}) =>
  jobPayload(at, { job_title: 'Keyed line cook', ...overrides });

const createJob = (auth: { authorization: string }, payload: object, ip = nextIp()) =>
  app.inject({
    method: 'POST',
    url: '/api/createJob',
    headers: { authorization: auth.authorization },
    remoteAddress: ip,
    payload,
  });

const checkJobKey = (auth: { authorization: string }, key: string, ip = nextIp()) =>
  app.inject({
    method: 'POST',
    url: '/api/update-invitation/job-listing-invitation-key',
    headers: { authorization: auth.authorization },
    remoteAddress: ip,
    payload: { invitation_key: key },
  });

const usesOf = async (key: string) =>
  (await app.db.select().from(invitationKeys).where(eq(invitationKeys.key, key)))[0]!.uses;

describe('a key gives what the admin issued it for', () => {
  it('a job key for 2 × the 1-month plan: 52 or another plan is refused, untouched the listing runs 2 months', async () => {
    const owner = await userAuth(app);
    const oneMonth = await packageId(app, 'job-1m');
    const key = await insertInvitationKey(app, 'job', { packageId: oneMonth, quantity: 2 });
    for (const choice of [
      { package_id: oneMonth, quantity: 52 },
      { package_id: await packageId(app, 'job-3m') },
      { quantity: 1 },
    ]) {
      const res = await createJob(owner, jobData({ invitation_key: key, ...choice }));
      expect(answer(res), JSON.stringify(choice)).toMatchObject({
        code: 400,
        message: 'invitation_key.plan_mismatch',
      });
    }
    expect(await usesOf(key)).toBe(0);

    // the wizard sends the key's own plan and quantity (or none): the same answer
    const res = await createJob(owner, jobData({ invitation_key: key, package_id: oneMonth, quantity: 2 }));
    expect(answer(res)).toMatchObject({ code: 200, status: 1, data: { payment_state: 'active' } });
    const id = (answer(res).data as { id: number }).id;
    const [row] = await app.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({
      listingStartDate: dayFromToday(0),
      listingEndDate: addUnits(dayFromToday(0), 'month', 2),
    });
  });

  it('payListing with a key gives the key’s plan, not the 52 periods the client asks for', async () => {
    const owner = await userAuth(app);
    const oneMonth = await packageId(app, 'business-1m');
    const { checkout, res } = await registerByCard(app, owner.authorization, oneMonth, {
      business_name: 'Keyed Pay Again Bakery',
    });
    const id = created(res).data.id;
    await chooseOnSandbox(app, checkout.payment_url, 'decline');
    const key = await insertInvitationKey(app, 'business', { packageId: oneMonth });
    const pay = (body: object) =>
      app.inject({
        method: 'POST',
        url: '/api/payListing',
        headers: { authorization: owner.authorization },
        remoteAddress: nextIp(),
        payload: { kind: 'business', id, invitation_key: key, ...body },
      });
    const greedy = await pay({ package_id: await packageId(app, 'business-12m'), quantity: 52 });
    expect(answer(greedy)).toMatchObject({ code: 400, message: 'invitation_key.plan_mismatch' });
    const paid = await pay({});
    expect(answer(paid)).toMatchObject({ code: 200, data: { status: 1, payment_state: 'active' } });
  });
});

describe('one limit for every attempt with a key', () => {
  it(`the ${CHECK_LIMIT_PER_USER + 1}th createJob with a guessed key is 429 with Retry-After, and so is a check`, async () => {
    const guesser = await userAuth(app);
    for (let i = 0; i < CHECK_LIMIT_PER_USER; i++) {
      const res = await createJob(guesser, jobData({ invitation_key: `GUESS-${i}-WELCOME` }));
      // a refusal says only that the key is not valid
      expect(answer(res)).toMatchObject({ code: 400, status: 0, message: 'invitation_key.invalid' });
    }
    const blocked = await createJob(guesser, jobData({ invitation_key: 'GUESS-LAST-WELCOME' }));
    expect(blocked.statusCode).toBe(429);
    expect(answer(blocked)).toMatchObject({ status: 0, message: 'too_many_requests' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // the same counter as the checks
    expect((await checkJobKey(guesser, 'ANOTHER-GUESS-1')).statusCode).toBe(429);
    // a real key does not get through either, and keeps its use
    const key = await insertInvitationKey(app, 'job', { packageId: await packageId(app, 'job-1m') });
    expect((await createJob(guesser, jobData({ invitation_key: key }))).statusCode).toBe(429);
    expect(await usesOf(key)).toBe(0);
    // another account is not held back by the guesser
    const other = await userAuth(app);
    expect((await createJob(other, jobData({ invitation_key: key }))).statusCode).toBe(200);
  });

  it('checks and registrations from one address add up to the per-address limit, whichever users send them', async () => {
    const ip = nextIp();
    const users = await Promise.all(
      Array.from({ length: Math.ceil(CHECK_LIMIT_PER_IP / CHECK_LIMIT_PER_USER) + 1 }, () => userAuth(app)),
    );
    for (let i = 0; i < CHECK_LIMIT_PER_IP; i++) {
      const auth = users[Math.floor(i / CHECK_LIMIT_PER_USER)]!;
      const res =
        i % 2
          ? await checkJobKey(auth, `ADDR-GUESS-${i}`, ip)
          : await createJob(auth, jobData({ invitation_key: `ADDR-GUESS-${i}` }), ip);
      expect(res.statusCode).toBe(400);
    }
    const blocked = await createJob(users.at(-1)!, jobData({ invitation_key: 'ADDR-GUESS-LAST' }), ip);
    expect(blocked.statusCode).toBe(429);
  });

  it('refuses an expired, used-up, revoked or other product’s key exactly like an unknown one', async () => {
    const owner = await userAuth(app);
    const plan = await packageId(app, 'job-1m');
    const keys = [
      await insertInvitationKey(app, 'job', { packageId: plan, expiresInMs: -1000 }),
      await insertInvitationKey(app, 'job', { packageId: plan, maxUses: 2, uses: 2 }),
      await insertInvitationKey(app, 'event', { packageId: await packageId(app, 'event-1w') }),
      'NO-SUCH-KEY-AT-ALL',
    ];
    const revoked = await insertInvitationKey(app, 'job', { packageId: plan });
    await app.db.update(invitationKeys).set({ revokedAt: new Date() }).where(eq(invitationKeys.key, revoked));
    for (const key of [...keys, revoked]) {
      const res = await createJob(owner, jobData({ invitation_key: key }));
      expect({ key, body: answer(res) }).toMatchObject({
        key,
        body: { code: 400, status: 0, message: 'invitation_key.invalid', data: [] },
      });
    }
  });
});
