import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { preparedPglite, preparedPostgres, preparedStamp } from './prepared-database.js';

export { createTestPostgres } from './scratch-database.js';

const WEATHER_VARIABLES = [
  'WEATHER_PROVIDER',
  'OPENWEATHER_API_KEY',
  'OPENWEATHER_BASE_URL',
  'OPEN_METEO_BASE_URL',
];

/**
 * The config of a test app: silent, no demo content, its own temporary DATA_DIR and no web build. Tests never
 * reach the internet: the weather is off unless the test sets a weather variable, and the providers' base URLs
 * are a closed local port unless it names its stand-in.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'harbour-test-'));
  const weatherChosen = WEATHER_VARIABLES.some((name) => name in env);
  return loadConfig({
    OPEN_METEO_BASE_URL: 'http://127.0.0.1:9',
    OPENWEATHER_BASE_URL: 'http://127.0.0.1:9',
    ...(weatherChosen ? {} : { WEATHER_PROVIDER: 'none' }),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    // tests change listings and list them again at once
    DIRECTORY_CACHE_SECONDS: '0',
    // tests register many listings from one account and address; creation-limits.test.ts sets its own
    LISTING_CREATE_PER_HOUR: '100000',
    LISTING_CREATE_PER_HOUR_PER_IP: '100000',
    LISTINGS_AWAITING_PAYMENT_MAX: '100000',
    ...env,
  });
}

/**
 * A fresh app on its own database: in-memory PGlite, or, when TEST_DATABASE_URL is set, a new
 * PostgreSQL database created for this app and dropped when it closes. Either starts as a copy of a
 * database already migrated and seeded with the same code and seed settings (test/prepared-database.ts).
 * DATA_DIR is a temporary directory removed on close unless the caller passed one.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  opts: { logStream?: Writable } = {},
): Promise<FastifyInstance> {
  const config = testConfig(env);
  const adminUrl = process.env.TEST_DATABASE_URL;
  const seedStamp = preparedStamp(config);
  const database = adminUrl
    ? await preparedPostgres(adminUrl, config, seedStamp)
    : await preparedPglite(config, seedStamp);
  const app = await buildApp(
    { ...config, databaseUrl: null, pgliteDir: null },
    { database, seedStamp, ...opts },
  );
  if (!env.DATA_DIR) {
    app.addHook('onClose', async () => rmSync(config.dataDir, { recursive: true, force: true }));
  }
  return app;
}
