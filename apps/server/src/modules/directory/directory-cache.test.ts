import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceListData } from '@harbour/shared';
import { businessCities, businesses, cities } from '../../db/schema/index.js';
import { seedDirectory } from '../../db/seed/directory.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { CLOSED_WEEK } from '../../test/listings.js';
import { userAuth } from '../../test/sessions.js';

let app: FastifyInstance;
let cornwall: number;

beforeAll(async () => {
  app = await buildTestApp({ DIRECTORY_CACHE_SECONDS: '30' });
  await seedDirectory(app.db, { demo: true });
  const rows = await app.db.select({ id: cities.id, name: cities.name }).from(cities);
  cornwall = rows.find((r) => r.name === 'Cornwall')!.id;
});
afterAll(() => app.close());

async function services(query: string, language = 'en'): Promise<ServiceListData> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/web/directory/service?${query}`,
    headers: { language },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ServiceListData }>().data;
}

async function addListing(name: string) {
  const owner = await userAuth(app);
  const [row] = await app.db
    .insert(businesses)
    .values({
      slug: name.toLowerCase().replace(/\W+/g, '-'),
      businessName: name,
      businessDescription: `${name} for the cache test`,
      hours: CLOSED_WEEK,
      cityId: cornwall,
      userId: owner.userId,
      status: 1,
      listingStartDate: '2020-01-01',
      listingEndDate: '2099-01-01',
    })
    .returning({ id: businesses.id });
  await app.db.insert(businessCities).values({ businessId: row!.id, cityId: cornwall });
}

describe('directory answers kept for DIRECTORY_CACHE_SECONDS', () => {
  it('answers a repeated list or search from memory, the same search however it is typed', async () => {
    const before = await services(`cityId=${cornwall}&page=1`);
    const searched = await services('cityId=all&page=1&search=quokkafix');
    expect(searched.count).toBe(0);

    await addListing('Quokkafix Repairs');

    // within the cache time the answers stay as they were, for every spelling of the same words
    expect((await services(`cityId=${cornwall}&page=1`)).count).toBe(before.count);
    expect((await services('cityId=all&page=1&search=  QUOKKAFIX,')).count).toBe(0);
    // another page, search or language is another answer, read from the database
    expect((await services('cityId=all&page=1&search=quokkafix repairs')).count).toBe(1);
    expect((await services('cityId=all&page=1&search=quokkafix', 'fr')).count).toBe(1);
  });
});
