import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceListData } from '@harbour/shared';
import { businessCities, businesses } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { CLOSED_WEEK } from '../../test/listings.js';
import { cityIdByName } from './test-helpers.js';
import { LISTINGS_VERSION_KEY } from './listings-changed.js';

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

async function names(app: FastifyInstance, search: string): Promise<string[]> {
  const city = await cityIdByName(app, 'Charlottetown');
  const res = await app.inject({
    method: 'GET',
    url: `/api/web/directory/service?cityId=${city}&page=1&search=${search}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ServiceListData }>().data.businessLists.map((b) => b.businessName);
}

/** A live listing written straight to the table, as another process's registration would. */
async function publish(app: FastifyInstance, name: string) {
  const cityId = await cityIdByName(app, 'Charlottetown');
  const [row] = await app.db
    .insert(businesses)
    .values({
      slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${randomBytes(3).toString('hex')}`,
      businessName: name,
      hours: CLOSED_WEEK,
      cityId,
      status: 1,
      listingStartDate: '2020-01-01',
      listingEndDate: '2099-01-01',
    })
    .returning({ id: businesses.id });
  await app.db.insert(businessCities).values({ businessId: row!.id, cityId });
}

describe('app.listingsChanged (one process, no Redis)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ DIRECTORY_CACHE_SECONDS: '30' });
  });
  afterAll(() => app.close());

  it('makes the cached directory answer show a new listing at once', async () => {
    expect(await names(app, 'marrowfat')).toEqual([]);
    await publish(app, 'Marrowfat Joinery');
    // still cached: nobody said the listings changed
    expect(await names(app, 'marrowfat')).toEqual([]);
    const before = await app.listingsVersion();
    await app.listingsChanged();
    expect(await app.listingsVersion()).not.toBe(before);
    expect(await names(app, 'marrowfat')).toEqual(['Marrowfat Joinery']);
  });
});

describe.skipIf(!redisUrl)('app.listingsChanged shared through Redis', () => {
  const env = {
    REDIS_URL: redisUrl ?? '',
    REDIS_PREFIX: `harbour-test-${randomBytes(4).toString('hex')}:`,
    DIRECTORY_CACHE_SECONDS: '30',
  };
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeAll(async () => {
    one = await buildTestApp(env);
    two = await buildTestApp(env);
  });
  afterAll(async () => {
    await one.redis!.del(`${env.REDIS_PREFIX}${LISTINGS_VERSION_KEY}`);
    await Promise.all([one.close(), two.close()]);
  });

  it('a change told by one process drops the cached answers of the other', async () => {
    expect(await names(two, 'gallinule')).toEqual([]);
    await publish(two, 'Gallinule Glassworks');
    expect(await names(two, 'gallinule')).toEqual([]);
    const before = await two.listingsVersion();
    await one.listingsChanged();
    expect(await two.listingsVersion()).not.toBe(before);
    expect(await names(two, 'gallinule')).toEqual(['Gallinule Glassworks']);
  });
});
