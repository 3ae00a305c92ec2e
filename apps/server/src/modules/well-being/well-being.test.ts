import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WellBeingCategory, WellBeingListingsData } from '@harbour/shared';
import { cities, provinces, users, wellBeingListings } from '../../db/schema/index.js';
import { LONG_CONTENT } from '../../db/seed/long-content/index.js';
import { seedLongContent } from '../../db/seed/long-content/seed.js';
import { seedWellBeing } from '../../db/seed/well-being.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';

let app: FastifyInstance;
let state: Record<'PE' | 'NS' | 'NB' | 'NL', number>;
let mainPageBeforeDemo: unknown;

beforeAll(async () => {
  app = await buildTestApp();
  mainPageBeforeDemo = (await app.inject({ method: 'GET', url: '/api/web/wellBeingMainPage' })).json();
  await seedWellBeing(app.db, { demo: true });
  await seedLongContent(app.db, LONG_CONTENT, { demo: true });
  const rows = await app.db.select({ id: provinces.id, code: provinces.code }).from(provinces);
  state = Object.fromEntries(rows.map((r) => [r.code, r.id])) as typeof state;
});
afterAll(() => app.close());

async function categories(language = 'en') {
  const res = await app.inject({ method: 'GET', url: '/api/web/wellBeingCategories', headers: { language } });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { category_list: WellBeingCategory[] } }>().data.category_list;
}
const categoryId = async (tag: string) => (await categories()).find((c) => c.tag === tag)!.cat_id;

function listings(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/web/wellBeingListings', payload, headers });
}
async function listingsData(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await listings(payload, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: WellBeingListingsData }>().data;
}
async function expect400(payload: Record<string, unknown>, key: string) {
  const res = await listings(payload);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ meta: { success: false, message: key }, data: null });
}

describe('well-being categories', () => {
  it('lists the categories in the request language, else in English', async () => {
    const en = await categories();
    expect(en.map((c) => c.cat_name)).toEqual([
      'Beauty',
      'Physical Health',
      'Family Health',
      'Hospitals & Clinics',
      'Mental Health',
      'Dental Care',
      'Pharmacies',
    ]);
    expect(en[0]).toMatchObject({ cat_name: 'Beauty', tag: 'beauty' });
    expect(en[0]?.cat_id).toBeGreaterThan(0);
    expect(en[0]?.cat_description).toContain('salons');
    const fr = await categories('fr');
    expect(fr.find((c) => c.tag === 'mental_health')?.cat_name).toBe('Santé mentale');
    const ar = await categories('ar');
    expect(ar.map((c) => c.cat_name)).toEqual(
      en.map((c) => LONG_CONTENT.ar!.wellBeing.categories[c.tag]!.name),
    );
  });
});

describe('well-being listings', () => {
  it('seeds at least 60 listings across the four provinces, idempotently', async () => {
    await seedWellBeing(app.db, { demo: true });
    const rows = await app.db.select({ provinceId: wellBeingListings.provinceId }).from(wellBeingListings);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((r) => r.provinceId)).size).toBe(4);
  });

  it('pages the listings of a category in a province, with the category for the header', async () => {
    const id = await categoryId('hospitals_clinics');
    const first = await listingsData({ category_id: id, state_id: state.PE, page_no: 1, offset: 10 });
    expect(first.category).toMatchObject({
      cat_id: id,
      cat_name: 'Hospitals & Clinics',
      tag: 'hospitals_clinics',
    });
    expect(first.count).toBeGreaterThan(10);
    expect(first.wellBeingLists).toHaveLength(10);
    expect(first.wellBeingLists.every((l) => l.cat_name.includes('Hospitals & Clinics'))).toBe(true);
    const names = first.wellBeingLists.map((l) => l.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));

    const pages = Math.ceil(first.count / 10);
    const last = await listingsData({ category_id: id, state_id: state.PE, page_no: pages, offset: 10 });
    expect(last.wellBeingLists).toHaveLength(first.count - (pages - 1) * 10);
    expect(last.count).toBe(first.count);
    const seen = new Set(names);
    expect(last.wellBeingLists.some((l) => seen.has(l.name))).toBe(false);

    const beyond = await listingsData({ category_id: id, state_id: state.PE, page_no: pages + 1 });
    expect(beyond.wellBeingLists).toEqual([]);
    expect(beyond.count).toBe(first.count);
    expect(beyond.offset).toBe(10);
  });

  it('answers an empty page for a category without listings in the province', async () => {
    const data = await listingsData({
      category_id: await categoryId('beauty'),
      state_id: state.NL,
      offset: 50,
    });
    expect(data.count).toBe(1);
    const none = await listingsData({ search_name: 'veterinarian for horses', state_id: state.NB });
    expect(none).toMatchObject({ wellBeingLists: [], count: 0, category: null });
  });

  it('joins several category names with commas, in the request language', async () => {
    const data = await listingsData(
      { category_id: await categoryId('mental_health'), state_id: state.NS },
      { language: 'fr' },
    );
    const counselling = data.wellBeingLists.find((l) => l.name === 'Atlantic Newcomer Counselling Network')!;
    expect(counselling.cat_name).toBe('Santé mentale, Santé familiale');
    expect(counselling.well_being_description).toMatch(/^Counseling à court terme/);
    expect(data.category?.cat_name).toBe('Santé mentale');
  });

  it('finds listings despite typos, and does not mix up near words', async () => {
    const dental = await listingsData({ search_name: 'dentel', state_id: state.NS });
    expect(dental.wellBeingLists.map((l) => l.name).sort()).toEqual([
      'Chebucto Family Dentistry',
      'South Park Dental Clinic',
    ]);
    const pharmacy = await listingsData({ search_name: 'farmacy', state_id: state.NL });
    expect(pharmacy.wellBeingLists.map((l) => l.name)).toContain('Elizabeth Avenue Pharmacy');
    const counselling = await listingsData({ search_name: 'councelling', state_id: state.PE });
    expect(counselling.wellBeingLists.map((l) => l.name)).toContain('Island Newcomer Counselling Service');
  });

  it('matches category names, in English and French, and ranks name matches first', async () => {
    const byCategory = await listingsData({ search_name: 'mental helth', state_id: state.NL });
    expect(byCategory.wellBeingLists.map((l) => l.name).sort()).toEqual([
      'Avalon Peer Support Line',
      'Signal Hill Counselling Centre',
    ]);
    const french = await listingsData({ search_name: 'Soins dentaires', state_id: state.NB });
    expect(french.wellBeingLists.map((l) => l.name)).toEqual(['Elmwood Dental Centre']);
    const ranked = await listingsData({ search_name: 'pharmacy', state_id: state.PE });
    expect(ranked.wellBeingLists[0]?.name).toMatch(/Pharmacy/);
  });

  it('searches inside a category and treats % and _ literally', async () => {
    const data = await listingsData({
      search_name: 'walk-in',
      category_id: await categoryId('physical_health'),
      state_id: state.PE,
    });
    expect(data.wellBeingLists.length).toBeGreaterThan(0);
    expect(data.wellBeingLists.every((l) => l.cat_name.includes('Physical Health'))).toBe(true);
    expect((await listingsData({ search_name: '%%', state_id: state.PE })).count).toBe(0);
    expect((await listingsData({ search_name: '___', state_id: state.PE })).count).toBe(0);
  });

  it('refuses bad input with a message key', async () => {
    await expect400({ state_id: state.PE }, 'fill_required_fields');
    await expect400({ search_name: '   ', state_id: state.PE }, 'fill_required_fields');
    await expect400({ search_name: 'clinic', state_id: state.PE, page_no: 0 }, 'invalid_page');
    await expect400({ search_name: 'clinic', state_id: state.PE, offset: 51 }, 'invalid_page');
    await expect400({ search_name: 'clinic', state_id: state.PE, page_no: 'two' }, 'invalid_page');
    await expect400({ category_id: 'abc', state_id: state.PE }, 'invalid_category');
    await expect400({ search_name: 'x'.repeat(101), state_id: state.PE }, 'field_too_long');
    await expect400({ search_name: 'clinic' }, 'please_select_your_location');
    await expect400({ search_name: 'clinic', state_id: 99999 }, 'please_select_your_location');
    const unknown = await listings({ category_id: 99999, state_id: state.PE });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ meta: { success: false, message: 'category_not_found' }, data: null });
  });

  it('uses the signed-in user’s province when no state_id is sent', async () => {
    const { userId, authorization } = await userAuth(app);
    const noCity = await listings({ search_name: 'clinic' }, { authorization });
    expect(noCity.json()).toMatchObject({ meta: { message: 'please_select_your_location' } });

    const [halifax] = await app.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Halifax'));
    await app.db.update(users).set({ cityId: halifax!.id }).where(eq(users.id, userId));
    const mine = await listingsData({ search_name: 'walk-in clinic' }, { authorization });
    expect(mine.wellBeingLists[0]?.name).toBe('Spring Garden Walk-in Clinic');
    // An explicit state_id still wins.
    const other = await listingsData(
      { search_name: 'walk-in clinic', state_id: state.NB },
      { authorization },
    );
    expect(other.wellBeingLists[0]?.name).toBe('Moncton Downtown Walk-in Clinic');
  });
});

describe('well-being listing detail', () => {
  const idOf = async (name: string) =>
    (
      await app.db
        .select({ id: wellBeingListings.id })
        .from(wellBeingListings)
        .where(eq(wellBeingListings.name, name))
    )[0]!.id;

  it('answers every field in the second back end envelope, to visitors and signed-in users', async () => {
    const id = await idOf('Gottingen Street Community Health Centre');
    const res = await app.inject({ method: 'GET', url: `/api/wellBeingListing/${id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: number; message: string; data: Record<string, unknown> }>();
    expect(body.status).toBe(1);
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'id',
        'name',
        'image',
        'cat_name',
        'working_hours',
        'phone_number',
        'address',
        'address_lat',
        'address_long',
        'website',
        'well_being_description',
        'eligibility',
        'fees',
        'how_to_access',
        'disabilities_access',
        'coverage_area',
        'language',
        'documents_required',
      ].sort(),
    );
    expect(body.data).toMatchObject({
      id,
      name: 'Gottingen Street Community Health Centre',
      image: '/well-being/hospitals_clinics.svg',
      cat_name: 'Hospitals & Clinics, Family Health',
      phone_number: '(902) 555-0152',
      address: '2165 Gottingen St, Halifax, NS B3K 3B5',
      address_lat: 44.656,
      address_long: -63.587,
      website: 'https://gottingen-street-community-health-centre.example.com',
      coverage_area: 'Halifax and the surrounding area',
      language: 'English, French, Arabic, Somali',
    });
    expect(body.data.working_hours).toContain('Mon–Fri');
    expect(body.data.well_being_description).toContain('community health centre');
    expect(body.data.fees).toContain('Free');
    expect(body.data.disabilities_access).toContain('Step-free');
    expect(body.data.documents_required).toContain('health card');
    for (const key of ['eligibility', 'how_to_access'] as const) expect(body.data[key]).toBeTruthy();
    const { authorization } = await userAuth(app);
    const signedIn = await app.inject({
      method: 'GET',
      url: `/api/wellBeingListing/${id}`,
      headers: { authorization },
    });
    expect(signedIn.json<{ data: unknown }>().data).toEqual(res.json<{ data: unknown }>().data);
  });

  it('answers in French when asked', async () => {
    const id = await idOf('Codiac Regional Hospital');
    const res = await app.inject({
      method: 'GET',
      url: `/api/wellBeingListing/${id}`,
      headers: { language: 'fr' },
    });
    const data = res.json<{ data: Record<string, string> }>().data;
    expect(data.cat_name).toBe('Hôpitaux et cliniques');
    expect(data.language).toBe('Anglais, français');
    expect(data.coverage_area).toBe('Moncton et les environs');
    expect(data.name).toBe('Codiac Regional Hospital');
  });

  it('answers 404 and 400 in the status envelope', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/wellBeingListing/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 0, message: 'not_found', data: [] });
    const bad = await app.inject({ method: 'GET', url: '/api/wellBeingListing/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: 0, message: 'invalid_input', data: [] });
  });
});

describe('well-being articles and main page', () => {
  it('lists the three articles and answers one in the request language', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/web/wellBeingArticle' });
    expect(list.json<{ data: { id: number }[] }>().data.map((a) => a.id)).toEqual([1, 2, 3]);
    const fr = await app.inject({
      method: 'GET',
      url: '/api/web/wellBeingArticle/2',
      headers: { language: 'fr' },
    });
    const article = fr.json<{
      meta: { success: boolean };
      data: { id: number; header: string; title: string };
    }>();
    expect(article.meta.success).toBe(true);
    expect(article.data).toMatchObject({ id: 2, header: 'Santé mentale' });
    expect(article.data.title).toContain('santé mentale');
    const missing = await app.inject({ method: 'GET', url: '/api/web/wellBeingArticle/4' });
    expect(missing.statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: '/api/web/wellBeingArticle/x' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the main page texts, and empty defaults before any content exists', async () => {
    expect(mainPageBeforeDemo).toEqual({
      meta: { success: true, message: '' },
      data: { banner_text: '', articles: [], halifax_banner_text: '' },
    });
    const res = await app.inject({ method: 'GET', url: '/api/web/wellBeingMainPage' });
    const data = res.json<{
      data: { banner_text: string; halifax_banner_text: string; articles: unknown[] };
    }>().data;
    expect(data.banner_text).toContain('Medavie Blue Cross');
    expect(data.banner_text).toContain('rel="noopener noreferrer"');
    expect(data.halifax_banner_text).toContain('Halifax');
    expect(data.articles).toHaveLength(3);
  });

  it('sanitises HTML from the database before answering it', async () => {
    const { wellBeingArticles, wellBeingPages } = await import('../../db/schema/index.js');
    await app.db.insert(wellBeingArticles).values({
      id: 90,
      header: 'Test',
      title: 'Unsafe',
      bannerText: '<p onclick="steal()">Hi<script>alert(1)</script></p>',
      text: '<a href="javascript:alert(1)">x</a><img src=x onerror="steal()"><iframe src="https://e.example"></iframe><p>ok</p>',
    });
    const res = await app.inject({ method: 'GET', url: '/api/web/wellBeingArticle/90' });
    const data = res.json<{ data: { banner_text: string; text: string } }>().data;
    expect(data.banner_text).toBe('<p>Hi</p>');
    expect(data.text).toBe('<a>x</a><p>ok</p>');

    await app.db.update(wellBeingPages).set({
      halifaxBannerText:
        '<p>Hello <a href="JAVASCRIPT:evil()" onmouseover="x()">there</a></p><script>x()</script>',
    });
    const page = await app.inject({ method: 'GET', url: '/api/web/wellBeingMainPage' });
    expect(page.json<{ data: { halifax_banner_text: string } }>().data.halifax_banner_text).toBe(
      '<p>Hello <a>there</a></p>',
    );
  });
});
