import { count, eq, notExists, sql } from 'drizzle-orm';
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
import { businessCities, businesses, cities, jobs, volunteerOrganizations } from '../../db/schema/index.js';
import { seedDirectory } from '../../db/seed/directory.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { CLOSED_WEEK, insertListedService } from '../../test/listings.js';
import { userAuth } from '../../test/sessions.js';

let app: FastifyInstance;
let city: Record<string, number>;
const HOURS = { ...CLOSED_WEEK, monday: { start: '09:00', end: '17:00' } };

beforeAll(async () => {
  app = await buildTestApp();
  await seedDirectory(app.db, { demo: true });
  const rows = await app.db.select({ id: cities.id, name: cities.name }).from(cities);
  city = Object.fromEntries(rows.map((r) => [r.name, r.id]));
});
afterAll(() => app.close());

async function get<T>(url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ meta: { success: boolean }; data: T }>();
  expect(body.meta.success).toBe(true);
  return body.data;
}
async function expectError(url: string, status: number, key: string) {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ meta: { success: false, message: key }, data: null });
}
const services = (q: string) => get<ServiceListData>(`/api/web/directory/service?${q}`);

describe('directory seed', () => {
  it('has at least 300 published listings over the cities, and is idempotent', async () => {
    const total = async () => {
      const [[b], [j], [v]] = await Promise.all([
        app.db.select({ n: count() }).from(businesses),
        app.db.select({ n: count() }).from(jobs),
        app.db.select({ n: count() }).from(volunteerOrganizations),
      ]);
      return b!.n + j!.n + v!.n;
    };
    const before = await total();
    expect(before).toBeGreaterThanOrEqual(300);
    await seedDirectory(app.db, { demo: true });
    expect(await total()).toBe(before);
    for (const name of ['Charlottetown', 'Halifax', 'Moncton', "St. John's", 'Summerside']) {
      const data = await services(`cityId=${city[name]}`);
      expect(data.count, name).toBeGreaterThan(0);
    }
  });

  it('lists every seeded business in its city (a business_cities row for each)', async () => {
    const links = await app.db
      .select({ businessId: businessCities.businessId, cityId: businessCities.cityId })
      .from(businessCities)
      .innerJoin(businesses, eq(businesses.id, businessCities.businessId));
    const rows = await app.db.select({ id: businesses.id, cityId: businesses.cityId }).from(businesses);
    expect(links.length).toBe(rows.length);
    const unlinked = await app.db
      .select({ n: count() })
      .from(businesses)
      .where(
        notExists(
          app.db
            .select({ one: sql`1` })
            .from(businessCities)
            .where(
              sql`${businessCities.businessId} = ${businesses.id} and ${businessCities.cityId} = ${businesses.cityId}`,
            ),
        ),
      );
    expect(unlinked[0]!.n).toBe(0);
  });
});

describe('a business in several cities', () => {
  it('is listed in each of its cities, once in a choice covering two, and in no other', async () => {
    const { userId } = await userAuth(app);
    const id = await insertListedService(
      app.db,
      { slug: 'quillfeather-two-towns', businessName: 'Quillfeather Bindery', hours: HOURS, userId },
      [city.Charlottetown!, city.Summerside!],
    );
    const find = async (cityId: number | string) => {
      const data = await services(`cityId=${cityId}&search=quillfeather`);
      return { count: data.count, ids: data.businessLists.map((b) => b.id) };
    };
    expect(await find(city.Charlottetown!)).toEqual({ count: 1, ids: [id] });
    expect(await find(city.Summerside!)).toEqual({ count: 1, ids: [id] });
    expect(await find(city['All of PEI']!)).toEqual({ count: 1, ids: [id] });
    expect(await find(city.Halifax!)).toEqual({ count: 0, ids: [] });
    expect(await find(city.Stratford!)).toEqual({ count: 0, ids: [] });

    // the city lists (no search) count it once and page it once
    const pei = await services(`cityId=${city['All of PEI']}`);
    const ids: number[] = [];
    for (let p = 1; p <= Math.ceil(pei.count / 10); p++) {
      ids.push(...(await services(`cityId=${city['All of PEI']}&page=${p}`)).businessLists.map((b) => b.id));
    }
    expect(ids).toHaveLength(pei.count);
    expect(new Set(ids).size).toBe(pei.count);
    expect(ids.filter((other) => other === id)).toHaveLength(1);
    const summerside = await services(`cityId=${city.Summerside}&page=1`);
    const [listed] = await app.db
      .select({ n: count() })
      .from(businessCities)
      .innerJoin(businesses, eq(businesses.id, businessCities.businessId))
      .where(
        sql`${businessCities.cityId} = ${city.Summerside} and ${businesses.status} = 1
          and ${businesses.listingStartDate} <= current_date and ${businesses.listingEndDate} >= current_date`,
      );
    expect(summerside.count).toBe(listed!.n);

    await app.db.delete(businesses).where(eq(businesses.id, id));
  });
});

describe('GET /api/web/directory/:type', () => {
  it('lists services of a city, 10 per page, featured first, with categories as a string', async () => {
    const data = await services(`cityId=${city.Halifax}`);
    expect(data.page).toBe(1);
    expect(data.page_size).toBe(10);
    expect(data.businessLists).toHaveLength(10);
    expect(data.count).toBeGreaterThan(10);
    const flags = data.businessLists.map((b) => b.featured);
    expect(flags[0]).toBe('1');
    expect(flags.join('')).toMatch(/^1+0*$/);
    expect(data.businessLists[0]!.cat_name).toMatch(/\S/);
    expect(data.businessLists[0]!.address).toContain('Halifax');
  });

  it('pages through to the end: last page partial, past the end empty', async () => {
    const first = await services(`cityId=${city.Moncton}`);
    const last = Math.ceil(first.count / 10);
    const lastPage = await services(`cityId=${city.Moncton}&page=${last}`);
    expect(lastPage.businessLists.length).toBe(first.count - (last - 1) * 10);
    const beyond = await services(`cityId=${city.Moncton}&page=${last + 1}`);
    expect(beyond).toMatchObject({ count: first.count, businessLists: [] });
    const ids = new Set<number>();
    for (let p = 1; p <= last; p++) {
      for (const b of (await services(`cityId=${city.Moncton}&page=${p}`)).businessLists) ids.add(b.id);
    }
    expect(ids.size).toBe(first.count);
  });

  it("'all' covers every city; All of PEI covers the PEI towns", async () => {
    const all = await services('cityId=all');
    const pei = await services(`cityId=${city['All of PEI']}`);
    const ch = await services(`cityId=${city.Charlottetown}`);
    expect(all.count).toBeGreaterThan(pei.count);
    expect(pei.count).toBeGreaterThan(ch.count);
  });

  it('lists jobs and volunteer organisations under their own keys', async () => {
    const j = await get<JobListData>(`/api/web/directory/job?cityId=${city.Charlottetown}`);
    expect(j.jobs_list.length).toBe(10);
    expect(j.jobs_list[0]).toMatchObject({
      job_title: expect.any(String) as string,
      company_name: expect.any(String) as string,
    });
    const v = await get<VolunteerListData>(`/api/web/directory/volunteer?cityId=${city["St. John's"]}`);
    expect(v.orgLists.length).toBeGreaterThan(0);
    expect(v.orgLists[0]!.orgName).toContain("St. John's");
    expect(v.orgLists[0]!.cat_name).toMatch(/\S/);
  });

  it('searches names, keywords, descriptions and categories with typos and any word order', async () => {
    const exact = await services('cityId=all&search=plumbing');
    expect(exact.count).toBeGreaterThan(0);
    expect(exact.businessLists.every((b) => /plumb/i.test(b.businessName + b.business_description))).toBe(
      true,
    );
    const typo = await services('cityId=all&search=plumbng');
    expect(typo.businessLists.map((b) => b.id)).toEqual(
      expect.arrayContaining(exact.businessLists.map((b) => b.id).slice(0, 3)),
    );
    const keyword = await services('cityId=all&search=shawarma');
    expect(keyword.businessLists.some((b) => b.businessName.includes('Shawarma'))).toBe(true);
    const category = await services('cityId=all&search=immigration');
    expect(category.count).toBeGreaterThan(0);
    const ordered = await services(`cityId=all&search=${encodeURIComponent('heating plumbing')}`);
    const reversed = await services(`cityId=all&search=${encodeURIComponent('plumbing heating')}`);
    expect(reversed.count).toBe(ordered.count);
    expect(ordered.count).toBeGreaterThan(0);
    const townTypo = await services(`cityId=all&search=${encodeURIComponent('plumbng halifx')}`);
    expect(townTypo.count).toBeGreaterThan(0);
    expect(townTypo.businessLists.every((b) => b.address?.includes('Halifax'))).toBe(true);
    const jobs_ = await get<JobListData>('/api/web/directory/job?cityId=all&search=nurse%20registerd');
    expect(jobs_.jobs_list[0]?.job_title).toBe('Registered Nurse');
    const orgs = await get<VolunteerListData>('/api/web/directory/volunteer?cityId=all&search=food%20bank');
    expect(orgs.orgLists[0]?.orgName).toContain('Food Bank');
  });

  it('answers an empty list for a search without matches', async () => {
    const data = await services(`cityId=${city.Halifax}&search=xqzjvw`);
    expect(data).toEqual({ count: 0, page: 1, page_size: 10, businessLists: [] });
  });

  it('rejects bad input with a message key', async () => {
    await expectError('/api/web/directory/events?cityId=all', 404, 'not_found');
    await expectError('/api/web/directory/service?cityId=all&page=0', 400, 'invalid_page');
    await expectError('/api/web/directory/service?cityId=all&page=abc', 400, 'invalid_page');
    await expectError('/api/web/directory/service?cityId=999999', 400, 'invalid_city');
    await expectError('/api/web/directory/service?cityId=paris', 400, 'invalid_city');
    await expectError('/api/web/directory/service', 400, 'invalid_city');
    await expectError(
      `/api/web/directory/service?cityId=all&search=${'a'.repeat(101)}`,
      400,
      'field_too_long',
    );
  });

  it('never shows unpublished or expired listings, even to their owner', async () => {
    const owner = await userAuth(app);
    const base = {
      businessDescription: 'Zebrafoo hidden',
      hours: HOURS,
      cityId: city.Cornwall!,
      userId: owner.userId,
    };
    const [pending, expired] = await app.db
      .insert(businesses)
      .values([
        {
          ...base,
          slug: 'zebrafoo-pending',
          businessName: 'Zebrafoo Pending',
          status: 0,
          listingStartDate: '2020-01-01',
          listingEndDate: '2099-01-01',
        },
        {
          ...base,
          slug: 'zebrafoo-expired',
          businessName: 'Zebrafoo Expired',
          status: 1,
          listingStartDate: '2020-01-01',
          listingEndDate: '2021-01-01',
        },
      ])
      .returning({ id: businesses.id });
    for (const headers of [{}, { authorization: owner.authorization }] as Record<string, string>[]) {
      const data = await get<ServiceListData>(
        '/api/web/directory/service?cityId=all&search=zebrafoo',
        headers,
      );
      expect(data.count).toBe(0);
      for (const row of [pending!, expired!]) {
        const res = await app.inject({ method: 'GET', url: `/api/web/directory/service/${row.id}`, headers });
        expect(res.statusCode).toBe(404);
      }
    }
    await app.db.update(businesses).set({ status: 1 }).where(eq(businesses.id, pending!.id));
    const visible = await get<ServiceListData>('/api/web/directory/service?cityId=all&search=zebrafoo');
    expect(visible.businessLists.map((b) => b.businessName)).toEqual(['Zebrafoo Pending']);
  });
});

describe('GET /api/web/directory/:type/:id', () => {
  it('answers a service with hours, time zone and categories (French category names in French)', async () => {
    const [first] = (await services(`cityId=${city["St. John's"]}`)).businessLists;
    const d = await get<ServiceDetail>(`/api/web/directory/service/${first!.id}`);
    expect(d).toMatchObject({
      id: first!.id,
      businessName: first!.businessName,
      time_zone: 'America/St_Johns',
    });
    expect(Object.keys(d.hours)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    const fr = await get<ServiceDetail>(`/api/web/directory/service/${first!.id}`, { language: 'fr' });
    expect(fr.cat_name).not.toBe(d.cat_name);
    const [hfx] = (await services(`cityId=${city.Halifax}`)).businessLists;
    expect((await get<ServiceDetail>(`/api/web/directory/service/${hfx!.id}`)).time_zone).toBe(
      'America/Halifax',
    );
  });

  it('answers a job and a volunteer organisation with every field', async () => {
    const [job] = (await get<JobListData>('/api/web/directory/job?cityId=all')).jobs_list;
    const j = await get<JobDetail>(`/api/web/directory/job/${job!.id}`);
    expect(j).toMatchObject({
      id: job!.id,
      job_title: job!.job_title,
      how_to_apply: expect.any(String) as string,
    });
    expect(j.state).toBeTruthy();
    const [org] = (await get<VolunteerListData>('/api/web/directory/volunteer?cityId=all')).orgLists;
    const v = await get<VolunteerDetail>(`/api/web/directory/volunteer/${org!.id}`);
    expect(v).toMatchObject({
      orgName: org!.orgName,
      org_mission: expect.any(String) as string,
      note: expect.any(String) as string,
    });
    expect(v.address_lat).toEqual(expect.any(Number));
  });

  it('answers 404 for an unknown type, an unknown id or an id of another type', async () => {
    const [job] = (await get<JobListData>('/api/web/directory/job?cityId=all')).jobs_list;
    await expectError(`/api/web/directory/event/${job!.id}`, 404, 'not_found');
    await expectError('/api/web/directory/job/99999999', 404, 'not_found');
    await expectError('/api/web/directory/job/abc', 404, 'not_found');
    await expectError('/api/web/directory/job/0', 404, 'not_found');
    await expectError('/api/web/directory/volunteer/99999999999999', 404, 'not_found');
  });

  it('is documented in OpenAPI', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (res.statusCode !== 200) return;
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/web/directory/{type}', '/api/web/directory/{type}/{id}']),
    );
  });
});
