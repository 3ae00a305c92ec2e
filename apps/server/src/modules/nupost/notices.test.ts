import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '@harbour/i18n';
import type { NupostNoticeDetail, NupostNoticesData } from '@harbour/shared';
import { businessPlans, nupostDeliveries, nupostFollows, nupostNotices } from '../../db/schema/index.js';
import {
  startLibreTranslateStandIn,
  type TranslationStandIn,
} from '../../providers/translation/test-stand-ins.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';
import { translatePending } from '../translations/translation-worker.js';
import { addFollowers, businessAuth, messageOf, type Auth } from './notices-test-helpers.js';
import { periodOf } from './notice-period.js';

let app: FastifyInstance;
let libre: TranslationStandIn;
let biz: Auth;
let pei = 0;

const draft = (over: Record<string, unknown> = {}) => ({
  title: 'Bread class on Saturday',
  body: 'Learn to bake bread with us this Saturday at 10.',
  lang: 'en',
  ...over,
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  auth: { authorization: string },
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: { authorization: auth.authorization },
    ...(payload ? { payload } : {}),
  });

async function create(auth: Auth = biz, over: Record<string, unknown> = {}): Promise<NupostNoticeDetail> {
  const res = await call('POST', '/api/nupost/notices', auth, draft(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: NupostNoticeDetail }>().data;
}
const worker = () => translatePending({ db: app.db, router: app.translation });

beforeAll(async () => {
  libre = await startLibreTranslateStandIn({ languages: [...LANGUAGE_TAGS] });
  app = await buildTestApp({ LIBRETRANSLATE_URL: libre.url, RATE_LIMIT_MAX: '100000' });
  biz = await businessAuth(app);
  const res = await app.inject({ method: 'GET', url: '/api/web/provinces/all' });
  pei = res
    .json<{ data: { state_list: { state_id: number; state_code: string }[] } }>()
    .data.state_list.find((p) => p.state_code === 'PE')!.state_id;
});
afterAll(async () => {
  await app.close();
  await libre.close();
});

describe('composing a notice', () => {
  it.each([
    ['no title', { title: '  ' }, 'fill_required_fields'],
    ['a title of two lines', { title: 'Bread\nclass' }, 'invalid_input'],
    ['a title too long', { title: 'x'.repeat(121) }, 'field_too_long'],
    ['a body too long', { body: 'x'.repeat(2001) }, 'field_too_long'],
    ['an unknown language', { lang: 'xx' }, 'invalid_input'],
    ['a javascript: link', { link: 'javascript:alert(1)' }, 'nupost.notices.link_not_valid'],
    [
      'a picture on another host without a scheme',
      { picture: '//evil.example/p.png' },
      'nupost.notices.picture_not_valid',
    ],
    [
      'a province audience without the province',
      { audience: { kind: 'province' } },
      'nupost.notices.province_required',
    ],
    [
      'a city audience without the city',
      { audience: { kind: 'city', province_id: 1 } },
      'nupost.notices.city_required',
    ],
    [
      'a city that does not exist',
      { audience: { kind: 'city', city_id: 999_999 } },
      'nupost.notices.city_required',
    ],
    [
      'a province that does not exist',
      { audience: { kind: 'province', province_id: 999_999 } },
      'nupost.notices.province_required',
    ],
  ])('refuses %s with its key', async (_name, over, key) => {
    const res = await call('POST', '/api/nupost/notices', biz, draft(over));
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(key);
  });

  it('refuses a signed-in user without a business account, and a visitor', async () => {
    const member = await userAuth(app);
    const res = await call('POST', '/api/nupost/notices', member, draft());
    expect(res.statusCode).toBe(403);
    expect(messageOf(res)).toBe('nupost.notices.no_business_account');
    const visitor = await app.inject({ method: 'POST', url: '/api/nupost/notices', payload: draft() });
    expect(visitor.statusCode).toBe(401);
  });

  it('keeps a draft with its audience; only its business sees or touches it (404 for another business)', async () => {
    const notice = await create(biz, {
      audience: { kind: 'province', province_id: pei, city_id: 5 },
      link: 'https://bakery.example/class',
    });
    expect(notice).toMatchObject({
      status: 'draft',
      lang: 'en',
      audience: { kind: 'province', province_id: pei, city_id: null },
      link: 'https://bakery.example/class',
      scheduled_at: null,
      texts: [{ lang: 'en', origin: 'original', title: 'Bread class on Saturday' }],
    });
    const other = await businessAuth(app, { name: 'Other Shop' });
    for (const [method, url, payload] of [
      ['GET', `/api/nupost/notices/${notice.id}`],
      ['PUT', `/api/nupost/notices/${notice.id}`, draft()],
      ['DELETE', `/api/nupost/notices/${notice.id}`],
      ['GET', `/api/nupost/notices/${notice.id}/preview?lang=fr`],
      ['PUT', `/api/nupost/notices/${notice.id}/texts/fr`, { title: 'T', body: 'B' }],
      ['POST', `/api/nupost/notices/${notice.id}/send`, {}],
      ['POST', `/api/nupost/notices/${notice.id}/cancel`],
    ] as const) {
      const res = await call(method, url, other, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await call('GET', '/api/nupost/notices', other);
    expect(list.json<{ data: NupostNoticesData }>().data.notices).toEqual([]);
    // untouched
    const [row] = await app.db.select().from(nupostNotices).where(eq(nupostNotices.id, notice.id));
    expect(row!.status).toBe('draft');
  });
});

describe('languages: machine translation through the worker, replaced by the business', () => {
  it('translates into the 12 other languages, labelled machine, and a written text replaces one', async () => {
    const notice = await create();
    // before the worker: the preview in French is the original, pending
    const before = await call('GET', `/api/nupost/notices/${notice.id}/preview?lang=fr`, biz);
    expect(before.json<{ data: unknown }>().data).toMatchObject({
      lang: 'en',
      origin: 'original',
      pending: true,
      business_name: 'Harbour Bakery',
    });

    while ((await worker()).translated > 0);
    const detail = (await call('GET', `/api/nupost/notices/${notice.id}`, biz)).json<{
      data: NupostNoticeDetail;
    }>().data;
    expect(detail.texts.map((t) => t.lang).sort()).toEqual([...LANGUAGE_TAGS].sort());
    for (const t of detail.texts.filter((t) => t.lang !== 'en')) {
      expect(t).toEqual({
        lang: t.lang,
        origin: 'machine',
        title: `${t.lang}: Bread class on Saturday`,
        body: `${t.lang}: Learn to bake bread with us this Saturday at 10.`,
      });
    }
    const ar = await call('GET', `/api/nupost/notices/${notice.id}/preview?lang=ar`, biz);
    expect(ar.json<{ data: unknown }>().data).toMatchObject({
      lang: 'ar',
      origin: 'machine',
      pending: false,
      title: 'ar: Bread class on Saturday',
    });

    const written = await call('PUT', `/api/nupost/notices/${notice.id}/texts/fr`, biz, {
      title: 'Atelier pain samedi',
      body: 'Venez faire du pain samedi à 10 h.',
    });
    expect(written.statusCode, written.body).toBe(200);
    const fr = written.json<{ data: NupostNoticeDetail }>().data.texts.find((t) => t.lang === 'fr');
    expect(fr).toEqual({
      lang: 'fr',
      origin: 'written',
      title: 'Atelier pain samedi',
      body: 'Venez faire du pain samedi à 10 h.',
    });
    // the worker never overwrites the business's text
    await app.db.execute(sql`update translation_queue set not_before = now()`);
    await worker();
    const frPreview = await call('GET', `/api/nupost/notices/${notice.id}/preview?lang=fr`, biz);
    expect(frPreview.json<{ data: unknown }>().data).toMatchObject({
      origin: 'written',
      title: 'Atelier pain samedi',
    });

    // the notice's own language is edited through the notice, not as a text
    const own = await call('PUT', `/api/nupost/notices/${notice.id}/texts/en`, biz, {
      title: 'T',
      body: 'B',
    });
    expect(own.statusCode).toBe(400);
    expect(messageOf(own)).toBe('nupost.notices.text_is_original');

    // giving French back to the machine: the worker's text again (from its cache, no new provider call)
    const calls = libre.calls.length;
    await call('DELETE', `/api/nupost/notices/${notice.id}/texts/fr`, biz);
    await worker();
    expect(libre.calls.length).toBe(calls);
    const back = await call('GET', `/api/nupost/notices/${notice.id}/preview?lang=fr`, biz);
    expect(back.json<{ data: unknown }>().data).toMatchObject({
      origin: 'machine',
      title: 'fr: Bread class on Saturday',
    });

    // a new body makes the machine texts stale (original shown, pending) until translated again; written ones stay
    await call('PUT', `/api/nupost/notices/${notice.id}/texts/es`, biz, {
      title: 'Clase de pan',
      body: 'Pan el sábado.',
    });
    const edited = await call('PUT', `/api/nupost/notices/${notice.id}`, biz, draft({ body: 'Now at 11.' }));
    expect(edited.statusCode).toBe(200);
    const unknown = await call('GET', `/api/nupost/notices/${notice.id}/preview?lang=de`, biz);
    expect([unknown.statusCode, messageOf(unknown)]).toEqual([400, 'invalid_input']);
    const ru = await call('GET', `/api/nupost/notices/${notice.id}/preview?lang=ru`, biz);
    expect(ru.json<{ data: unknown }>().data).toMatchObject({
      origin: 'original',
      pending: true,
      body: 'Now at 11.',
    });
    expect(
      edited.json<{ data: NupostNoticeDetail }>().data.texts.map((t) => `${t.lang}:${t.origin}`),
    ).toEqual(['en:original', 'es:written']);
    await worker();
    const again = await call('GET', `/api/nupost/notices/${notice.id}/preview?lang=ru`, biz);
    expect(again.json<{ data: unknown }>().data).toMatchObject({ origin: 'machine', body: 'ru: Now at 11.' });
  });
});

describe('sending, scheduling, cancelling', () => {
  it('send now sets status scheduled at now; the delivery job takes it from there', async () => {
    const notice = await create();
    const t0 = Date.now();
    const res = await call('POST', `/api/nupost/notices/${notice.id}/send`, biz, {});
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json<{ data: NupostNoticeDetail }>().data;
    expect(sent.status).toBe('scheduled');
    expect(Math.abs(Date.parse(sent.scheduled_at!) - t0)).toBeLessThan(5000);
    // it cannot be sent twice, edited or deleted once going out
    await app.db.update(nupostNotices).set({ status: 'sending' }).where(eq(nupostNotices.id, notice.id));
    const twice = await call('POST', `/api/nupost/notices/${notice.id}/send`, biz, {});
    expect([twice.statusCode, messageOf(twice)]).toEqual([409, 'nupost.notices.already_sent']);
    const edit = await call('PUT', `/api/nupost/notices/${notice.id}`, biz, draft());
    expect([edit.statusCode, messageOf(edit)]).toEqual([409, 'nupost.notices.not_editable']);
    const cancel = await call('POST', `/api/nupost/notices/${notice.id}/cancel`, biz);
    expect([cancel.statusCode, messageOf(cancel)]).toEqual([409, 'nupost.notices.not_cancellable']);
    const del = await call('DELETE', `/api/nupost/notices/${notice.id}`, biz);
    expect([del.statusCode, messageOf(del)]).toEqual([409, 'nupost.notices.not_deletable']);
  });

  it('schedules at a chosen time, refuses the past, beyond a year and a bad date, and cancels', async () => {
    const notice = await create();
    const url = `/api/nupost/notices/${notice.id}/send`;
    for (const [sendAt, key] of [
      [new Date(Date.now() - 3600_000).toISOString(), 'nupost.notices.send_at_past'],
      [new Date(Date.now() + 400 * 86400_000).toISOString(), 'nupost.notices.send_at_too_far'],
      ['next tuesday', 'nupost.notices.send_at_not_valid'],
    ]) {
      const res = await call('POST', url, biz, { send_at: sendAt });
      expect([res.statusCode, messageOf(res)]).toEqual([400, key]);
    }
    const at = new Date(Date.now() + 2 * 3600_000);
    const res = await call('POST', url, biz, { send_at: at.toISOString() });
    expect(res.json<{ data: unknown }>().data).toMatchObject({
      status: 'scheduled',
      scheduled_at: at.toISOString(),
    });
    const cancelled = await call('POST', `/api/nupost/notices/${notice.id}/cancel`, biz);
    expect(cancelled.json<{ data: unknown }>().data).toMatchObject({ status: 'cancelled' });
    const del = await call('DELETE', `/api/nupost/notices/${notice.id}`, biz);
    expect(del.statusCode).toBe(200);
    expect(await app.db.select().from(nupostNotices).where(eq(nupostNotices.id, notice.id))).toEqual([]);
  });
});

describe("the plan's limits, checked before anything goes out", () => {
  it("refuses a notice beyond the period's notices, counting scheduled and sent ones", async () => {
    const shop = await businessAuth(app, { plan: 'nupost-100', name: 'Limit Shop' });
    const [plan] = await app.db.select().from(businessPlans).where(eq(businessPlans.code, 'nupost-100'));
    expect(plan!.noticeLimit).toBe(30);
    await app.db.update(businessPlans).set({ noticeLimit: 2 }).where(eq(businessPlans.code, 'nupost-100'));
    try {
      const a = await create(shop);
      const b = await create(shop);
      const c = await create(shop);
      expect((await call('POST', `/api/nupost/notices/${a.id}/send`, shop, {})).statusCode).toBe(200);
      expect((await call('POST', `/api/nupost/notices/${b.id}/send`, shop, {})).statusCode).toBe(200);
      const third = await call('POST', `/api/nupost/notices/${c.id}/send`, shop, {});
      expect([third.statusCode, messageOf(third)]).toEqual([403, 'nupost.notices.notice_limit_reached']);
      expect((await app.db.select().from(nupostNotices).where(eq(nupostNotices.id, c.id)))[0]!.status).toBe(
        'draft',
      );
      // moving a scheduled notice's time does not count it twice
      const later = new Date(Date.now() + 3600_000);
      if (periodOf('monthly', later).start.getTime() === periodOf('monthly', new Date()).start.getTime()) {
        const moved = await call('POST', `/api/nupost/notices/${b.id}/send`, shop, {
          send_at: later.toISOString(),
        });
        expect(moved.statusCode).toBe(200);
      }
      // the next period has room again
      const nextMonth = periodOf('monthly', new Date()).end;
      const next = await call('POST', `/api/nupost/notices/${c.id}/send`, shop, {
        send_at: new Date(nextMonth.getTime() + 3600_000).toISOString(),
      });
      expect(next.statusCode, next.body).toBe(200);
      const list = (await call('GET', '/api/nupost/notices', shop)).json<{ data: NupostNoticesData }>().data;
      expect(list.limits).toMatchObject({
        notice_limit: 2,
        notices_this_period: 2,
        member_limit: 100,
        members: 0,
        plan_name: 'Community',
        business_name: 'Limit Shop',
      });
    } finally {
      await app.db.update(businessPlans).set({ noticeLimit: 30 }).where(eq(businessPlans.code, 'nupost-100'));
    }
  });

  it('refuses a send when the business has more members than its plan allows', async () => {
    const shop = await businessAuth(app, { plan: 'nupost-50', name: 'Crowded Shop' });
    await addFollowers(app, shop.userId, 2);
    await app.db.update(businessPlans).set({ memberLimit: 1 }).where(eq(businessPlans.code, 'nupost-50'));
    try {
      const n = await create(shop);
      const res = await call('POST', `/api/nupost/notices/${n.id}/send`, shop, {});
      expect([res.statusCode, messageOf(res)]).toEqual([403, 'nupost.notices.member_limit_reached']);
    } finally {
      await app.db.update(businessPlans).set({ memberLimit: 50 }).where(eq(businessPlans.code, 'nupost-50'));
    }
  });
});

describe('the history', () => {
  it('lists notices newest first with figures, counting members who stopped following since a send', async () => {
    const shop = await businessAuth(app, { name: 'History Shop' });
    const first = await create(shop, { title: 'First' });
    const second = await create(shop, { title: 'Second' });
    await addFollowers(app, shop.userId, 3);
    const sentAt = new Date(Date.now() - 3600_000);
    await app.db
      .update(nupostNotices)
      .set({ status: 'sent', scheduledAt: sentAt, sentAt })
      .where(eq(nupostNotices.id, first.id));
    // one member stopped following after the send
    const [follow] = await app.db
      .select()
      .from(nupostFollows)
      .where(eq(nupostFollows.businessUserId, shop.userId));
    await app.db
      .update(nupostFollows)
      .set({ createdAt: new Date(Date.now() - 7200_000), endedAt: new Date() })
      .where(and(eq(nupostFollows.id, follow!.id)));
    // what the delivery job recorded for the first notice
    const members = (
      await app.db.select().from(nupostFollows).where(eq(nupostFollows.businessUserId, shop.userId))
    ).map((f) => f.memberUserId);
    const [m1, m2, m3] = members as [number, number, number];
    const at = new Date();
    await app.db.insert(nupostDeliveries).values([
      { noticeId: first.id, memberUserId: m1, channel: 'app', status: 'sent', readAt: at },
      { noticeId: first.id, memberUserId: m2, channel: 'app', status: 'sent' },
      { noticeId: first.id, memberUserId: m3, channel: 'app', status: 'sent' },
      { noticeId: first.id, memberUserId: m1, channel: 'push', status: 'sent' },
      { noticeId: first.id, memberUserId: m2, channel: 'push', status: 'failed' },
      { noticeId: first.id, memberUserId: m3, channel: 'email', status: 'sent' },
    ]);
    const data = (await call('GET', '/api/nupost/notices', shop)).json<{ data: NupostNoticesData }>().data;
    expect(data.notices.map((n) => n.title)).toEqual(['Second', 'First']);
    expect(data.notices[1]!.figures).toEqual({
      recipients: 3,
      push_sent: 2,
      push_delivered: 1,
      push_failed: 1,
      emails_sent: 1,
      read_in_app: 1,
      unsubscribed_since: 1,
    });
    expect(data.notices[0]!.figures.unsubscribed_since).toBe(0);
    expect(data).toMatchObject({ count: 2, pageNumber: 1, hasMore: false });
    expect(data.limits.members).toBe(2);
    expect(second.figures).toEqual({
      recipients: 0,
      push_sent: 0,
      push_delivered: 0,
      push_failed: 0,
      emails_sent: 0,
      read_in_app: 0,
      unsubscribed_since: 0,
    });
  });
});
