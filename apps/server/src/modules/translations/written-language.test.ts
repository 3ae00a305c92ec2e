import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '@harbour/i18n';
import type { ListingTranslationsData } from '@harbour/shared';
import { businesses, events, jobs, textTranslations, volunteerOrganizations } from '../../db/schema/index.js';
import {
  startLibreTranslateStandIn,
  type TranslationStandIn,
} from '../../providers/translation/test-stand-ins.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { adminAuth, userAuth } from '../../test/sessions.js';
import { businessForm, registerBusiness, updateBusiness } from '../listing-business/test-helpers.js';
import {
  answer,
  dayFromToday,
  issueKey,
  lookupIds,
  places,
  postForm,
  type Places,
} from '../listing-events/test-helpers.js';
import { packageId } from '../payments/test-helpers.js';
import { translatePending } from './translation-worker.js';

type Auth = { userId: number; authorization: string };

let app: FastifyInstance;
let libre: TranslationStandIn;
let admin: { authorization: string };
let owner: Auth;
let at: Places;
let ids: Awaited<ReturnType<typeof lookupIds>>;

beforeAll(async () => {
  // a provider that cannot tell which language a text is in: only the owner's word says it
  libre = await startLibreTranslateStandIn({ languages: [...LANGUAGE_TAGS], detect: () => 'und' });
  app = await buildTestApp({ LIBRETRANSLATE_URL: libre.url });
  admin = await adminAuth(app);
  owner = await userAuth(app);
  at = await places(app);
  ids = await lookupIds(app);
});
afterAll(async () => {
  await app.close();
  await libre.close();
});

const worker = () => translatePending({ db: app.db, router: app.translation });
const withLanguage = (language?: string) => ({ ...owner, ...(language ? { language } : {}) });

async function postJob(fields: Record<string, unknown>, language?: string, id?: number) {
  const res = await app.inject({
    method: 'POST',
    url: id ? '/api/editJob' : '/api/createJob',
    headers: withLanguage(language),
    payload: {
      job_title: 'Dental assistant',
      company_name: 'Harbour Dental',
      state_id: at.pei,
      city_id: at.charlottetown,
      job_description: 'Help our dentists care for families in a friendly clinic.',
      employment_type: 1,
      start_date_of_job: dayFromToday(7),
      ...fields,
      ...(id ? { id } : { invitation_key: await issueKey(app, admin, 'job') }),
    },
  });
  return { res, id: id ?? res.json<{ data: { id: number } }>().data?.id };
}

const eventData = async (fields: Record<string, unknown> = {}) => ({
  title: 'Welcome picnic',
  province: at.pei,
  address: '1 Park Roadway, Charlottetown',
  city_id: [at.charlottetown],
  category: [ids.eventCategories[0]],
  age_group: [ids.ageGroups[0]!.id],
  eventDetails: 'Food and games for everyone.',
  eventDate: dayFromToday(3),
  start_time: '11:00',
  eventEndDate: dayFromToday(3),
  end_time: '14:30',
  package_id: await packageId(app, 'event-1w'),
  ...fields,
});

const volunteerData = (fields: Record<string, unknown> = {}) => ({
  org_name_en: 'Island Food Bank',
  search_by_location: [at.charlottetown],
  org_description_en: 'We share food with families.',
  looking_for_volunteer_en: 0,
  ...fields,
});

const createdId = (res: { statusCode: number; body: string; json<T>(): T }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: number } }>().data.id;
};

async function storedLang(table: typeof jobs | typeof events | typeof businesses, id: number) {
  const [row] = await app.db.select({ lang: table.originalLang }).from(table).where(eq(table.id, id));
  return row?.lang;
}
async function volunteerLang(id: number) {
  const [row] = await app.db
    .select({ lang: volunteerOrganizations.originalLang })
    .from(volunteerOrganizations)
    .where(eq(volunteerOrganizations.id, id));
  return row?.lang;
}

async function ownerView(id: number): Promise<ListingTranslationsData> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/listingTranslations?kind=job&id=${id}`,
    headers: owner,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ListingTranslationsData }>().data;
}

const jobTextsIn = async (id: number) =>
  app.db
    .select({ lang: textTranslations.lang, origin: textTranslations.origin, text: textTranslations.text })
    .from(textTranslations)
    .where(
      and(
        eq(textTranslations.entity, 'job'),
        eq(textTranslations.entityId, id),
        eq(textTranslations.field, 'jobTitle'),
      ),
    );

describe('registering: the language the texts are written in', () => {
  it('is the form’s original_lang, else the caller’s interface language, else English', async () => {
    expect(await storedLang(jobs, (await postJob({}, 'ar')).id)).toBe('ar');
    expect(await storedLang(jobs, (await postJob({ original_lang: 'fr' }, 'ar')).id)).toBe('fr');
    expect(await storedLang(jobs, (await postJob({})).id)).toBe('en');

    const freeBusiness = await packageId(app, 'business-12m-nonprofit');
    const business = async (fields: Record<string, unknown>, language?: string) =>
      createdId(
        await registerBusiness(
          app,
          owner.authorization,
          await businessForm(app, { package_id: freeBusiness, ...fields }),
          [],
          { json: true, language },
        ),
      );
    expect(await storedLang(businesses, await business({}, 'fa'))).toBe('fa');
    expect(await storedLang(businesses, await business({ original_lang: 'so' }, 'fa'))).toBe('so');

    const event = async (fields: Record<string, unknown>, language?: string) =>
      createdId(
        await postForm(app, '/api/generateEventMeeting', withLanguage(language), await eventData(fields)),
      );
    expect(await storedLang(events, await event({}, 'zh'))).toBe('zh');
    expect(await storedLang(events, await event({ original_lang: 'uk' }, 'zh'))).toBe('uk');

    const volunteer = async (fields: Record<string, unknown>, language?: string) =>
      createdId(
        await postForm(
          app,
          '/api/createVolunteerOrganization',
          withLanguage(language),
          volunteerData(fields),
        ),
      );
    expect(await volunteerLang(await volunteer({}, 'tl'))).toBe('tl');
    expect(await volunteerLang(await volunteer({ original_lang: 'vi' }, 'tl'))).toBe('vi');
  });

  it('refuses a language that is not one of the 13', async () => {
    const { res } = await postJob({ original_lang: 'de' });
    expect(answer(res)).toMatchObject({ code: 400, status: 0, message: 'invalid_input' });
  });

  it('is in the owner’s lists, so the edit form starts from it', async () => {
    const { id } = await postJob({ original_lang: 'ru' });
    const res = await app.inject({ method: 'GET', url: '/api/userJobList?offset=100', headers: owner });
    const list = res.json<{ data: { jobList: { id: number; original_lang: string }[] } }>().data.jobList;
    expect(list.find((j) => j.id === id)?.original_lang).toBe('ru');
  });
});

describe('editing: a new language redoes the translations from it', () => {
  it('drops the machine texts made from the old language, keeps the owner’s, and translates again', async () => {
    // written in Arabic in an English interface: taken as English, and the provider cannot tell
    const title = 'مساعد طبيب أسنان';
    const { id } = await postJob({ job_title: title }, 'en');
    await worker();
    expect((await jobTextsIn(id)).map((r) => r.lang).sort()).toEqual(
      LANGUAGE_TAGS.filter((l) => l !== 'en').sort(),
    );
    const put = await app.inject({
      method: 'PUT',
      url: '/api/listingTranslation',
      headers: owner,
      payload: { kind: 'job', id, lang: 'es', fields: { jobTitle: 'Asistente dental' } },
    });
    expect(put.statusCode, put.body).toBe(200);

    const { res } = await postJob({ job_title: title, original_lang: 'ar' }, 'en', id);
    expect(answer(res)).toMatchObject({ code: 200, status: 1, message: 'listing.updated' });
    expect(await storedLang(jobs, id)).toBe('ar');
    const waiting = await ownerView(id);
    expect(waiting).toMatchObject({ original_lang: 'ar', pending: true });
    // only the owner's own text is left until the machine has translated from Arabic
    expect(waiting.translations).toEqual({
      es: { jobTitle: { text: 'Asistente dental', origin: 'owner', reviewed: true, stale: false } },
    });

    const before = libre.calls.length;
    expect(await worker()).toEqual({ translated: 1, failed: 0 });
    const redone = libre.calls.slice(before);
    expect(redone.length).toBeGreaterThan(0);
    // after the first call (which asks for detection) every call says Arabic
    expect(redone.slice(1).every((c) => c.source === 'ar')).toBe(true);
    const texts = await jobTextsIn(id);
    expect(texts.map((r) => r.lang).sort()).toEqual(LANGUAGE_TAGS.filter((l) => l !== 'ar').sort());
    expect(texts.find((r) => r.lang === 'en')).toMatchObject({ origin: 'machine', text: `en: ${title}` });
    expect(texts.find((r) => r.lang === 'es')).toMatchObject({ origin: 'owner', text: 'Asistente dental' });
    expect(await storedLang(jobs, id)).toBe('ar');
  });

  it('an edit without original_lang, or with the same one, keeps the language and the translations', async () => {
    const { id } = await postJob({ original_lang: 'fr', job_title: 'Assistant dentaire' });
    await worker();
    const translated = (await jobTextsIn(id)).length;
    expect(translated).toBe(12);

    await postJob({ job_title: 'Assistant dentaire' }, 'ar', id);
    expect(await storedLang(jobs, id)).toBe('fr');
    await postJob({ job_title: 'Assistant dentaire', original_lang: 'fr' }, 'ar', id);
    expect(await storedLang(jobs, id)).toBe('fr');
    expect(await jobTextsIn(id)).toHaveLength(translated);
    // queued as after any edit, but the cache knows every text: no provider call
    const before = libre.calls.length;
    await worker();
    expect(libre.calls.length).toBe(before);
  });

  it('business, event and volunteer edits change it too, dropping their machine texts', async () => {
    const machineTexts = async (entity: string, entityId: number) =>
      (
        await app.db
          .select({ lang: textTranslations.lang })
          .from(textTranslations)
          .where(
            and(
              eq(textTranslations.entity, entity),
              eq(textTranslations.entityId, entityId),
              eq(textTranslations.origin, 'machine'),
            ),
          )
      ).length;

    const form = await businessForm(app, { package_id: await packageId(app, 'business-12m-nonprofit') });
    const businessId = createdId(await registerBusiness(app, owner.authorization, form, [], { json: true }));
    await worker();
    expect(await machineTexts('service', businessId)).toBeGreaterThan(0);
    const edited = await updateBusiness(app, owner.authorization, {
      ...form,
      business_id: businessId,
      original_lang: 'pt',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await storedLang(businesses, businessId)).toBe('pt');
    expect(await machineTexts('service', businessId)).toBe(0);

    const eventForm = await eventData();
    const eventId = createdId(await postForm(app, '/api/generateEventMeeting', owner, eventForm));
    await worker();
    expect(await machineTexts('event', eventId)).toBeGreaterThan(0);
    const eventEdit = await postForm(app, '/api/editEventMeeting', owner, {
      ...eventForm,
      event_meeting_id: eventId,
      original_lang: 'hi',
    });
    expect(eventEdit.statusCode, eventEdit.body).toBe(200);
    expect(await storedLang(events, eventId)).toBe('hi');
    expect(await machineTexts('event', eventId)).toBe(0);

    const orgId = createdId(await postForm(app, '/api/createVolunteerOrganization', owner, volunteerData()));
    await worker();
    expect(await machineTexts('volunteer', orgId)).toBeGreaterThan(0);
    const orgEdit = await postForm(app, '/api/editVolunteerOrganization', owner, {
      ...volunteerData(),
      org_id: orgId,
      original_lang: 'so',
    });
    expect(orgEdit.statusCode, orgEdit.body).toBe(200);
    expect(await volunteerLang(orgId)).toBe('so');
    expect(await machineTexts('volunteer', orgId)).toBe(0);
  });
});

describe('a language the owner stated', () => {
  let detecting: TranslationStandIn;
  let other: FastifyInstance;
  let author: Auth;
  beforeAll(async () => {
    // a provider that takes every text for Arabic
    detecting = await startLibreTranslateStandIn({ languages: [...LANGUAGE_TAGS], detect: () => 'ar' });
    other = await buildTestApp({ LIBRETRANSLATE_URL: detecting.url });
    author = await userAuth(other);
  });
  afterAll(async () => {
    await other.close();
    await detecting.close();
  });

  const create = async (original_lang?: string) => {
    const res = await other.inject({
      method: 'POST',
      url: '/api/createJob',
      headers: author,
      payload: {
        job_title: 'دستیار دندانپزشک',
        company_name: 'Harbour Dental',
        state_id: (await places(other)).pei,
        city_id: (await places(other)).charlottetown,
        job_description: 'به دندانپزشکان ما در مراقبت از خانواده‌ها در یک درمانگاه صمیمی کمک کنید.',
        employment_type: 1,
        start_date_of_job: dayFromToday(7),
        invitation_key: await issueKey(other, await adminAuth(other), 'job'),
        ...(original_lang ? { original_lang } : {}),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { id: number } }>().data.id;
  };
  const languageOf = async (id: number) =>
    (await other.db.select({ lang: jobs.originalLang }).from(jobs).where(eq(jobs.id, id)))[0]!.lang;

  it('is kept when the provider detects another; one not stated is corrected', async () => {
    const stated = await create('fa');
    const guessed = await create();
    while ((await translatePending({ db: other.db, router: other.translation })).translated > 0);
    expect(await languageOf(stated)).toBe('fa');
    expect(await languageOf(guessed)).toBe('ar');
  });
});
