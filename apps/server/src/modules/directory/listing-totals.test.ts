import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, jobs, volunteerOrganizations } from '../../db/schema/index.js';
import { seedDirectory } from '../../db/seed/directory.js';
import { buildTestApp } from '../../test/build-test-app.js';

let app: FastifyInstance;
let cityId: number;
let provinceId: number;

beforeAll(async () => {
  app = await buildTestApp();
  await seedDirectory(app.db, { demo: true });
  const [city] = await app.db.select().from(cities).where(eq(cities.name, 'Halifax'));
  cityId = city!.id;
  provinceId = city!.provinceId;
});
afterAll(() => app.close());

/** `data.count` of every city's list, on its first page or past its last one. */
async function everyCity(type: 'job' | 'volunteer', page = 1): Promise<number> {
  const res = await app.inject({ method: 'GET', url: `/api/web/directory/${type}?cityId=all&page=${page}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { count: number } }>().data.count;
}

/** The same number counted from the table. */
async function counted(type: 'job' | 'volunteer'): Promise<number> {
  const table = type === 'job' ? jobs : volunteerOrganizations;
  const [row] = await app.db.select({ n: count() }).from(table).where(eq(table.status, 1));
  return row!.n;
}

async function expectTotalsMatch() {
  for (const type of ['job', 'volunteer'] as const) {
    const total = await counted(type);
    expect(await everyCity(type), type).toBe(total);
    expect(await everyCity(type, Math.ceil(total / 10) + 1), `${type} past the last page`).toBe(total);
  }
}

describe('every city counts its jobs and organisations from running totals (migration 0020)', () => {
  it('match a count of the tables after seeding, and follow inserts, publishing, unpublishing and deletes', async () => {
    await expectTotalsMatch();
    const [job] = await app.db
      .insert(jobs)
      .values(
        [
          { slug: 'total-job-1', jobTitle: 'Quoll Keeper', companyName: 'Zoo', cityId, stateId: provinceId },
          { slug: 'total-job-2', jobTitle: 'Quoll Feeder', companyName: 'Zoo', cityId, stateId: provinceId },
        ].map((j) => ({ ...j, status: 1, postedAt: '2025-01-01' })),
      )
      .returning({ id: jobs.id });
    const [org] = await app.db
      .insert(volunteerOrganizations)
      .values({ slug: 'total-org', orgName: 'Quoll Friends', status: 0 })
      .returning({ id: volunteerOrganizations.id });
    await expectTotalsMatch();

    await app.db
      .update(volunteerOrganizations)
      .set({ status: 1 })
      .where(eq(volunteerOrganizations.id, org!.id));
    await app.db.update(jobs).set({ status: 0 }).where(eq(jobs.id, job!.id));
    await expectTotalsMatch();
    // an edit that does not publish or unpublish changes nothing
    await app.db.update(jobs).set({ jobTitle: 'Quoll Warden' }).where(eq(jobs.companyName, 'Zoo'));
    await expectTotalsMatch();

    await app.db.delete(jobs).where(eq(jobs.companyName, 'Zoo'));
    await app.db.delete(volunteerOrganizations).where(eq(volunteerOrganizations.id, org!.id));
    await expectTotalsMatch();
  });
});
