import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test/build-test-app.js';
import { createDatabase, type Db } from './client.js';
import { appMeta, contentPages } from './schema/index.js';
import { LEDGERS } from './seed/content.js';
import { LEGAL_PAGES } from './seed/legal.js';
import { prepareDatabase } from './startup.js';

const config = testConfig({ ADMIN_PASSWORD: 'Harbour-admin-1' });
const log = { info: () => {}, warn: () => {} } as unknown as Parameters<typeof prepareDatabase>[2];
const today = new Date();

const termsTitle = async (db: Db) =>
  (
    await db
      .select({ title: contentPages.title })
      .from(contentPages)
      .where(eq(contentPages.slug, 'terms-and-conditions'))
  )[0]?.title;

/** One start of the server on the data folder: open, migrate and seed as the app does, then `check`. */
async function start<T>(stamp: string, check: (db: Db) => Promise<T>): Promise<{ seeded: boolean; seen: T }> {
  const database = createDatabase(config);
  try {
    const seeded = await prepareDatabase(database, config, log, { now: today, stamp });
    return { seeded, seen: await check(database.db) };
  } finally {
    await database.close();
  }
}

describe('starting again on the same data folder', () => {
  afterAll(() => rmSync(config.dataDir, { recursive: true, force: true }));

  it(
    'skips the seed when this build already seeded today, and applies a changed seed on the next build',
    { timeout: 180_000 },
    async () => {
      const fresh = await start('build-a', async (db) => {
        const title = await termsTitle(db);
        // stands for the text an older build wrote, before the seed kept a ledger of its rows (a row
        // changed since the ledger recorded it is an admin's edit, which a new build keeps: seed-rows.test.ts)
        await db
          .update(contentPages)
          .set({ title: 'Old terms' })
          .where(eq(contentPages.slug, 'terms-and-conditions'));
        await db.delete(appMeta).where(eq(appMeta.key, `seed_rows:${LEDGERS.pages[0]}`));
        return title;
      });
      expect(fresh).toEqual({ seeded: true, seen: LEGAL_PAGES[0]!.title });

      // same build, same day: the seed steps do not run, so the row keeps what the database holds
      expect(await start('build-a', termsTitle)).toEqual({ seeded: false, seen: 'Old terms' });

      // a build with a changed seed (its hash differs): the new text is written
      expect(await start('build-b', termsTitle)).toEqual({ seeded: true, seen: LEGAL_PAGES[0]!.title });
    },
  );
});
