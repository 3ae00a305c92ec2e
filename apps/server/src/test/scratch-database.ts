import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../db/client.js';

async function run(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database `<prefix>_<random>` on the PostgreSQL server of `adminUrl`, empty or a copy of
 * `template`; `drop` removes it.
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await run(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A new PostgreSQL database on `adminUrl`'s server, empty or a copy of `template`, dropped by `close`. */
export async function createTestPostgres(adminUrl: string, template?: string): Promise<Database> {
  const scratch = await createScratchDatabase(adminUrl, 'harbour_test', template);
  const created = createDatabase({ databaseUrl: scratch.url, pgliteDir: null });
  return {
    ...created,
    close: async () => {
      await created.close();
      await scratch.drop();
    },
  };
}
