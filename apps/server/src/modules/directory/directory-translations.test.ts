import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  JobDetail,
  JobListData,
  ServiceDetail,
  ServiceListData,
  VolunteerDetail,
  VolunteerListData,
} from '@harbour/shared';
import {
  businessCategories,
  businessCategoryLinks,
  businessCities,
  businesses,
  cities,
  jobs,
  volunteerCategories,
  volunteerCategoryLinks,
  volunteerOrganizationCities,
  volunteerOrganizations,
} from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { CLOSED_WEEK } from '../../test/listings.js';
import { upsertTranslations, type TranslationRow } from '../../db/text-translations.js';

let app: FastifyInstance;
let cornwall: number;
let provinceId: number;
const id: Record<string, number> = {};

const DENTAL = 'Family dentist in Cornwall: check-ups, cleanings and emergency care.';
const BOOKS = 'Tax returns and bookkeeping for newcomers and small firms.';
const OLD_REPAIRS = 'Bicycle repairs while you wait.';
const REPAIRS = 'Bicycle and scooter repairs, tune-ups and spare parts.';
const BAKERY = 'Sourdough bread and pastries baked every morning.';

async function service(slug: string, name: string, description: string, originalLang = 'en') {
  const [row] = await app.db
    .insert(businesses)
    .values({
      slug,
      businessName: name,
      businessDescription: description,
      keywords: slug === 'h2b-dental' ? 'dentist teeth' : '',
      originalLang,
      hours: CLOSED_WEEK,
      cityId: cornwall,
      status: 1,
      listingStartDate: '2020-01-01',
      listingEndDate: '2099-01-01',
    })
    .returning({ id: businesses.id });
  await app.db.insert(businessCities).values({ businessId: row!.id, cityId: cornwall });
  id[slug] = row!.id;
  return row!.id;
}

const tr = (
  entity: string,
  entityId: number,
  field: string,
  lang: string,
  text: string,
  original: string,
  origin: TranslationRow['origin'] = 'machine',
): TranslationRow => ({ entity, entityId, field, lang, text, origin, original });

beforeAll(async () => {
  app = await buildTestApp();
  const [c] = await app.db
    .select({ id: cities.id, provinceId: cities.provinceId })
    .from(cities)
    .where(eq(cities.name, 'Cornwall'));
  cornwall = c!.id;
  provinceId = c!.provinceId;
  await service('h2b-dental', 'Harbourview Dental', DENTAL);
  await service('h2b-books', 'Quill Bookkeeping', BOOKS);
  await service('h2b-repairs', 'Spoke Repairs', REPAIRS);
  await service('h2b-bakery', 'Crumb Bakery', BAKERY);
  await service('h2b-fromage', 'Fromagerie Acadienne', 'Fromages fins et produits du terroir acadien.', 'fr');
  const [health] = await app.db
    .select({ id: businessCategories.id })
    .from(businessCategories)
    .where(eq(businessCategories.slug, 'health'));
  id.health = health!.id;
  await app.db.insert(businessCategoryLinks).values([
    { businessId: id['h2b-dental']!, categoryId: health!.id },
    { businessId: id['h2b-books']!, categoryId: health!.id },
  ]);

  await upsertTranslations(app.db, [
    tr(
      'service',
      id['h2b-dental']!,
      'businessDescriptionEn',
      'fr',
      'Dentiste de famille à Cornwall : examens, nettoyages et urgences.',
      DENTAL,
    ),
    tr('service', id['h2b-dental']!, 'keywordsEn', 'fr', 'dentiste dents', 'dentist teeth'),
    tr(
      'service',
      id['h2b-dental']!,
      'businessDescriptionEn',
      'ar',
      'طبيب أسنان للعائلة في كورنوال: فحوصات وتنظيف وعلاج الطوارئ.',
      DENTAL,
    ),
    tr('service', id['h2b-dental']!, 'keywordsEn', 'ar', 'طبيب أسنان', 'dentist teeth'),
    // made from the text before the owner changed it
    tr(
      'service',
      id['h2b-repairs']!,
      'businessDescriptionEn',
      'fr',
      'Réparation de vélos pendant que vous attendez.',
      OLD_REPAIRS,
    ),
    tr(
      'service',
      id['h2b-bakery']!,
      'businessDescriptionEn',
      'fr',
      'Pain au levain et viennoiseries.',
      BAKERY,
    ),
    tr(
      'service',
      id['h2b-fromage']!,
      'businessDescriptionEn',
      'en',
      'Fine cheeses and Acadian local produce.',
      'Fromages fins et produits du terroir acadien.',
    ),
    tr('business_category', health!.id, 'name', 'ar', 'الصحة والعافية (اختبار)', 'Health & Wellness', 'site'),
  ]);
  // the owner's own French, then a machine text arriving later: the owner's stays
  await upsertTranslations(app.db, [
    tr(
      'service',
      id['h2b-bakery']!,
      'businessDescriptionEn',
      'fr',
      'Pain au levain et pâtisseries cuits chaque matin.',
      BAKERY,
      'owner',
    ),
  ]);
  await upsertTranslations(app.db, [
    tr('service', id['h2b-bakery']!, 'businessDescriptionEn', 'fr', 'Pain au levain (machine).', BAKERY),
  ]);
});
afterAll(() => app.close());

async function get<T>(url: string, language: string): Promise<T> {
  const res = await app.inject({ method: 'GET', url, headers: { language } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: T }>().data;
}
const services = (query: string, language: string) =>
  get<ServiceListData>(`/api/web/directory/service?${query}`, language);
const byName = (data: ServiceListData, name: string) =>
  data.businessLists.find((b) => b.businessName === name)!;

describe('directory in the reader’s language', () => {
  it('translates each item on its own: one translated, one not, on the same page', async () => {
    const page = await services(`cityId=${cornwall}`, 'fr');
    expect(page.count).toBe(5);
    const dental = byName(page, 'Harbourview Dental');
    expect(dental.business_description).toBe(
      'Dentiste de famille à Cornwall : examens, nettoyages et urgences.',
    );
    expect(dental.translation).toEqual({
      lang: 'fr',
      original_lang: 'en',
      machine: true,
      reviewed: false,
      original: { business_description: DENTAL },
    });
    const books = byName(page, 'Quill Bookkeeping');
    expect(books.business_description).toBe(BOOKS);
    expect(books.translation).toBeUndefined();
    expect(books.original_lang).toBe('en');
    // French category names come from the table as before
    expect(books.cat_name).toBe('Santé et bien-être');
  });

  it('shows the original without a label when the translation was made from an older text', async () => {
    const repairs = byName(await services(`cityId=${cornwall}`, 'fr'), 'Spoke Repairs');
    expect(repairs.business_description).toBe(REPAIRS);
    expect(repairs.translation).toBeUndefined();
  });

  it("keeps the owner's own text over a later machine one, labelled as not machine made", async () => {
    const bakery = byName(await services(`cityId=${cornwall}`, 'fr'), 'Crumb Bakery');
    expect(bakery.business_description).toBe('Pain au levain et pâtisseries cuits chaque matin.');
    expect(bakery.translation).toMatchObject({
      machine: false,
      reviewed: true,
      original: { business_description: BAKERY },
    });
  });

  it('answers English readers as written, and translates a listing written in French for them', async () => {
    const page = await services(`cityId=${cornwall}`, 'en');
    expect(byName(page, 'Harbourview Dental')).toMatchObject({ business_description: DENTAL });
    expect(byName(page, 'Harbourview Dental').translation).toBeUndefined();
    expect(byName(page, 'Fromagerie Acadienne')).toMatchObject({
      business_description: 'Fine cheeses and Acadian local produce.',
      original_lang: 'fr',
      translation: { lang: 'en', original_lang: 'fr', machine: true },
    });
    // a French reader reads it as written
    const fr = byName(await services(`cityId=${cornwall}`, 'fr'), 'Fromagerie Acadienne');
    expect(fr.business_description).toBe('Fromages fins et produits du terroir acadien.');
    expect(fr.translation).toBeUndefined();
  });

  it('gives the detail in Arabic with its keywords and category name; no translation → the original', async () => {
    const dental = await get<ServiceDetail>(`/api/web/directory/service/${id['h2b-dental']}`, 'ar');
    expect(dental.business_description).toBe('طبيب أسنان للعائلة في كورنوال: فحوصات وتنظيف وعلاج الطوارئ.');
    expect(dental.keywords).toBe('طبيب أسنان');
    expect(dental.cat_name).toBe('الصحة والعافية (اختبار)');
    expect(dental.translation?.original).toEqual({ business_description: DENTAL, keywords: 'dentist teeth' });
    // no provider ever translated this one: the original, its language, no label; the category alone is no label
    const books = await get<ServiceDetail>(`/api/web/directory/service/${id['h2b-books']}`, 'ar');
    expect(books).toMatchObject({
      business_description: BOOKS,
      original_lang: 'en',
      cat_name: 'الصحة والعافية (اختبار)',
    });
    expect(books.translation).toBeUndefined();
  });

  it('finds the English dentist by an Arabic or a French query through its translation', async () => {
    for (const [language, search] of [
      ['ar', 'طبيب أسنان'],
      ['ar', 'الطوارئ'],
      ['fr', 'nettoyages urgences'],
      // a French function word the texts lack narrows nothing
      ['fr', 'nettoyages pour urgences'],
    ] as const) {
      const page = await services(`cityId=all&search=${encodeURIComponent(search)}`, language);
      expect(
        page.businessLists.map((b) => b.businessName),
        `${language}: ${search}`,
      ).toContain('Harbourview Dental');
      expect(page.businessLists.find((b) => b.businessName === 'Harbourview Dental')!.translation?.lang).toBe(
        language,
      );
    }
    // one search document holds every language: an Arabic word finds it whatever the reader's language
    const english = await services(`cityId=all&search=${encodeURIComponent('الطوارئ')}`, 'en');
    expect(english.businessLists.map((b) => b.businessName)).toContain('Harbourview Dental');
    // and the original's words still find it for a French reader
    const original = await services(`cityId=${cornwall}&search=bookkeeping`, 'fr');
    expect(original.businessLists.map((b) => b.businessName)).toEqual(['Quill Bookkeeping']);
  });

  it('finds listings by a category name in the reader’s language', async () => {
    const page = await services(`cityId=${cornwall}&search=${encodeURIComponent('والعافية')}`, 'ar');
    expect(page.businessLists.map((b) => b.businessName).sort()).toEqual([
      'Harbourview Dental',
      'Quill Bookkeeping',
    ]);
  });
});

describe('jobs and volunteer organisations in the reader’s language', () => {
  let jobId: number;
  let orgId: number;
  const JOB_DESCRIPTION = 'Serve customers and keep the shop tidy.';
  const MISSION = 'Every newcomer family has a friend in town.';

  beforeAll(async () => {
    const [job] = await app.db
      .insert(jobs)
      .values({
        slug: 'h2b-job',
        jobTitle: 'Shop assistant',
        companyName: 'Quill Bookkeeping',
        employmentType: 'Part-time',
        location: 'On site',
        jobDescription: JOB_DESCRIPTION,
        cityId: cornwall,
        stateId: provinceId,
        status: 1,
        postedAt: '2025-01-01',
      })
      .returning({ id: jobs.id });
    jobId = job!.id;
    const [org] = await app.db
      .insert(volunteerOrganizations)
      .values({
        slug: 'h2b-org',
        orgName: 'Cornwall Friends',
        orgMission: MISSION,
        orgDescription: 'Visits.',
        status: 1,
      })
      .returning({ id: volunteerOrganizations.id });
    orgId = org!.id;
    await app.db.insert(volunteerOrganizationCities).values({ orgId, cityId: cornwall });
    const [cat] = await app.db
      .select({ id: volunteerCategories.id })
      .from(volunteerCategories)
      .where(eq(volunteerCategories.slug, 'newcomers'));
    await app.db.insert(volunteerCategoryLinks).values({ orgId, categoryId: cat!.id });
    await upsertTranslations(app.db, [
      tr('job', jobId, 'jobTitle', 'ar', 'مساعد متجر', 'Shop assistant'),
      tr('job', jobId, 'jobDescription', 'ar', 'خدمة الزبائن والحفاظ على نظافة المتجر.', JOB_DESCRIPTION),
      tr('city', cornwall, 'name', 'ar', 'كورنوال (اختبار)', 'Cornwall', 'site'),
      tr('employment_type', 2, 'name', 'ar', 'دوام جزئي (اختبار)', 'Part-time', 'site'),
      tr('job_location', 1, 'name', 'ar', 'في الموقع (اختبار)', 'On site', 'site'),
      tr('volunteer', orgId, 'orgMission', 'ar', 'لكل عائلة قادمة جديدة صديق في المدينة.', MISSION),
      tr(
        'volunteer_category',
        cat!.id,
        'name',
        'ar',
        'دعم القادمين الجدد (اختبار)',
        'Newcomer Support',
        'site',
      ),
    ]);
  });

  it('overlays a job’s texts, its city and its types', async () => {
    const list = await get<JobListData>(`/api/web/directory/job?cityId=${cornwall}`, 'ar');
    expect(list.jobs_list[0]).toMatchObject({
      job_title: 'مساعد متجر',
      employment_type: 'دوام جزئي (اختبار)',
      location: 'في الموقع (اختبار)',
      cat_name: 'دوام جزئي (اختبار)',
      translation: { original: { job_title: 'Shop assistant', job_description: JOB_DESCRIPTION } },
    });
    const job = await get<JobDetail>(`/api/web/directory/job/${jobId}`, 'ar');
    expect(job.city).toBe('كورنوال (اختبار)');
    expect(job.company_name).toBe('Quill Bookkeeping');
    const en = await get<JobDetail>(`/api/web/directory/job/${jobId}`, 'en');
    expect(en).toMatchObject({ job_title: 'Shop assistant', city: 'Cornwall', employment_type: 'Part-time' });
  });

  it('overlays a volunteer organisation’s mission and category; the card labels only what it shows', async () => {
    const org = await get<VolunteerDetail>(`/api/web/directory/volunteer/${orgId}`, 'ar');
    expect(org).toMatchObject({
      org_mission: 'لكل عائلة قادمة جديدة صديق في المدينة.',
      org_description: 'Visits.',
      cat_name: 'دعم القادمين الجدد (اختبار)',
      translation: { original: { org_mission: MISSION } },
    });
    const card = (await get<VolunteerListData>(`/api/web/directory/volunteer?cityId=${cornwall}`, 'ar'))
      .orgLists[0]!;
    expect(card.cat_name).toBe('دعم القادمين الجدد (اختبار)');
    // the card shows the description, which has no translation
    expect(card.translation).toBeUndefined();
  });
});
