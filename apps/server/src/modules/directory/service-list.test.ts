import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceListData } from '@harbour/shared';
import { rowsOf } from '../../db/client.js';
import { businessCities, businesses, cities } from '../../db/schema/index.js';
import { seedDirectory } from '../../db/seed/directory.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { insertListedService } from '../../test/listings.js';
import { userAuth } from '../../test/sessions.js';
import { atlanticToday } from './directory.service.js';

let app: FastifyInstance;
let city: Record<string, number>;

beforeAll(async () => {
  // the checks page through every list, every city's included
  app = await buildTestApp({ RATE_LIMIT_MAX: '100000' });
  await seedDirectory(app.db, { demo: true });
  const rows = await app.db.select({ id: cities.id, name: cities.name }).from(cities);
  city = Object.fromEntries(rows.map((r) => [r.name, r.id]));
});
afterAll(() => app.close());

async function listed(cityId: number | 'all'): Promise<{ count: number; ids: number[] }> {
  const ids: number[] = [];
  let count = 0;
  for (let page = 1; page === 1 || ids.length < count; page++) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/web/directory/service?cityId=${cityId}&page=${page}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: ServiceListData }>().data;
    count = data.count;
    if (data.businessLists.length === 0) break;
    ids.push(...data.businessLists.map((b) => b.id));
  }
  return { count, ids };
}

/**
 * The same list computed from the businesses themselves, not from the copies in business_cities nor
 * from the daily count changes; null: every city.
 */
async function expected(cityIds: number[] | null): Promise<{ count: number; ids: number[] }> {
  const today = atlanticToday();
  const inCities = cityIds
    ? sql`exists (select 1 from business_cities bc where bc.business_id = b.id and bc.city_id in (${sql.join(
        cityIds.map((id) => sql`${id}`),
        sql`, `,
      )}))`
    : sql`true`;
  const rows = rowsOf<{ id: number }>(
    await app.db.execute(sql`select b.id from businesses b
      where b.status = 1 and b.listing_start_date <= ${today} and b.listing_end_date >= ${today} and ${inCities}
      order by b.featured desc, b.business_name, b.id`),
  );
  return { count: rows.length, ids: rows.map((r) => Number(r.id)) };
}

async function peiCityIds(): Promise<number[]> {
  const [pei] = await app.db.select().from(cities).where(eq(cities.id, city['All of PEI']!));
  const rows = await app.db
    .select({ id: cities.id })
    .from(cities)
    .where(eq(cities.provinceId, pei!.provinceId));
  return rows.map((r) => r.id);
}

async function expectListsMatchBusinesses() {
  for (const name of ['Charlottetown', 'Summerside', 'Cornwall', 'Halifax']) {
    expect(await listed(city[name]!), name).toEqual(await expected([city[name]!]));
  }
  expect(await listed(city['All of PEI']!), 'All of PEI').toEqual(await expected(await peiCityIds()));
  expect(await listed('all'), 'every city').toEqual(await expected(null));
}

/** A new published business of Cornwall, listed in Cornwall and Summerside: its id. */
async function inTwoTowns(slug: string, businessName: string): Promise<number> {
  const { userId } = await userAuth(app);
  return insertListedService(app.db, { slug, businessName, userId }, [city.Cornwall!, city.Summerside!]);
}

describe('city lists (business_cities) and counts (business_list_counts) follow every change of a business', () => {
  it('match a list computed from the businesses after seeding', async () => {
    await expectListsMatchBusinesses();
  });

  it('follow a new business in two towns, renamed, featured, unpublished, expired and moved', async () => {
    const id = await inTwoTowns('zygote-two-towns', 'Zygote Pottery');
    await expectListsMatchBusinesses();
    const inPei = async () => (await listed(city['All of PEI']!)).ids.filter((x) => x === id).length;
    expect(await inPei()).toBe(1);

    // renamed to the top of the alphabet, then featured: the page order follows
    await app.db.update(businesses).set({ businessName: 'Aardvark Pottery' }).where(eq(businesses.id, id));
    await expectListsMatchBusinesses();
    await app.db.update(businesses).set({ featured: 1 }).where(eq(businesses.id, id));
    const cornwall = await listed(city.Cornwall!);
    expect(cornwall.ids[0]).toBe(id);
    await expectListsMatchBusinesses();

    // not started yet, then started: counted only while it is listed
    await app.db.update(businesses).set({ listingStartDate: '2098-01-01' }).where(eq(businesses.id, id));
    expect(await inPei()).toBe(0);
    await expectListsMatchBusinesses();
    await app.db.update(businesses).set({ listingStartDate: '2020-01-01' }).where(eq(businesses.id, id));
    expect(await inPei()).toBe(1);

    // the town that stood for it in the province dropped: still once in the province, gone from that town
    await app.db
      .delete(businessCities)
      .where(and(eq(businessCities.businessId, id), eq(businessCities.cityId, city.Summerside!)));
    expect((await listed(city.Summerside!)).ids).not.toContain(id);
    expect((await listed(city.Cornwall!)).ids).toContain(id);
    expect(await inPei()).toBe(1);
    await expectListsMatchBusinesses();

    // unpublished, then expired: out of every list
    await app.db.update(businesses).set({ status: 0 }).where(eq(businesses.id, id));
    expect(await inPei()).toBe(0);
    await app.db
      .update(businesses)
      .set({ status: 1, listingEndDate: '2021-01-01' })
      .where(eq(businesses.id, id));
    expect(await inPei()).toBe(0);
    await expectListsMatchBusinesses();

    await app.db.delete(businesses).where(eq(businesses.id, id));
    await expectListsMatchBusinesses();
  });

  it('every city counts a listed business in no list of a city, and keeps its count past the last page', async () => {
    const { userId } = await userAuth(app);
    const id = await insertListedService(
      app.db,
      { slug: 'nomad-no-town', businessName: 'Nomad Tours', userId },
      [city.Cornwall!],
    );
    await app.db.delete(businessCities).where(eq(businessCities.businessId, id));
    const all = await listed('all');
    expect(all.ids).toContain(id);
    await expectListsMatchBusinesses();
    const res = await app.inject({
      method: 'GET',
      url: `/api/web/directory/service?cityId=all&page=${Math.ceil(all.count / 10) + 1}`,
    });
    expect(res.json<{ data: ServiceListData }>().data).toMatchObject({ count: all.count, businessLists: [] });
    await app.db.delete(businesses).where(eq(businesses.id, id));
    expect((await listed('all')).count).toBe(all.count - 1);
  });

  it('a search in a city finds a business through each of its cities as they change', async () => {
    const id = await inTwoTowns('quokka-two-towns', 'Quokka Bakery');
    const found = async (cityName: string, search: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/web/directory/service?cityId=${city[cityName]!}&page=1&search=${encodeURIComponent(search)}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json<{ data: ServiceListData }>().data;
      return { count: data.count, ids: data.businessLists.map((b) => b.id) };
    };
    expect(await found('Cornwall', 'quokka')).toEqual({ count: 1, ids: [id] });
    expect(await found('Summerside', 'quokka')).toEqual({ count: 1, ids: [id] });
    expect(await found('All of PEI', 'quokka')).toEqual({ count: 1, ids: [id] });
    expect(await found('Halifax', 'quokka')).toEqual({ count: 0, ids: [] });

    // a rename rebuilds the document: its cities stay searchable
    await app.db.update(businesses).set({ businessName: 'Wombat Bakery' }).where(eq(businesses.id, id));
    expect(await found('Summerside', 'wombat')).toEqual({ count: 1, ids: [id] });

    await app.db
      .delete(businessCities)
      .where(and(eq(businessCities.businessId, id), eq(businessCities.cityId, city.Summerside!)));
    expect(await found('Summerside', 'wombat')).toEqual({ count: 0, ids: [] });
    expect(await found('Cornwall', 'wombat')).toEqual({ count: 1, ids: [id] });
    await app.db.insert(businessCities).values({ businessId: id, cityId: city.Halifax! });
    expect(await found('Halifax', 'wombat')).toEqual({ count: 1, ids: [id] });
    await app.db.delete(businesses).where(eq(businesses.id, id));
  });
});
