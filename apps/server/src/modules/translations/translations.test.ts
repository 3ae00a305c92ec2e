import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '@harbour/i18n';
import type { ListingTranslationsData } from '@harbour/shared';
import { jobs, textTranslations, translationQueue } from '../../db/schema/index.js';
import {
  startDeepLStandIn,
  startLibreTranslateStandIn,
  type TranslationStandIn,
} from '../../providers/translation/test-stand-ins.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { adminAuth, userAuth } from '../../test/sessions.js';
import { answer, dayFromToday, issueKey, places } from '../listing-events/test-helpers.js';
import { currentText, findTranslations, upsertTranslations } from '../../db/text-translations.js';
import { retryDelayMs, translatePending } from './translation-worker.js';
import { TranslationProviderError } from '../../providers/translation/index.js';

type Auth = { userId: number; authorization: string };

/** A test app, its users and places, and helpers to post jobs and run the worker as a process would. */
async function setup(env: Record<string, string>) {
  const app = await buildTestApp(env);
  const admin = await adminAuth(app);
  const owner = await userAuth(app);
  const other = await userAuth(app);
  const at = await places(app);
  let changed = 0;
  const worker = () =>
    translatePending({
      db: app.db,
      router: app.translation,
      listingsChanged: async () => {
        changed++;
      },
    });
  async function postJob(fields: Record<string, unknown>, auth: Auth = owner, id?: number) {
    const payload = {
      job_title: 'Dental assistant',
      company_name: 'Harbour Dental',
      state_id: at.pei,
      city_id: at.charlottetown,
      education_qualification: 'Dental assisting diploma',
      skill_required: 'Chairside assisting and patient care',
      how_to_apply: 'Send your resume to jobs@example.org',
      job_description: 'Help our dentists care for families in a friendly clinic.',
      employment_type: 1,
      start_date_of_job: dayFromToday(7),
      ...fields,
      ...(id ? { id } : { invitation_key: await issueKey(app, admin, 'job') }),
    };
    const res = await app.inject({
      method: 'POST',
      url: id ? '/api/editJob' : '/api/createJob',
      headers: auth,
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return id ?? res.json<{ data: { id: number } }>().data.id;
  }
  return { app, owner, other, at, worker, postJob, changes: () => changed };
}

const queueRow = async (app: FastifyInstance, id: number) =>
  (
    await app.db
      .select()
      .from(translationQueue)
      .where(and(eq(translationQueue.entity, 'job'), eq(translationQueue.entityId, id)))
  )[0];

const storedLangs = async (app: FastifyInstance, id: number, field: string) =>
  (
    await app.db
      .select({ lang: textTranslations.lang })
      .from(textTranslations)
      .where(
        and(
          eq(textTranslations.entity, 'job'),
          eq(textTranslations.entityId, id),
          eq(textTranslations.field, field),
        ),
      )
  )
    .map((r) => r.lang)
    .sort();

async function ownerView(app: FastifyInstance, auth: { authorization: string }, id: number, kind = 'job') {
  return app.inject({ method: 'GET', url: `/api/listingTranslations?kind=${kind}&id=${id}`, headers: auth });
}

describe('machine translation of listings, DeepL and LibreTranslate', () => {
  let t: Awaited<ReturnType<typeof setup>>;
  let deepl: TranslationStandIn;
  let libre: TranslationStandIn;
  let jobId: number;
  const others = LANGUAGE_TAGS.filter((l) => l !== 'en');

  beforeAll(async () => {
    deepl = await startDeepLStandIn({ apiKey: 'test:fx' });
    // this LibreTranslate has Somali, Persian, Hindi and Tagalog, which DeepL lacks
    libre = await startLibreTranslateStandIn({ languages: [...LANGUAGE_TAGS] });
    t = await setup({ DEEPL_API_KEY: 'test:fx', DEEPL_API_URL: deepl.url, LIBRETRANSLATE_URL: libre.url });
    jobId = await t.postJob({});
  });
  afterAll(async () => {
    await t.app.close();
    await deepl.close();
    await libre.close();
  });

  it('queues a job when it is registered and translates it into the 12 other languages, each language once', async () => {
    expect(await queueRow(t.app, jobId)).toMatchObject({ attempts: 0 });
    expect(await t.worker()).toEqual({ translated: 1, failed: 0 });
    expect(await queueRow(t.app, jobId)).toBeUndefined();
    expect(t.changes()).toBe(1);
    expect(await storedLangs(t.app, jobId, 'jobTitle')).toEqual([...others].sort());
    for (const lang of others) {
      for (const text of ['Dental assistant', 'Help our dentists care for families in a friendly clinic.']) {
        const deeplTarget = lang === 'pt' ? 'pt-br' : lang === 'zh' ? 'zh-hans' : lang;
        expect(deepl.pairCount(text, deeplTarget) + libre.pairCount(text, lang), `${text} → ${lang}`).toBe(1);
      }
    }
    // Somali and the languages DeepL lacks went to LibreTranslate, the others to DeepL
    expect(libre.calls.map((c) => c.target).sort()).toEqual(['fa', 'hi', 'so', 'tl']);
    expect(deepl.calls).toHaveLength(8);
    const ar = await findTranslations(t.app.db, 'job', [jobId], 'ar');
    expect(ar.get(jobId)?.get('jobTitle')).toMatchObject({
      text: 'ar: Dental assistant',
      origin: 'machine',
      reviewed: false,
    });
    const so = await findTranslations(t.app.db, 'job', [jobId], 'so');
    expect(so.get(jobId)?.get('jobTitle')?.text).toBe('so: Dental assistant');
  });

  it('an edited text is stale until translated again; unchanged texts cost no provider call', async () => {
    const before = [deepl.calls.length, libre.calls.length];
    await t.postJob({ job_title: 'Senior dental assistant' }, t.owner, jobId);
    expect(await queueRow(t.app, jobId)).toBeDefined();
    const view = answer(await ownerView(t.app, t.owner, jobId));
    const stale = view.data as ListingTranslationsData;
    expect(stale.pending).toBe(true);
    expect(stale.translations.fr?.jobTitle).toMatchObject({ stale: true, origin: 'machine' });
    expect(stale.translations.fr?.jobDescription).toMatchObject({ stale: false });
    const fr = (await findTranslations(t.app.db, 'job', [jobId], 'fr')).get(jobId);
    expect(currentText('Senior dental assistant', fr?.get('jobTitle'))).toBeUndefined();

    await t.worker();
    const calls = [...deepl.calls.slice(before[0]), ...libre.calls.slice(before[1])];
    expect(calls).toHaveLength(12);
    expect(calls.every((c) => c.texts.length === 1 && c.texts[0] === 'Senior dental assistant')).toBe(true);
    const fresh = (await findTranslations(t.app.db, 'job', [jobId], 'fr')).get(jobId);
    expect(currentText('Senior dental assistant', fresh?.get('jobTitle'))?.text).toBe(
      'fr: Senior dental assistant',
    );
  });

  it('a text already translated for another listing is taken from the cache', async () => {
    const before = deepl.calls.length + libre.calls.length;
    const twin = await t.postJob({ job_title: 'Senior dental assistant' });
    await t.worker();
    expect(deepl.calls.length + libre.calls.length).toBe(before);
    expect(await storedLangs(t.app, twin, 'jobDescription')).toHaveLength(12);
  });

  it('an owner text replaces the machine one and stays when the machine runs again', async () => {
    const put = (fields: Record<string, string>, auth: { authorization: string } = t.owner, lang = 'fr') =>
      t.app.inject({
        method: 'PUT',
        url: '/api/listingTranslation',
        headers: auth,
        payload: { kind: 'job', id: jobId, lang, fields },
      });
    const saved = answer(await put({ jobTitle: 'Assistant(e) dentaire principal(e)' }));
    expect(saved).toMatchObject({ code: 200, status: 1, message: 'translation.saved' });
    expect((saved.data as ListingTranslationsData).translations.fr?.jobTitle).toEqual({
      text: 'Assistant(e) dentaire principal(e)',
      origin: 'owner',
      reviewed: true,
      stale: false,
    });
    // the owner changes the listing: the machine redoes the rest, never the owner's text
    await t.postJob({ job_title: 'Lead dental assistant' }, t.owner, jobId);
    await t.worker();
    const fr = (await findTranslations(t.app.db, 'job', [jobId], 'fr')).get(jobId);
    expect(fr?.get('jobTitle')).toMatchObject({
      text: 'Assistant(e) dentaire principal(e)',
      origin: 'owner',
    });
    expect((await findTranslations(t.app.db, 'job', [jobId], 'es')).get(jobId)?.get('jobTitle')?.text).toBe(
      'es: Lead dental assistant',
    );

    expect(answer(await put({ jobTitle: 'x' }, t.owner, 'en'))).toMatchObject({
      code: 400,
      message: 'translation.same_language',
    });
    expect(answer(await put({ companyName: 'x' }))).toMatchObject({ code: 400, message: 'invalid_input' });
    expect(answer(await put({ jobTitle: 'x'.repeat(10_001) }))).toMatchObject({
      code: 400,
      message: 'field_too_long',
    });

    // an empty text gives the field back to the machine
    await put({ jobTitle: '' });
    await t.worker();
    expect(
      (await findTranslations(t.app.db, 'job', [jobId], 'fr')).get(jobId)?.get('jobTitle'),
    ).toMatchObject({
      text: 'fr: Lead dental assistant',
      origin: 'machine',
    });
  });

  it("a machine text never replaces the site's current text; a site text made from an older original it does", async () => {
    const row = (text: string, origin: 'site' | 'machine', original: string) => ({
      entity: 'event',
      entityId: 900_001,
      field: 'title',
      lang: 'fr',
      text,
      origin,
      original,
    });
    const stored = async () =>
      (await findTranslations(t.app.db, 'event', [900_001], 'fr')).get(900_001)?.get('title')?.text;
    await upsertTranslations(t.app.db, [row('Pique-nique de bienvenue', 'site', 'Welcome picnic')]);
    await upsertTranslations(t.app.db, [row('Pique-nique d’accueil', 'machine', 'Welcome picnic')]);
    expect(await stored()).toBe('Pique-nique de bienvenue');
    // the English title changed: the site's French no longer matches it, the machine's may replace it
    await upsertTranslations(t.app.db, [row('Grand pique-nique', 'machine', 'Big welcome picnic')]);
    expect(await stored()).toBe('Grand pique-nique');
  });

  it("another user's token answers like a missing listing, and no token is 401", async () => {
    const foreign = answer(await ownerView(t.app, t.other, jobId));
    const missing = answer(await ownerView(t.app, t.other, 999_999));
    expect(foreign).toEqual(missing);
    expect(foreign).toMatchObject({ code: 404, status: 0, message: 'listing.not_found' });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/listingTranslation',
      headers: t.other,
      payload: { kind: 'job', id: jobId, lang: 'fr', fields: { jobTitle: 'Volé' } },
    });
    expect(answer(put)).toEqual(missing);
    expect(
      (await findTranslations(t.app.db, 'job', [jobId], 'fr')).get(jobId)?.get('jobTitle')?.text,
    ).not.toBe('Volé');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/listingTranslations?kind=job&id=${jobId}` }))
        .statusCode,
    ).toBe(401);
    expect(answer(await ownerView(t.app, t.owner, jobId, 'boat')).message).toBe('invalid_input');
  });

  it('corrects the language of a listing written in French and translates it into English', async () => {
    const before = deepl.calls.length;
    const id = await t.postJob({
      job_title: 'Aide dentaire',
      job_description: 'Nous cherchons une personne pour aider les dentistes de la clinique.',
      skill_required: 'Soins aux patients et accueil',
      education_qualification: 'Diplôme en assistance dentaire',
      how_to_apply: 'Envoyez votre CV à emplois@example.org',
    });
    await t.worker();
    const [row] = await t.app.db.select({ lang: jobs.originalLang }).from(jobs).where(eq(jobs.id, id));
    expect(row?.lang).toBe('fr');
    const langs = await storedLangs(t.app, id, 'jobDescription');
    expect(langs).toContain('en');
    expect(langs).not.toContain('fr');
    expect(langs).toHaveLength(12);
    const [en] = await t.app.db
      .select({ text: textTranslations.text })
      .from(textTranslations)
      .where(
        and(
          eq(textTranslations.entity, 'job'),
          eq(textTranslations.entityId, id),
          eq(textTranslations.field, 'jobTitle'),
          eq(textTranslations.lang, 'en'),
        ),
      );
    expect(en?.text).toBe('en-us: Aide dentaire');
    // the first call detected French; every later one says so
    const mine = deepl.calls.slice(before);
    expect(mine[0]?.source).toBe('auto');
    expect(mine.slice(1).every((c) => c.source === 'fr')).toBe(true);
  });

  it('two workers at once translate each listing once', async () => {
    const ids = [
      await t.postJob({ job_title: 'Hygienist one', job_description: 'Cleaning teeth, first clinic.' }),
      await t.postJob({ job_title: 'Hygienist two', job_description: 'Cleaning teeth, second clinic.' }),
      await t.postJob({ job_title: 'Hygienist three', job_description: 'Cleaning teeth, third clinic.' }),
    ];
    const [a, b] = await Promise.all([t.worker(), t.worker()]);
    expect(a.translated + b.translated).toBe(3);
    for (const title of ['Hygienist one', 'Hygienist two', 'Hygienist three']) {
      const count = [...deepl.calls, ...libre.calls].filter((c) => c.texts.includes(title)).length;
      expect(count, title).toBe(12);
    }
    for (const id of ids) expect(await queueRow(t.app, id)).toBeUndefined();
  });
});

describe('provider trouble', () => {
  let t: Awaited<ReturnType<typeof setup>>;
  let libre: TranslationStandIn;

  beforeAll(async () => {
    libre = await startLibreTranslateStandIn();
    t = await setup({ LIBRETRANSLATE_URL: libre.url });
  });
  afterAll(async () => {
    await t.app.close();
    await libre.close();
  });

  it('a 429 keeps the item waiting as long as the provider asks, and ends the pass', async () => {
    const first = await t.postJob({ job_title: 'Receptionist' });
    const second = await t.postJob({ job_title: 'Office manager' });
    libre.script({
      status: 429,
      json: { error: 'Slowdown: 1 per 1 second' },
      headers: { 'retry-after': '120' },
    });
    expect(await t.worker()).toEqual({ translated: 0, failed: 1 });
    const waiting = [await queueRow(t.app, first), await queueRow(t.app, second)];
    const failedRow = waiting.find((r) => r?.attempts === 1);
    expect(failedRow).toBeDefined();
    const waitMs = failedRow!.notBefore.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(110_000);
    expect(waitMs).toBeLessThan(130_000);
    // the other one was not tried in that pass
    expect(waiting.find((r) => r !== failedRow)).toMatchObject({ attempts: 0 });
    expect(await t.worker()).toEqual({ translated: 1, failed: 0 });
  });

  it('a provider down: the item waits, nothing errors, and the listing still reads in its original', async () => {
    const id = await t.postJob({ job_title: 'Sterilisation technician' });
    libre.script('hang');
    await libre.close();
    expect(await t.worker()).toEqual({ translated: 0, failed: 1 });
    expect(await queueRow(t.app, id)).toMatchObject({ attempts: 1 });
    const dir = await t.app.inject({
      method: 'GET',
      url: `/api/web/directory/job?cityId=${t.at.charlottetown}`,
      headers: { language: 'ar' },
    });
    expect(dir.statusCode).toBe(200);
    expect(dir.body).toContain('Sterilisation technician');
    expect(answer(await ownerView(t.app, t.owner, id))).toMatchObject({ code: 200, data: { pending: true } });
  });
});

describe('no provider configured', () => {
  let t: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    t = await setup({});
  });
  afterAll(() => t.app.close());

  it('queues listings, translates nothing and never errors', async () => {
    const id = await t.postJob({});
    expect(t.app.translation.configured).toBe(false);
    expect(await t.worker()).toEqual({ translated: 0, failed: 0 });
    expect(await queueRow(t.app, id)).toMatchObject({ attempts: 0 });
    expect(await storedLangs(t.app, id, 'jobTitle')).toEqual([]);
    const view = answer(await ownerView(t.app, t.owner, id));
    // the item stays queued for a provider, but the owner is told nothing is being translated
    expect(view).toMatchObject({
      code: 200,
      data: { original_lang: 'en', translations: {}, pending: false, machine_available: false },
    });
  });
});

describe('retryDelayMs', () => {
  it('waits what the provider asked, an hour for a spent quota, else 30 s doubling up to 6 h', () => {
    const err = (failure: 'rate_limited' | 'quota' | 'unavailable', after: number | null = null) =>
      new TranslationProviderError('p', failure, 'x', after);
    expect(retryDelayMs(err('rate_limited', 120_000), 0)).toBe(120_000);
    expect(retryDelayMs(err('quota'), 0)).toBe(3_600_000);
    expect(retryDelayMs(err('unavailable'), 0)).toBe(30_000);
    expect(retryDelayMs(err('unavailable'), 3)).toBe(240_000);
    expect(retryDelayMs(new Error('db'), 40)).toBe(6 * 3_600_000);
  });
});
