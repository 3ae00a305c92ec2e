import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NupostNoticeDetail, NupostNoticesData } from '@harbour/shared';
import {
  startLibreTranslateStandIn,
  type TranslationStandIn,
} from '../../providers/translation/test-stand-ins.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { translatePending } from '../translations/translation-worker.js';
import { businessAuth, type Auth } from './notices-test-helpers.js';

/** What the business page is told about the machine translation of its notices (no "in progress" for ever). */
let libre: TranslationStandIn;
let withProvider: FastifyInstance;
let withoutProvider: FastifyInstance;

beforeAll(async () => {
  // a stock LibreTranslate: every language of Harbour but Somali
  libre = await startLibreTranslateStandIn();
  withProvider = await buildTestApp({ LIBRETRANSLATE_URL: libre.url, RATE_LIMIT_MAX: '100000' });
  withoutProvider = await buildTestApp({ RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => {
  await withProvider.close();
  await withoutProvider.close();
  await libre.close();
});

const get = async <T>(app: FastifyInstance, auth: Auth, url: string): Promise<T> => {
  const res = await app.inject({ method: 'GET', url, headers: { authorization: auth.authorization } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: T }>().data;
};
async function create(app: FastifyInstance, auth: Auth): Promise<NupostNoticeDetail> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/nupost/notices',
    headers: { authorization: auth.authorization },
    payload: { title: 'Open day', body: 'Come and see the new oven.', lang: 'en' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: NupostNoticeDetail }>().data;
}

describe('translation state of a notice', () => {
  it('without a provider: unavailable, never in progress, and the history says so', async () => {
    const biz = await businessAuth(withoutProvider);
    const notice = await create(withoutProvider, biz);
    expect(notice.translation_state).toBe('unavailable');
    expect(notice.texts.map((t) => t.lang)).toEqual(['en']);
    await translatePending({ db: withoutProvider.db, router: withoutProvider.translation });
    const again = await get<NupostNoticeDetail>(withoutProvider, biz, `/api/nupost/notices/${notice.id}`);
    expect(again.translation_state).toBe('unavailable');
    const list = await get<NupostNoticesData>(withoutProvider, biz, '/api/nupost/notices');
    expect(list.machine_translation).toBe(false);
  });

  it('with one: in progress, retrying after a failure, then incomplete for a language no provider has', async () => {
    const biz = await businessAuth(withProvider);
    const list = await get<NupostNoticesData>(withProvider, biz, '/api/nupost/notices');
    expect(list.machine_translation).toBe(true);
    const notice = await create(withProvider, biz);
    expect(notice.translation_state).toBe('in_progress');
    const url = `/api/nupost/notices/${notice.id}`;
    const worker = () => translatePending({ db: withProvider.db, router: withProvider.translation });

    libre.script({ status: 503, json: { error: 'busy' } });
    expect((await worker()).failed).toBe(1);
    expect((await get<NupostNoticeDetail>(withProvider, biz, url)).translation_state).toBe('retrying');

    await withProvider.db.execute(sql`update translation_queue set not_before = now()`);
    while ((await worker()).translated > 0);
    const done = await get<NupostNoticeDetail>(withProvider, biz, url);
    expect(done.texts).toHaveLength(12);
    expect(done.texts.some((t) => t.lang === 'so')).toBe(false);
    expect(done.translation_state).toBe('incomplete');

    // the business writes the Somali text itself: every language has one
    const so = await withProvider.inject({
      method: 'PUT',
      url: `${url}/texts/so`,
      headers: { authorization: biz.authorization },
      payload: { title: 'Maalin furan', body: 'Kaalay oo arag foornada cusub.' },
    });
    expect(so.json<{ data: NupostNoticeDetail }>().data.translation_state).toBe('complete');
  });
});
