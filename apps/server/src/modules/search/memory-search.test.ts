import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryType } from '@harbour/shared';
import { businesses, cities, provinces } from '../../db/schema/index.js';
import { seedDirectory } from '../../db/seed/directory.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { insertListedService } from '../../test/listings.js';
import { findIds, type ListQuery } from '../directory/directory.repository.js';
import { atlanticToday } from '../directory/directory.service.js';
import { loadIndex, useMemorySearch, useSqlSearch } from './memory-search.js';

let app: FastifyInstance;
let halifax: number;
let peiCities: number[];

beforeAll(async () => {
  app = await buildTestApp({ SEARCH_INDEX: 'sql' });
  await seedDirectory(app.db, { demo: true });
  const rows = await app.db
    .select({ id: cities.id, name: cities.name, province: provinces.code })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId));
  halifax = rows.find((r) => r.name === 'Halifax')!.id;
  peiCities = rows.filter((r) => r.province === 'PE').map((r) => r.id);
}, 120_000);
afterAll(() => app.close());

const WORDS = [
  'services',
  'servces',
  'sevices',
  'food',
  'fod',
  'community',
  'comunity',
  'worker',
  'workr',
  'café',
  'cafe',
  'halifax',
  'tutor',
  'education',
  'dentist',
  'dentst',
  'mentl helth',
  'health care',
  'care health',
  'french',
  'english classes',
  'épicerie',
  'restaurant',
  'restaurants',
  'the',
  'to',
  'volunteer',
  'driver',
  'clean',
  'cleaning',
  'repair',
  'legal',
  'friendly',
  'friendy',
  'family',
  'shop',
  'children',
  'youth',
  'nurse',
  'cook',
  'kitchen',
  'ab',
  'zzzz',
  'halal',
  'حلال',
  '中文',
  'moving',
  'immigration',
  'settlement',
];
const TYPES: DirectoryType[] = ['service', 'job', 'volunteer'];

function queries(): ListQuery[] {
  const today = atlanticToday();
  const out: ListQuery[] = [];
  for (const type of TYPES) {
    for (const search of WORDS) {
      for (const cityIds of [null, [halifax], peiCities]) {
        for (const offset of [0, 10, 20]) {
          out.push({ type, cityIds, search, lang: 'en', limit: 10, offset, today });
        }
      }
    }
  }
  return out;
}

/**
 * Each query's answer from PostgreSQL alone, then from the loaded indexes, asserted equal; returns the
 * indexes' answers. PostgreSQL answers first with the indexes off: an earlier test may have turned them on.
 */
async function sameAsPostgres(all: ListQuery[], label: (q: ListQuery) => string) {
  useSqlSearch(app.db);
  const fromSql = [];
  for (const q of all) fromSql.push(await findIds(app.db, q));
  useMemorySearch(app.db);
  for (const type of TYPES) await loadIndex(app.db, type);
  const fromMemory = [];
  for (const [i, q] of all.entries()) {
    const answer = await findIds(app.db, q);
    expect(answer, label(q)).toEqual(fromSql[i]);
    fromMemory.push(answer);
  }
  return fromMemory;
}

describe('searches from the in-memory index', () => {
  it('answer exactly as PostgreSQL does: the same ids in the same order, the same total', async () => {
    const answers = await sameAsPostgres(
      queries(),
      (q) => `${q.type} "${q.search}" ${JSON.stringify(q.cityIds)} offset ${q.offset}`,
    );
    const nonEmpty = answers.filter((a) => a.ids.length > 0).length;
    expect(nonEmpty, 'searches that find something').toBeGreaterThan(100);
  }, 300_000);

  it('give list pages exactly as PostgreSQL does: every city choice, first to past the last page', async () => {
    const today = atlanticToday();
    const cityRows = await app.db.select({ id: cities.id }).from(cities);
    const choices = [null, peiCities, ...cityRows.map((c) => [c.id])];
    const lists: ListQuery[] = [];
    for (const type of TYPES) {
      for (const cityIds of choices) {
        for (const offset of [0, 10, 20, 50, 100, 10_000]) {
          lists.push({ type, cityIds, search: '', lang: 'en', limit: 10, offset, today });
        }
      }
    }
    const answers = await sameAsPostgres(
      lists,
      (q) => `${q.type} list ${JSON.stringify(q.cityIds)} offset ${q.offset}`,
    );
    const full = answers.filter((a) => a.ids.length === 10).length;
    expect(full, 'full pages compared').toBeGreaterThan(40);
  }, 300_000);

  it('see every committed change at once: a new listing, an edit, unpublishing and a delete', async () => {
    useMemorySearch(app.db);
    await loadIndex(app.db, 'service');
    const today = atlanticToday();
    const find = (search: string) =>
      findIds(app.db, { type: 'service', cityIds: null, search, lang: 'en', limit: 10, offset: 0, today });
    const listed = async () =>
      (
        await findIds(app.db, {
          type: 'service',
          cityIds: [halifax],
          search: '',
          lang: 'en',
          limit: 10_000,
          offset: 0,
          today,
        })
      ).ids;
    expect((await find('zanzibarian')).total).toBe(0);
    const before = await listed();
    const id = await insertListedService(app.db, { businessName: 'Zanzibarian Spice House', slug: 'zsh' }, [
      halifax,
    ]);
    expect(await find('zanzibarian')).toEqual({ ids: [id], total: 1 });
    expect(await listed()).toContain(id);
    expect((await listed()).length).toBe(before.length + 1);
    await app.db.update(businesses).set({ businessName: 'Quetzalcoatl Bakery' }).where(eq(businesses.id, id));
    expect((await find('zanzibarian')).total).toBe(0);
    expect(await find('quetzalcoatl')).toEqual({ ids: [id], total: 1 });
    await app.db.update(businesses).set({ status: 0 }).where(eq(businesses.id, id));
    expect((await find('quetzalcoatl')).total).toBe(0);
    expect(await listed()).toEqual(before);
    await app.db.update(businesses).set({ status: 1 }).where(eq(businesses.id, id));
    expect((await find('quetzalcoatl')).total).toBe(1);
    await app.db.delete(businesses).where(eq(businesses.id, id));
    expect((await find('quetzalcoatl')).total).toBe(0);
  });
});

describe('an index that fails to load', () => {
  it('is logged, and loads at the next try once the fault is gone', async () => {
    const own = await buildTestApp({ SEARCH_INDEX: 'sql' });
    try {
      const logged: { level: string; fields: object; message: string }[] = [];
      const log = {
        info: (fields: object, message: string) => logged.push({ level: 'info', fields, message }),
        error: (fields: object, message: string) => logged.push({ level: 'error', fields, message }),
      };
      useMemorySearch(own.db, log);
      await own.db.execute(sql`alter table search_generation rename to search_generation_gone`);
      await expect(loadIndex(own.db, 'job')).rejects.toThrow();
      expect(logged.map((l) => [l.level, (l.fields as { kind?: string }).kind])).toEqual([['error', 'job']]);
      await own.db.execute(sql`alter table search_generation_gone rename to search_generation`);
      await loadIndex(own.db, 'job');
      expect(logged.map((l) => [l.level, l.message])).toEqual([
        ['error', 'search index failed to load; PostgreSQL answers meanwhile'],
        ['info', 'search index loaded'],
      ]);
    } finally {
      await own.close();
    }
  });
});
