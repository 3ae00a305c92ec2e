import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VolunteerListData } from '@harbour/shared';
import { cities, volunteerOrganizationCities, volunteerOrganizations } from '../../db/schema/index.js';
import { seedDirectory } from '../../db/seed/directory.js';
import { buildTestApp } from '../../test/build-test-app.js';

let app: FastifyInstance;
let city: Record<string, number>;

beforeAll(async () => {
  app = await buildTestApp();
  await seedDirectory(app.db, { demo: true });
  const rows = await app.db.select({ id: cities.id, name: cities.name }).from(cities);
  city = Object.fromEntries(rows.map((r) => [r.name, r.id]));
});
afterAll(() => app.close());

async function found(cityName: string, search: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/web/directory/volunteer?cityId=${city[cityName]!}&page=1&search=${encodeURIComponent(search)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json<{ data: VolunteerListData }>().data;
  return { count: data.count, ids: data.orgLists.map((o) => o.id) };
}

describe('a search of volunteer organisations in a city (city lexemes, migration 0021)', () => {
  it('finds an organisation through each of its cities as they change', async () => {
    const [org] = await app.db
      .insert(volunteerOrganizations)
      .values({ slug: 'wallaby-two-towns', orgName: 'Wallaby Helpers', status: 1 })
      .returning({ id: volunteerOrganizations.id });
    const id = org!.id;
    await app.db.insert(volunteerOrganizationCities).values([
      { orgId: id, cityId: city.Cornwall! },
      { orgId: id, cityId: city.Summerside! },
    ]);
    expect(await found('Cornwall', 'wallaby')).toEqual({ count: 1, ids: [id] });
    expect(await found('Summerside', 'walaby helpers')).toEqual({ count: 1, ids: [id] });
    expect(await found('All of PEI', 'wallaby')).toEqual({ count: 1, ids: [id] });
    expect(await found('Halifax', 'wallaby')).toEqual({ count: 0, ids: [] });

    // a rename rebuilds the document: its cities stay searchable
    await app.db
      .update(volunteerOrganizations)
      .set({ orgName: 'Kookaburra Helpers' })
      .where(eq(volunteerOrganizations.id, id));
    expect(await found('Summerside', 'kookaburra')).toEqual({ count: 1, ids: [id] });
    expect(await found('Summerside', 'wallaby')).toEqual({ count: 0, ids: [] });

    await app.db
      .delete(volunteerOrganizationCities)
      .where(
        and(
          eq(volunteerOrganizationCities.orgId, id),
          eq(volunteerOrganizationCities.cityId, city.Summerside!),
        ),
      );
    expect(await found('Summerside', 'kookaburra')).toEqual({ count: 0, ids: [] });
    expect(await found('Cornwall', 'kookaburra')).toEqual({ count: 1, ids: [id] });
    await app.db
      .update(volunteerOrganizationCities)
      .set({ cityId: city.Halifax! })
      .where(eq(volunteerOrganizationCities.orgId, id));
    expect(await found('Cornwall', 'kookaburra')).toEqual({ count: 0, ids: [] });
    expect(await found('Halifax', 'kookaburra')).toEqual({ count: 1, ids: [id] });

    // unpublished: out of the search in its city
    await app.db.update(volunteerOrganizations).set({ status: 0 }).where(eq(volunteerOrganizations.id, id));
    expect(await found('Halifax', 'kookaburra')).toEqual({ count: 0, ids: [] });
  });

  it('finds the seeded organisations of a city as the list of that city holds them', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/web/directory/volunteer?cityId=${city.Halifax!}&page=1`,
    });
    const listed = res.json<{ data: VolunteerListData }>().data.orgLists;
    expect(listed.length).toBeGreaterThan(0);
    for (const org of listed.slice(0, 3)) {
      expect((await found('Halifax', org.orgName)).ids, org.orgName).toContain(org.id);
    }
  });
});
