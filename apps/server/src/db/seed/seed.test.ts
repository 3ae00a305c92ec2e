import { rmSync } from 'node:fs';
import { eq, like, notLike, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Config } from '../../config.js';
import { createScratchDatabase } from '../../test/scratch-database.js';
import { createDatabase } from '../client.js';
import { testConfig } from '../../test/build-test-app.js';
import {
  appMeta,
  appSecrets,
  cities,
  countries,
  features,
  provinces,
  settings,
  users,
} from '../schema/index.js';

const adminUrl = process.env.TEST_DATABASE_URL;

/** A config whose database survives the app: a PGlite data dir, or a PostgreSQL database of our own. */
async function persistentDatabase(): Promise<{ config: Config; drop: () => Promise<void> }> {
  const config = testConfig({ ADMIN_PASSWORD: 'Harbour-admin-1' });
  const removeDataDir = () => rmSync(config.dataDir, { recursive: true, force: true });
  if (!adminUrl) return { config, drop: async () => removeDataDir() };
  const scratch = await createScratchDatabase(adminUrl, 'harbour_seed');
  return {
    config: { ...config, databaseUrl: scratch.url, pgliteDir: null },
    drop: async () => {
      await scratch.drop();
      removeDataDir();
    },
  };
}

async function counts(app: FastifyInstance) {
  const n = async (table: PgTable) =>
    Number((await app.db.select({ n: sql<number>`count(*)` }).from(table))[0]!.n);
  return {
    countries: await n(countries),
    provinces: await n(provinces),
    cities: await n(cities),
    features: await n(features),
    settings: await n(settings),
    appMeta: Number(
      (
        await app.db
          .select({ n: sql<number>`count(*)` })
          .from(appMeta)
          .where(notLike(appMeta.key, 'seed_rows:%'))
      )[0]!.n,
    ),
    /** what the seed wrote per table of texts (seed-rows.ts): one ledger per table or entity */
    seedLedgers: Number(
      (
        await app.db
          .select({ n: sql<number>`count(*)` })
          .from(appMeta)
          .where(like(appMeta.key, 'seed_rows:%'))
      )[0]!.n,
    ),
    appSecrets: await n(appSecrets),
    admins: Number(
      (
        await app.db
          .select({ n: sql<number>`count(*)` })
          .from(users)
          .where(eq(users.role, 'admin'))
      )[0]!.n,
    ),
  };
}

describe('starting twice on the same database', () => {
  let db: Awaited<ReturnType<typeof persistentDatabase>>;
  beforeAll(async () => {
    db = await persistentDatabase();
  });
  afterAll(() => db.drop());

  // migrates and seeds twice over (13 languages of site texts): slower than one request's test
  it(
    'migrates and seeds once: no duplicate flags, settings, cities or admin, and keeps edits',
    { timeout: 180_000 },
    async () => {
      const first = await buildApp(db.config);
      const before = await counts(first);
      const [secret] = await first.db.select().from(appSecrets);
      await first.db
        .update(settings)
        .set({ value: 'contact@harbour.example' })
        .where(eq(settings.settingType, 'org_email'));
      await first.db.update(features).set({ enabled: false }).where(eq(features.name, 'upei'));
      await first.close();

      const second = await buildApp(db.config);
      try {
        expect(before).toEqual({
          countries: 1,
          provinces: 4,
          cities: 9,
          features: 7,
          settings: 3,
          appMeta: 1,
          seedLedgers: 20,
          appSecrets: 1,
          admins: 1,
        });
        expect(await counts(second)).toEqual(before);
        expect((await second.db.select().from(appSecrets))[0]).toEqual(secret);
        const res = await second.inject({
          method: 'GET',
          url: '/api/web/settings?settingType=org_email&category=contact_us',
        });
        expect(res.json<{ data: { value: string } }>().data.value).toBe('contact@harbour.example');
        const version = await second.inject({ method: 'GET', url: '/api/getVersion' });
        const upei = version
          .json<{ data: { feature_list: { name: string; enabled: boolean }[] } }>()
          .data.feature_list.find((f) => f.name === 'upei');
        expect(upei?.enabled).toBe(false);
      } finally {
        await second.close();
      }
    },
  );
});

describe.runIf(adminUrl)('processes starting together on PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof persistentDatabase>>;
  beforeAll(async () => {
    db = await persistentDatabase();
  });
  afterAll(() => db.drop());

  it('run their startup work one at a time', async () => {
    const [a, b] = [createDatabase(db.config), createDatabase(db.config)];
    const events: string[] = [];
    const work = (name: string) => async () => {
      events.push(`${name} in`);
      // long enough for the other process to try its turn meanwhile
      await a.db.execute(sql`select pg_sleep(0.3)`);
      events.push(`${name} out`);
    };
    try {
      await Promise.all([a.exclusively(work('a')), b.exclusively(work('b'))]);
      expect([events.slice(0, 2), events.slice(2)].map((pair) => pair.map((e) => e.split(' ')[1]))).toEqual([
        ['in', 'out'],
        ['in', 'out'],
      ]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('migrate and seed a new database once, both ready', { timeout: 180_000 }, async () => {
    const apps = await Promise.all([buildApp(db.config), buildApp(db.config)]);
    try {
      const [first, second] = [await counts(apps[0]), await counts(apps[1])];
      expect(first).toEqual(second);
      expect(first).toMatchObject({ provinces: 4, cities: 9, admins: 1, appSecrets: 1 });
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});
