import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VolunteerListData } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { cities, volunteerOrganizationCities, volunteerOrganizations } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { listPageQuery } from './directory.repository.js';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../../drizzle');
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('migration 0009_volunteer_looking', () => {
  it('turns the old scale into the spec values: not now -> No, any other -> Yes', async () => {
    // Migrate up to 0008 from a copy of the folder whose journal stops there, then to the end.
    const folder = mkdtempSync(path.join(tmpdir(), 'harbour-0009-'));
    cpSync(MIGRATIONS, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag === '0009_volunteer_looking');
    expect(at).toBeGreaterThan(0);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    const client = new PGlite({ extensions: { pg_trgm } });
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: folder });
      // old scale: 0 not now, 1 now and then, 2 regularly, 3 urgently
      await client.exec(`insert into volunteer_organizations (slug, org_name, looking_for_volunteer, status)
        values ('o0', 'Old 0', 0, 1), ('o1', 'Old 1', 1, 1), ('o2', 'Old 2', 2, 0), ('o3', 'Old 3', 3, 1)`);
      await migrate(db, { migrationsFolder: MIGRATIONS });
      const rows = await client.query<{ slug: string; looking_for_volunteer: number }>(
        'select slug, looking_for_volunteer from volunteer_organizations order by slug',
      );
      expect(rows.rows).toEqual([
        { slug: 'o0', looking_for_volunteer: 1 },
        { slug: 'o1', looking_for_volunteer: 0 },
        { slug: 'o2', looking_for_volunteer: 0 },
        { slug: 'o3', looking_for_volunteer: 0 },
      ]);
      await client.exec(`insert into volunteer_organizations (slug, org_name) values ('new', 'New')`);
      const fresh = await client.query<{ v: number }>(
        `select looking_for_volunteer as v from volunteer_organizations where slug = 'new'`,
      );
      expect(fresh.rows).toEqual([{ v: 1 }]);
    } finally {
      await client.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('volunteer directory order', () => {
  let app: FastifyInstance;
  let cityId: number;
  // name -> looking_for_volunteer (0 Yes, 1 No, 2 waiting list, 3 Other)
  const orgs: [string, number][] = [
    ['Alder Aid', 1],
    ['Birch Bank', 3],
    ['Cedar Circle', 0],
    ['Dune Drivers', 2],
    ['Elm Eats', 0],
    ['Fir Friends', 1],
    ['Gull Garden', 2],
    ['Heron Help', 3],
  ];

  beforeAll(async () => {
    app = await buildTestApp();
    const [city] = await app.db.select({ id: cities.id }).from(cities).limit(1);
    cityId = city!.id;
    const inserted = await app.db
      .insert(volunteerOrganizations)
      .values(
        orgs.map(([orgName, looking]) => ({
          slug: orgName.toLowerCase().replace(/ /g, '-'),
          orgName,
          lookingForVolunteer: looking,
          status: 1,
        })),
      )
      .returning({ id: volunteerOrganizations.id });
    await app.db.insert(volunteerOrganizationCities).values(inserted.map((r) => ({ orgId: r.id, cityId })));
    await app.db.execute(sql`analyze volunteer_organizations, volunteer_organization_cities`);
  });
  afterAll(() => app.close());

  it('lists Yes first, then the waiting list, Other, No, each by name', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/web/directory/volunteer?cityId=${cityId}` });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<{ data: VolunteerListData }>().data.orgLists;
    expect(list.map((o) => [o.orgName, o.looking_for_volunteer])).toEqual([
      ['Cedar Circle', 0],
      ['Elm Eats', 0],
      ['Dune Drivers', 2],
      ['Gull Garden', 2],
      ['Birch Bank', 3],
      ['Heron Help', 3],
      ['Alder Aid', 1],
      ['Fir Friends', 1],
    ]);
  });

  // With sequential scans and sorts priced out, a plan that still sorts or reads the table means the
  // index cannot give the directory order.
  async function plan(db: Db, cityIds: number[] | null): Promise<string> {
    const page = listPageQuery(db, { type: 'volunteer', cityIds, limit: 10, offset: 0, today: '2026-01-01' });
    const rows = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      return tx.execute(sql`explain ${page}`);
    });
    return rowsOf<{ 'QUERY PLAN': string }>(rows)
      .map((r) => r['QUERY PLAN'])
      .join('\n');
  }

  it('pages every city and one city from the list index alone, without sorting', async () => {
    for (const cityIds of [null, [cityId]]) {
      const text = await plan(app.db, cityIds);
      expect(text, text).toMatch(
        /Index Only Scan using volunteer_organizations_listed_idx on volunteer_organizations\s/,
      );
      expect(text, text).not.toMatch(/Sort|(Seq Scan|Bitmap Heap Scan) on volunteer_organizations\s/);
    }
  });
});
