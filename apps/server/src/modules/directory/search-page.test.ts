import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryType } from '@harbour/shared';
import { seedDirectory } from '../../db/seed/directory.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { findIds } from './directory.repository.js';
import { atlanticToday } from './directory.service.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  await seedDirectory(app.db, { demo: true });
});
afterAll(() => app.close());

/** Broad words (many matches, featured and not) and typos (exact matches before corrected ones). */
const SEARCHES: [DirectoryType, string][] = [
  ['service', 'services'],
  ['service', 'servces'],
  ['service', 'sevices'],
  ['job', 'worker'],
  ['job', 'workr'],
  ['volunteer', 'community'],
  ['volunteer', 'comunity'],
];

describe('a search page ranks only the matches that can reach it', () => {
  it.each(SEARCHES)(
    '%s "%s": every page is its slice of the whole ranking, with the total',
    async (type, search) => {
      const query = { type, cityIds: null, provinceId: null, search, lang: 'en', today: atlanticToday() };
      // one page holding every match: no match is left out of the ranking
      const whole = await findIds(app.db, { ...query, limit: 100_000, offset: 0 });
      expect(whole.total, 'a search with more matches than one page').toBeGreaterThan(10);
      for (let offset = 0; offset < whole.total; offset += 10) {
        const page = await findIds(app.db, { ...query, limit: 10, offset });
        expect(page, `offset ${offset}`).toEqual({
          total: whole.total,
          ids: whole.ids.slice(offset, offset + 10),
        });
      }
    },
  );
});
