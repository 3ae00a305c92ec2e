import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { createDatabase, type Database } from '../db/client.js';

/**
 * A fresh app on its own database: in-memory PGlite, or, when TEST_DATABASE_URL is set, a new
 * PostgreSQL database created for this app and dropped when it closes.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config: Config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env });
  const adminUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  if (adminUrl) {
    const name = `harbour_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const created = createDatabase({ databaseUrl: url.toString(), pgliteDir: null });
    database = {
      ...created,
      close: async () => {
        await created.close();
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  } else {
    database = createDatabase({ databaseUrl: null, pgliteDir: null });
  }
  const app = await buildApp({ ...config, databaseUrl: null, pgliteDir: null }, { database });
  return app;
}
