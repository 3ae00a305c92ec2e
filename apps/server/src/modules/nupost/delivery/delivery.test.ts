import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { rowsOf, type Database } from '../../../db/client.js';
import { sourceHash } from '../../../db/text-translations.js';
import {
  businessAccounts,
  businessPlans,
  notifications,
  nupostDeliveries,
  nupostFollows,
  nupostNotices,
  pushSubscriptions,
  textTranslations,
  translationQueue,
  users,
} from '../../../db/schema/index.js';
import { createSession } from '../../../plugins/auth.js';
import { testConfig } from '../../../test/build-test-app.js';
import { preparedPglite, preparedPostgres, preparedStamp } from '../../../test/prepared-database.js';
import { createWebPushSender } from '../../push/index.js';
import {
  fakeBrowser,
  standInAgent,
  startPushService,
  type FakeBrowser,
} from '../../push/push-service-stand-in.js';
import { businessAuth, listingOf } from '../notices-test-helpers.js';
import { finishSentNotices, noticeDeliveryFigures } from './delivery.repository.js';
import { TRANSLATION_WAIT_MS } from './expansion.repository.js';
import { createDeliveryJob } from './delivery.job.js';
import { deliveryJobDeps } from './delivery.plugin.js';

/** An SMTP server that keeps the raw messages it receives. */
async function startSmtp() {
  const raw: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        raw.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, raw, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const SUBJECT = 'mailto:ops@harbour.test';
let push: Awaited<ReturnType<typeof startPushService>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let database: Database;
/** the database outlives the apps built on it (a restart is a new app on the same database) */
let shared: Database;
let app: FastifyInstance;
let clock = new Date();
const agent = standInAgent();
let seq = 0;
let seedStamp: string;

const env = () => ({
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  PUBLIC_URL: 'https://harbour.test',
  VAPID_SUBJECT: SUBJECT,
});

/** An app (a server process) on the shared database, its job pushing to the stand-in on the test's clock. */
async function newApp(): Promise<FastifyInstance> {
  const config = testConfig(env());
  const a = await buildApp(
    { ...config, databaseUrl: null, pgliteDir: null },
    { database: shared, seedStamp },
  );
  a.addHook('onClose', async () => rmSync(config.dataDir, { recursive: true, force: true }));
  await a.ready();
  Object.assign(a.nupostDeliveryOverrides, {
    push: createWebPushSender({ vapid: await a.vapidKeys(), subject: SUBJECT, agent }),
    now: () => clock,
  });
  return a;
}

beforeAll(async () => {
  [push, smtp] = await Promise.all([startPushService(), startSmtp()]);
  const config = testConfig(env());
  seedStamp = preparedStamp(config);
  const adminUrl = process.env.TEST_DATABASE_URL;
  database = adminUrl
    ? await preparedPostgres(adminUrl, config, seedStamp)
    : await preparedPglite(config, seedStamp);
  rmSync(config.dataDir, { recursive: true, force: true });
  shared = { ...database, close: async () => {} };
  app = await newApp();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  agent.destroy();
  await Promise.all([push?.close(), smtp?.close()]);
});

async function newUser(opts: { lang?: string; confirmed?: boolean; provinceId?: number | null } = {}) {
  const [u] = await app.db
    .insert(users)
    .values({
      email: `m${++seq}-${Date.now()}@example.org`,
      passwordHash: 'x',
      firstName: `Member${seq}`,
      lastName: 'Test',
      preferredLanguage: opts.lang ?? 'en',
      provinceId: opts.provinceId ?? null,
      emailConfirmedAt: opts.confirmed === false ? null : new Date(),
    })
    .returning({ id: users.id, email: users.email });
  return u!;
}

async function newBusiness(name = 'Riverside Library') {
  const b = await newUser();
  const [plan] = await app.db.select({ id: businessPlans.id }).from(businessPlans).limit(1);
  await app.db.insert(businessAccounts).values({ userId: b.id, businessName: name, planId: plan!.id });
  return b.id;
}

async function follow(businessUserId: number, memberUserId: number) {
  await app.db.insert(nupostFollows).values({ businessUserId, memberUserId });
}

/** A member who follows `businessUserId` and, when `statuses` is given, subscribed through the route. */
async function member(
  businessUserId: number,
  opts: { lang?: string; statuses?: number[]; confirmed?: boolean } = {},
) {
  const u = await newUser(opts);
  await follow(businessUserId, u.id);
  let browser: FakeBrowser | null = null;
  if (opts.statuses) {
    browser = fakeBrowser();
    // the route is checked in its own test (and limited per client); here the row is written at once
    await app.db.insert(pushSubscriptions).values({
      userId: u.id,
      endpoint: push.endpoint(`u${u.id}`, browser, opts.statuses),
      ...browser.keys,
    });
  }
  return { ...u, browser };
}

async function notice(businessUserId: number, opts: { at?: Date; title?: string; body?: string } = {}) {
  const [n] = await app.db
    .insert(nupostNotices)
    .values({
      businessUserId,
      title: opts.title ?? 'Story time on Saturday',
      body: opts.body ?? 'Bring the children: stories in five languages at 10 a.m.',
      link: 'https://example.org/story-time',
      originalLang: 'en',
      status: 'scheduled',
      scheduledAt: opts.at ?? clock,
    })
    .returning({ id: nupostNotices.id });
  return n!.id;
}

const deliveriesOf = (noticeId: number) =>
  app.db.select().from(nupostDeliveries).where(eq(nupostDeliveries.noticeId, noticeId));
const statusOf = async (noticeId: number) =>
  (
    await app.db.select({ s: nupostNotices.status }).from(nupostNotices).where(eq(nupostNotices.id, noticeId))
  )[0]!.s;
const pushesTo = (userId: number) => push.received.filter((r) => r.path === `/push/u${userId}`);

describe('Web Push with the web-push library to a local push service', () => {
  it('serves one VAPID key, kept in the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: { public_key: string; enabled: boolean } }>();
    expect(data.enabled).toBe(true);
    expect(Buffer.from(data.public_key, 'base64url')).toHaveLength(65);
    expect(data.public_key).toBe((await app.vapidKeys()).publicKey);
  });

  it('checks subscriptions: signed in, valid keys, at most 10 per member, removable', async () => {
    const u = await newUser();
    const { token } = await createSession(app.db, u.id);
    const headers = { authorization: `Bearer ${token}` };
    const b = fakeBrowser();
    const body = (i: number) => ({ endpoint: `${push.origin}/push/cap-${i}`, keys: b.keys });
    expect(
      (await app.inject({ method: 'POST', url: '/api/push/subscriptions', payload: body(0) })).statusCode,
    ).toBe(401);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers,
      payload: { endpoint: 'javascript:alert(1)', keys: { p256dh: 'short', auth: '!' } },
    });
    expect(bad.statusCode).toBe(400);
    for (let i = 0; i < 12; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers,
        payload: body(i),
      });
      expect(res.statusCode).toBe(201);
    }
    const kept = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, u.id));
    expect(kept).toHaveLength(10);
    expect(kept.map((s) => s.endpoint)).not.toContain(`${push.origin}/push/cap-0`);
    const del = await app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers,
      payload: { endpoint: body(11).endpoint },
    });
    expect(del.json()).toMatchObject({ data: { removed: true } });
    await app.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, u.id));
  });

  it('answers 201, 404, 410, 413 and 429 as it should: removed, failed, retried later', async () => {
    const biz = await newBusiness();
    const ok = await member(biz, { lang: 'fr', statuses: [201] });
    const notFound = await member(biz, { lang: 'ar', statuses: [404] });
    const gone = await member(biz, { statuses: [410] });
    const tooLarge = await member(biz, { statuses: [413] });
    const busy = await member(biz, { statuses: [429, 201] });
    const id = await notice(biz, { body: 'Stories at 10 a.m. '.repeat(150) });
    const [{ title }] = (await app.db
      .select({ title: nupostNotices.title })
      .from(nupostNotices)
      .where(eq(nupostNotices.id, id))) as [{ title: string }];
    await app.db.insert(textTranslations).values([
      {
        entity: 'nupost_notice',
        entityId: id,
        field: 'title',
        lang: 'fr',
        text: "L'heure du conte samedi",
        origin: 'machine',
        sourceHash: sourceHash(title),
      },
      {
        entity: 'nupost_notice',
        entityId: id,
        field: 'body',
        lang: 'fr',
        text: 'Des contes à 10 h.',
        origin: 'machine',
        // made from an earlier text of the notice: stale, so the original goes out
        sourceHash: sourceHash('An earlier text'),
      },
    ]);

    const first = await app.nupostDelivery.runOnce();
    expect(first.notices).toBe(1);
    expect(push.errors).toEqual([]);

    const [fr] = pushesTo(ok.id);
    expect(fr!.payload).toMatchObject({
      title: "L'heure du conte samedi",
      lang: 'fr',
      dir: 'ltr',
      notice_id: id,
    });
    expect(String(fr!.payload.body).startsWith('Stories at 10 a.m.')).toBe(true);
    expect(fr!.payload.url).toMatch(/^\/notification-detail\?id=\d+$/);
    expect(fr!.jwt).toMatchObject({ aud: push.origin, sub: SUBJECT });
    expect(fr!.vapidKey).toBe((await app.vapidKeys()).publicKey);
    expect(fr!.ttl).toBe(String(2 * 24 * 3600));
    expect(fr!.topic).toBe(`nupost-${biz}`);
    const [ar] = pushesTo(notFound.id);
    expect(ar!.payload).toMatchObject({ lang: 'ar', dir: 'rtl', title: 'Story time on Saturday' });
    // the long English body was cut so that the encrypted push stays under 3 KB
    for (const r of push.received) expect(r.bodyBytes).toBeLessThan(3072);
    expect(String(pushesTo(gone.id)[0]!.payload.body).endsWith('…')).toBe(true);

    const subs = await app.db.select({ userId: pushSubscriptions.userId }).from(pushSubscriptions);
    const remaining = new Set(subs.map((s) => s.userId));
    expect(remaining.has(notFound.id)).toBe(false);
    expect(remaining.has(gone.id)).toBe(false);
    expect(remaining.has(tooLarge.id)).toBe(true);

    const byMember = async () =>
      Object.fromEntries(
        (await deliveriesOf(id)).filter((d) => d.channel === 'push').map((d) => [d.memberUserId, d.status]),
      );
    expect(await byMember()).toEqual({
      [ok.id]: 'sent',
      [notFound.id]: 'failed',
      [gone.id]: 'failed',
      [tooLarge.id]: 'failed',
      [busy.id]: 'pending',
    });
    // with no subscription left, 404 and 410 fall back to e-mail
    const emails = (await deliveriesOf(id)).filter((d) => d.channel === 'email').map((d) => d.memberUserId);
    expect(emails.sort()).toEqual([notFound.id, gone.id].sort());
    expect(await statusOf(id)).toBe('sending');

    // the 429 answered Retry-After: 60; nothing is due before
    expect((await app.nupostDelivery.runOnce()).sent).toBe(0);
    clock = new Date(clock.getTime() + 61_000);
    expect((await app.nupostDelivery.runOnce()).sent).toBe(1);
    expect((await byMember())[busy.id]).toBe('sent');
    expect(pushesTo(busy.id).map((r) => r.status)).toEqual([429, 201]);
    expect(pushesTo(ok.id)).toHaveLength(1);
    expect(await statusOf(id)).toBe('sent');

    // every member has the notice in the app, in their language
    const mine = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ok.id), eq(notifications.type, 'business')));
    expect(mine.map((n) => n.title)).toEqual(["L'heure du conte samedi"]);
    // opened by the member: read in the app
    const { token } = await createSession(app.db, ok.id);
    const opened = await app.inject({
      method: 'GET',
      url: `/api/web/notifications/${mine[0]!.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(opened.statusCode).toBe(200);
    const figures = (await noticeDeliveryFigures(app.db, [id])).get(id);
    expect(figures).toEqual({
      recipients: 5,
      pushSent: 5,
      pushDelivered: 2,
      pushFailed: 3,
      emailsSent: 2,
      readInApp: 1,
    });
  });
});

describe('e-mail with RFC 8058 one-click unsubscribe', () => {
  it('mails members without push, with List-Unsubscribe headers; one POST with no cookie ends the follow', async () => {
    const biz = await newBusiness('Harbour Food Bank');
    const m = await member(biz, { lang: 'es' });
    const unconfirmed = await member(biz, { confirmed: false });
    const id = await notice(biz, { title: 'Open on Sunday' });
    await app.nupostDelivery.runOnce();

    const channels = (await deliveriesOf(id)).map((d) => `${d.memberUserId}:${d.channel}`).sort();
    expect(channels).toEqual([`${m.id}:app`, `${m.id}:email`, `${unconfirmed.id}:app`].sort());
    const raw = smtp.raw.find((r) => r.includes(`To: ${m.email}`))!;
    expect(raw).toBeDefined();
    const mail = raw.replace(/\r?\n[ \t]+/g, ' '); // unfolded header lines
    const url =
      /^List-Unsubscribe: <(https:\/\/harbour\.test\/nupost\/unsubscribe\/[A-Za-z0-9_-]+)>\r?$/m.exec(
        mail,
      )?.[1];
    expect(url).toBeDefined();
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(mail).toMatch(/Recibe este mensaje porque sigue a Harbour Food Bank/);

    // what a mail client does: POST the URL, a form body, no cookie, no sign-in
    const path = new URL(url!).pathname;
    const res = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { business_name: 'Harbour Food Bank', following: false } });
    const [f] = await app.db
      .select()
      .from(nupostFollows)
      .where(and(eq(nupostFollows.businessUserId, biz), eq(nupostFollows.memberUserId, m.id)));
    expect(f!.endedAt).not.toBeNull();
    const status = await app.inject({ method: 'GET', url: `/api${path}` });
    expect(status.json()).toMatchObject({ data: { following: false } });
    // a forged token is refused
    const forged = path.replace(/_[A-Za-z0-9_-]{43}$/, `_${'A'.repeat(43)}`);
    expect((await app.inject({ method: 'POST', url: `/api${forged}` })).statusCode).toBe(404);

    // the next notice does not reach them
    const next = await notice(biz, { title: 'Closed on Monday' });
    await app.nupostDelivery.runOnce();
    expect((await deliveriesOf(next)).map((d) => d.memberUserId)).toEqual([unconfirmed.id]);
  });
});

describe('the send job', () => {
  it('keeps one delivery per notice, member and channel', async () => {
    const biz = await newBusiness();
    const m = await member(biz);
    const id = await notice(biz);
    await app.nupostDelivery.runOnce();
    const before = await deliveriesOf(id);
    await expect(
      app.db.insert(nupostDeliveries).values({ noticeId: id, memberUserId: m.id, channel: 'app' }),
    ).rejects.toThrow();
    // the notice taken again (as after a crash between two steps) adds nothing
    await app.db.update(nupostNotices).set({ status: 'scheduled' }).where(eq(nupostNotices.id, id));
    await app.nupostDelivery.runOnce();
    expect(await deliveriesOf(id)).toHaveLength(before.length);
    expect(await app.db.select().from(notifications).where(eq(notifications.userId, m.id))).toHaveLength(1);
  });

  it('sends a scheduled notice once it is due, not before', async () => {
    const biz = await newBusiness();
    const m = await member(biz, { statuses: [201] });
    const id = await notice(biz, { at: new Date(clock.getTime() + 5 * 60_000) });
    await app.nupostDelivery.runOnce();
    expect(await statusOf(id)).toBe('scheduled');
    clock = new Date(clock.getTime() + 5 * 60_000);
    await app.nupostDelivery.runOnce();
    expect(await statusOf(id)).toBe('sent');
    expect(pushesTo(m.id)).toHaveLength(1);
  });

  /** a second process on the same database; the next test stops it half-way */
  let other: FastifyInstance;

  it('with two processes on one database, sends each notice once', async () => {
    other = await newApp();
    const biz = await newBusiness();
    const members = [];
    for (let i = 0; i < 12; i++) members.push(await member(biz, { statuses: [201] }));
    const ids = [await notice(biz), await notice(biz, { title: 'Second notice' })];
    await Promise.all([app.nupostDelivery.runOnce(), other.nupostDelivery.runOnce()]);
    for (const id of ids) expect(await statusOf(id)).toBe('sent');
    for (const m of members)
      expect(
        pushesTo(m.id)
          .map((r) => r.payload.notice_id)
          .sort(),
      ).toEqual([...ids].sort());
  });

  it('takes over the claims of a process that died, once their lease has run out', async () => {
    const biz = await newBusiness();
    const m = await member(biz, { statuses: [201] });
    const id = await notice(biz);
    // what a process killed after claiming leaves: notice sending, its deliveries leased for 2 minutes
    await app.db.update(nupostNotices).set({ status: 'sending' }).where(eq(nupostNotices.id, id));
    await app.db.insert(nupostDeliveries).values(
      (['app', 'push'] as const).map((channel) => ({
        noticeId: id,
        memberUserId: m.id,
        channel,
        status: 'sending' as const,
        attempts: 1,
        nextAttemptAt: new Date(clock.getTime() + 2 * 60_000),
      })),
    );
    await app.nupostDelivery.runOnce();
    expect(pushesTo(m.id)).toHaveLength(0);
    clock = new Date(clock.getTime() + 2 * 60_000);
    await app.nupostDelivery.runOnce();
    expect(pushesTo(m.id)).toHaveLength(1);
    expect(await statusOf(id)).toBe('sent');
  });

  it('stopped half-way and started again on the same database, delivers the rest and nothing twice', async () => {
    const biz = await newBusiness();
    const members = [];
    for (let i = 0; i < 40; i++) members.push(await member(biz, { statuses: [201] }));
    const id = await notice(biz);
    const first = other;
    push.hold();
    const running = first.nupostDelivery.runOnce();
    await push.whenWaiting(32);
    const closing = first.close();
    push.release();
    await closing;
    await running;
    const half = await deliveriesOf(id);
    const sentPushes = half.filter((d) => d.channel === 'push' && d.status === 'sent').length;
    expect(sentPushes).toBeGreaterThan(0);
    expect(sentPushes).toBeLessThan(40);
    expect(half.filter((d) => d.status === 'sending')).toEqual([]);

    const second = await newApp();
    try {
      await second.nupostDelivery.runOnce();
      expect(await statusOf(id)).toBe('sent');
      for (const m of members) expect(pushesTo(m.id)).toHaveLength(1);
      const [{ n }] = rowsOf<{ n: number }>(
        await app.db
          .execute(sql`select count(*)::int as n from notifications where type = 'business' and user_id in (
          select member_user_id from nupost_deliveries where notice_id = ${id})`),
      ) as [{ n: number }];
      expect(n).toBe(40);
    } finally {
      await second.close();
    }
  });
});

describe('a notice expanded slice by slice', () => {
  it('resumes after a crash in the middle of a slice: every member gets it once, none twice', async () => {
    const biz = await newBusiness();
    const members = [];
    for (let i = 0; i < 23; i++) members.push(await member(biz, { statuses: [201] }));
    const id = await notice(biz);
    // a process whose third expansion statement dies before its commit (a kill -9 there), after the
    // deliveries of the first two slices of 5 members were written and sent
    const dialect = new PgDialect();
    let expansions = 0;
    const dying = new Proxy(app.db, {
      get(target, prop, receiver) {
        if (prop !== 'execute') return Reflect.get(target, prop, receiver) as unknown;
        return async (query: SQL) => {
          const text = dialect.sqlToQuery(query).sql;
          if (!text.includes('update nupost_notices t') || ++expansions < 3) return target.execute(query);
          return target.transaction(async (tx) => {
            await tx.execute(query);
            throw new Error('killed in the middle of a slice');
          });
        };
      },
    });
    const deps = await deliveryJobDeps(app, app.nupostDeliveryOverrides);
    const dead = createDeliveryJob({ ...deps, db: dying, expansionSlice: 5 });
    await expect(dead.runOnce()).rejects.toThrow('killed in the middle of a slice');
    await dead.stop();

    const written = await deliveriesOf(id);
    expect(written).toHaveLength(20);
    expect(written.every((d) => d.status === 'sent')).toBe(true);
    expect(new Set(written.map((d) => d.memberUserId))).toEqual(
      new Set(members.slice(0, 10).map((m) => m.id)),
    );
    const [state] = await app.db
      .select({ status: nupostNotices.status, expandedThrough: nupostNotices.expandedThrough })
      .from(nupostNotices)
      .where(eq(nupostNotices.id, id));
    expect(state).toEqual({ status: 'sending', expandedThrough: members[9]!.id });
    // every delivery written so far is made, but the notice is not sent while followers are left
    await finishSentNotices(app.db, clock);
    expect(await statusOf(id)).toBe('sending');

    const restarted = await newApp();
    Object.assign(restarted.nupostDeliveryOverrides, { expansionSlice: 5 });
    try {
      await restarted.nupostDelivery.runOnce();
    } finally {
      await restarted.close();
    }
    expect(await statusOf(id)).toBe('sent');
    const all = await deliveriesOf(id);
    expect(all).toHaveLength(46);
    expect(all.every((d) => d.status === 'sent')).toBe(true);
    for (const m of members) {
      expect(pushesTo(m.id)).toHaveLength(1);
      const copies = await app.db.select().from(notifications).where(eq(notifications.userId, m.id));
      expect(copies).toHaveLength(1);
    }
  });
});

describe('through the business and member routes', () => {
  it('a member follows and subscribes, the business sends now, the history counts it', async () => {
    const biz = await businessAuth(app, { name: 'Harbour Bakery' });
    const listing = await listingOf(app, biz.userId);
    const m = await newUser({ lang: 'uk' });
    const { token } = await createSession(app.db, m.id);
    const member = { authorization: `Bearer ${token}` };
    const followed = await app.inject({
      method: 'POST',
      url: '/api/nupost/follows',
      headers: member,
      payload: { business_id: listing },
    });
    expect(followed.statusCode).toBe(200);
    const browser = fakeBrowser();
    const subscribed = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: member,
      payload: { endpoint: push.endpoint(`u${m.id}`, browser), expirationTime: null, keys: browser.keys },
    });
    expect(subscribed.statusCode).toBe(201);

    const draft = await app.inject({
      method: 'POST',
      url: '/api/nupost/notices',
      headers: { authorization: biz.authorization },
      payload: { title: 'Fresh bread at 7', body: 'Rye and sourdough today.', lang: 'en' },
    });
    expect(draft.statusCode).toBe(200);
    const id = draft.json<{ data: { id: number } }>().data.id;
    const sent = await app.inject({
      method: 'POST',
      url: `/api/nupost/notices/${id}/send`,
      headers: { authorization: biz.authorization },
      payload: {},
    });
    expect(sent.statusCode).toBe(200);
    // "now" for the business: with no translation provider configured, nothing waits for the queued ones
    clock = new Date(Math.max(clock.getTime(), Date.now()) + 1_000);
    await app.nupostDelivery.runOnce();

    expect(pushesTo(m.id).map((r) => r.payload.title)).toEqual(['Fresh bread at 7']);
    const history = await app.inject({
      method: 'GET',
      url: `/api/nupost/notices/${id}`,
      headers: { authorization: biz.authorization },
    });
    expect(history.json()).toMatchObject({
      data: {
        status: 'sent',
        figures: {
          recipients: 1,
          push_sent: 1,
          push_delivered: 1,
          push_failed: 0,
          emails_sent: 0,
          read_in_app: 0,
        },
      },
    });
  });

  it('waits for queued translations only when a translation provider can do them', async () => {
    expect((await deliveryJobDeps(app)).translationWaitMs).toBe(0);
    const withProvider = await buildApp(
      {
        ...testConfig({ ...env(), LIBRETRANSLATE_URL: 'http://127.0.0.1:9' }),
        databaseUrl: null,
        pgliteDir: null,
      },
      { database: shared, seedStamp },
    );
    try {
      expect((await deliveryJobDeps(withProvider)).translationWaitMs).toBe(TRANSLATION_WAIT_MS);
    } finally {
      await withProvider.close();
    }

    const biz = await newBusiness();
    await member(biz, { statuses: [201] });
    const id = await notice(biz);
    await app.db.insert(translationQueue).values({ entity: 'nupost_notice', entityId: id });
    // a process whose job was made with a provider configured (its deps are read when the job is made)
    const waiting = await newApp();
    Object.assign(waiting.nupostDeliveryOverrides, { translationWaitMs: TRANSLATION_WAIT_MS });
    try {
      expect((await waiting.nupostDelivery.runOnce()).notices).toBe(0);
      expect(await statusOf(id)).toBe('scheduled');
      clock = new Date(clock.getTime() + TRANSLATION_WAIT_MS);
      expect((await waiting.nupostDelivery.runOnce()).notices).toBe(1);
    } finally {
      await waiting.close();
    }
  });
});
