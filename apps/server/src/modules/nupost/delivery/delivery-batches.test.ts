import type { AddressInfo } from 'node:net';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  nupostDeliveries,
  nupostFollows,
  nupostNotices,
  pushSubscriptions,
  users,
} from '../../../db/schema/index.js';
import { SMTP_POOL_CONNECTIONS } from '../../../providers/mail/smtp.js';
import { createSession } from '../../../plugins/auth.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { userAuth } from '../../../test/sessions.js';
import { createWebPushSender } from '../../push/index.js';
import { fakeBrowser, standInAgent, startPushService } from '../../push/push-service-stand-in.js';
import { businessAuth } from '../notices-test-helpers.js';
import { MAIL_CHUNK } from './delivery.job.js';
import { createSentRecorder } from './sent-recorder.js';

const SUBJECT = 'mailto:ops@harbour.test';

/** An SMTP server counting its messages, their recipients and the connections opened to it. */
async function startSmtp() {
  const recipients: string[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        recipients.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    recipients,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let push: Awaited<ReturnType<typeof startPushService>>;
const agent = standInAgent();

beforeAll(async () => {
  [push, smtp] = await Promise.all([startPushService(), startSmtp()]);
  app = await buildTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    PUBLIC_URL: 'https://harbour.test',
    VAPID_SUBJECT: SUBJECT,
  });
  await app.ready();
  Object.assign(app.nupostDeliveryOverrides, {
    push: createWebPushSender({ vapid: await app.vapidKeys(), subject: SUBJECT, agent }),
    // "send now" wakes the job as in a server process, though tests do not poll it
    wake: true,
  });
});
afterAll(async () => {
  await app?.close();
  agent.destroy();
  await Promise.all([push?.close(), smtp?.close()]);
});

let seq = 0;
/** `n` members of the business, the first `withPush` with a subscription at the stand-in. */
async function members(businessUserId: number, n: number, withPush: number) {
  const rows = await app.db
    .insert(users)
    .values(
      Array.from({ length: n }, () => ({
        email: `batch${++seq}-${Date.now()}@example.org`,
        passwordHash: 'x',
        firstName: `Member${seq}`,
        lastName: 'Batch',
        preferredLanguage: seq % 2 ? 'en' : 'ar',
        emailConfirmedAt: new Date(),
      })),
    )
    .returning({ id: users.id, email: users.email });
  await app.db.insert(nupostFollows).values(rows.map((r) => ({ businessUserId, memberUserId: r.id })));
  for (const r of rows.slice(0, withPush)) {
    const browser = fakeBrowser();
    await app.db
      .insert(pushSubscriptions)
      .values({ userId: r.id, endpoint: push.endpoint(`b${r.id}`, browser), ...browser.keys });
  }
  return rows;
}

async function waitFor(check: () => Promise<boolean>, ms = 20_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const statusOf = async (id: number) =>
  (await app.db.select({ s: nupostNotices.status }).from(nupostNotices).where(eq(nupostNotices.id, id)))[0]!
    .s;

describe('a large send', () => {
  it('"send now" starts the job at once; e-mails go in chunks over pooled connections, each once', async () => {
    const biz = await businessAuth(app, { name: 'Harbour Choir', plan: 'nupost-501' });
    const mailed = MAIL_CHUNK * 5 + 7;
    const rows = await members(biz.userId, mailed + 5, 5);
    const draft = await app.inject({
      method: 'POST',
      url: '/api/nupost/notices',
      headers: { authorization: biz.authorization },
      payload: { title: 'Rehearsal moved', body: 'Thursday at 7 in the small hall.', lang: 'en' },
    });
    const id = draft.json<{ data: { id: number } }>().data.id;
    const connectionsBefore = smtp.connections();
    const sent = await app.inject({
      method: 'POST',
      url: `/api/nupost/notices/${id}/send`,
      headers: { authorization: biz.authorization },
      payload: {},
    });
    expect(sent.statusCode).toBe(200);
    // nobody calls runOnce: the route woke the job
    await waitFor(async () => (await statusOf(id)) === 'sent');

    const deliveries = await app.db
      .select({ channel: nupostDeliveries.channel, status: nupostDeliveries.status })
      .from(nupostDeliveries)
      .where(eq(nupostDeliveries.noticeId, id));
    const count = (channel: string) =>
      deliveries.filter((d) => d.channel === channel && d.status === 'sent').length;
    expect([count('app'), count('push'), count('email')]).toEqual([rows.length, 5, mailed]);
    expect(deliveries.every((d) => d.status === 'sent')).toBe(true);

    const emailed = rows.slice(5).map((r) => r.email);
    expect(smtp.recipients.filter((r) => emailed.includes(r)).sort()).toEqual([...emailed].sort());
    const outbox = await app.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'nupost_notice'), inArray(mailOutbox.to, emailed)));
    expect(outbox).toHaveLength(mailed);
    expect(outbox.every((o) => o.status === 'sent')).toBe(true);
    // the pool reuses its connections instead of opening one per message
    expect(smtp.connections() - connectionsBefore).toBeLessThanOrEqual(SMTP_POOL_CONNECTIONS);
    expect(push.received.filter((r) => r.path.startsWith('/push/b'))).toHaveLength(5);
    // who sent it: in the push and in the member's feed
    expect(push.received.find((r) => r.path === `/push/b${rows[0]!.id}`)?.payload).toMatchObject({
      business_name: 'Harbour Choir',
    });
    const { token } = await createSession(app.db, rows[6]!.id);
    const feed = await app.inject({
      method: 'GET',
      url: '/api/web/notifications?pageNumber=1&offset=10&type=business',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(feed.statusCode).toBe(200);
    expect(
      feed.json<{ data: { notifications: { title: string; business_name: string | null }[] } }>().data
        .notifications,
    ).toEqual([expect.objectContaining({ title: 'Rehearsal moved', business_name: 'Harbour Choir' })]);
  });

  it('records sent deliveries together, keeping the subscriptions a push reached', async () => {
    const biz = await businessAuth(app, { name: 'Harbour Chess' });
    const rows = await members(biz.userId, 3, 0);
    const [n] = await app.db
      .insert(nupostNotices)
      .values({ businessUserId: biz.userId, title: 't', body: 'b', originalLang: 'en', status: 'sending' })
      .returning({ id: nupostNotices.id });
    const ds = await app.db
      .insert(nupostDeliveries)
      .values(
        rows.map((r) => ({
          noticeId: n!.id,
          memberUserId: r.id,
          channel: 'push' as const,
          status: 'sending' as const,
          nextAttemptAt: new Date(),
        })),
      )
      .returning({ id: nupostDeliveries.id });
    const errors: string[] = [];
    const recorder = createSentRecorder(app.db, () => new Date(), { error: (_o, m) => errors.push(m) });
    recorder.sent({ id: ds[0]!.id, pushedSubscriptions: [7, 9], error: '410 gone' });
    recorder.sent({ id: ds[1]!.id });
    recorder.sent({ id: ds[2]!.id, pushedSubscriptions: [] });
    await recorder.flush();
    expect(errors).toEqual([]);
    const after = await app.db
      .select({
        id: nupostDeliveries.id,
        status: nupostDeliveries.status,
        pushed: nupostDeliveries.pushedSubscriptions,
        error: nupostDeliveries.error,
        sentAt: nupostDeliveries.sentAt,
      })
      .from(nupostDeliveries)
      .where(eq(nupostDeliveries.noticeId, n!.id))
      .orderBy(nupostDeliveries.id);
    expect(after.map((d) => [d.status, d.pushed, d.error])).toEqual([
      ['sent', [7, 9], '410 gone'],
      ['sent', [], null],
      ['sent', [], null],
    ]);
    expect(after.every((d) => d.sentAt !== null)).toBe(true);
  });

  it('a send at a later time does not start the job early', async () => {
    const biz = await businessAuth(app, { name: 'Harbour Garden' });
    await members(biz.userId, 2, 0);
    const member = await userAuth(app);
    await app.db.insert(nupostFollows).values({ businessUserId: biz.userId, memberUserId: member.userId });
    const draft = await app.inject({
      method: 'POST',
      url: '/api/nupost/notices',
      headers: { authorization: biz.authorization },
      payload: { title: 'Seed swap', body: 'Bring seeds.', lang: 'en' },
    });
    const id = draft.json<{ data: { id: number } }>().data.id;
    const later = new Date(Date.now() + 3600_000).toISOString();
    const res = await app.inject({
      method: 'POST',
      url: `/api/nupost/notices/${id}/send`,
      headers: { authorization: biz.authorization },
      payload: { send_at: later },
    });
    expect(res.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await statusOf(id)).toBe('scheduled');
    expect(
      await app.db.select().from(mailOutbox).where(like(mailOutbox.subject, '%Seed swap%')),
    ).toHaveLength(0);
  });
});
