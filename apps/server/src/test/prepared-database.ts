import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Config } from '../config.js';
import { createDatabase, databaseOnPglite, openPglite, type Database } from '../db/client.js';
import { prepareDatabase } from '../db/startup.js';
import { repoRoot } from '../lib/server-root.js';
import { createScratchDatabase, createTestPostgres } from './scratch-database.js';

/**
 * Test apps start from a copy of a database that is already migrated and seeded, instead of migrating
 * and seeding their own (about 8 s each on PGlite, mostly initdb and the seed). The copy is a PGlite
 * dump file in the temporary folder, or a PostgreSQL template database; one per version of the code
 * and the settings the seed reads, made by the first test that needs it.
 */

const quiet = () => {};
const silentLog = {
  level: 'silent',
  ...Object.fromEntries(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((k) => [k, quiet]),
  ),
  child: () => silentLog,
} as unknown as FastifyBaseLogger;
const SNAPSHOT_DIR = path.join(tmpdir(), 'harbour-test-snapshots');
/** Snapshots and templates unused for this long are removed (a CI run uses its own within the hour). */
const UNUSED_MS = 2 * 3_600_000;

/** What the migrations and the seed are made of: the server's sources and what they read. */
const SOURCE_DIRS = [
  'apps/server/src',
  'apps/server/drizzle',
  'apps/server/content',
  'packages/shared/src',
  'packages/i18n/locales',
];

function hashTree(hash: ReturnType<typeof createHash>, dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, full);
    else if (!entry.name.includes('.test.')) hash.update(`${full}\0`).update(readFileSync(full));
  }
}

let sourceHash: string | undefined;

/** The seed stamp of a prepared database: the sources, the settings the seed reads and the day. */
export function preparedStamp(config: Pick<Config, 'seedDemo' | 'adminEmail' | 'adminPassword'>): string {
  if (!sourceHash) {
    const hash = createHash('sha256');
    for (const dir of SOURCE_DIRS) hashTree(hash, path.join(repoRoot, dir));
    sourceHash = hash.digest('hex');
  }
  return createHash('sha256')
    .update(sourceHash)
    .update(JSON.stringify([config.seedDemo, config.adminEmail, config.adminPassword ?? null]))
    .update(new Date().toISOString().slice(0, 10))
    .digest('hex')
    .slice(0, 24);
}

/** Removes snapshot files unused for a while (earlier code or settings); they are rebuilt when needed. */
function pruneSnapshots(): void {
  for (const name of readdirSync(SNAPSHOT_DIR)) {
    const file = path.join(SNAPSHOT_DIR, name);
    if (Date.now() - statSync(file).mtimeMs > UNUSED_MS) rmSync(file, { force: true });
  }
}

/** An in-memory PGlite loaded from the snapshot of `stamp`, made first if missing. */
export async function preparedPglite(config: Config, stamp: string): Promise<Database> {
  const file = path.join(SNAPSHOT_DIR, `${stamp}.tar`);
  if (!existsSync(file)) {
    const fresh = createDatabase({ databaseUrl: null, pgliteDir: null });
    try {
      await prepareDatabase(fresh, config, silentLog, { stamp });
      const client = (fresh.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir('none');
      mkdirSync(SNAPSHOT_DIR, { recursive: true });
      pruneSnapshots();
      // written aside and renamed, so a test in another worker never reads half a file
      const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await fresh.close();
    }
  }
  const dump = readFileSync(file);
  const now = new Date();
  utimesSync(file, now, now); // marks it in use for pruneSnapshots
  return databaseOnPglite(openPglite({ loadDataDir: new Blob([dump]) }));
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Any constant shared by the test processes that build templates. */
const TEMPLATE_LOCK = 741_852_964;

/**
 * The template database of `stamp` on the server of `adminUrl`, made first if missing: one process
 * builds it while the others wait on an advisory lock. Templates unused for a while are dropped.
 */
async function ensureTemplate(adminUrl: string, config: Config, stamp: string): Promise<string> {
  const name = `harbour_tpl_${stamp}`;
  await withClient(adminUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    // the comment records when it was last used, for the pruning below
    if (rowCount)
      return void (await admin.query(`COMMENT ON DATABASE ${name} IS '${new Date().toISOString()}'`));
    const scratch = await createScratchDatabase(adminUrl, 'harbour_tplbuild');
    const built = createDatabase({ databaseUrl: scratch.url, pgliteDir: null });
    try {
      await prepareDatabase(built, config, silentLog, { stamp });
    } finally {
      await built.close();
    }
    const scratchName = new URL(scratch.url).pathname.slice(1);
    await admin.query(`ALTER DATABASE ${scratchName} RENAME TO ${name}`);
    await admin.query(`COMMENT ON DATABASE ${name} IS '${new Date().toISOString()}'`);
    const old = await admin.query<{ datname: string }>(
      `select datname from pg_database d
        where datname like 'harbour_tpl%' and datname <> $1
          and coalesce(shobj_description(d.oid, 'pg_database'), '') < $2`,
      [name, new Date(Date.now() - UNUSED_MS).toISOString()],
    );
    for (const row of old.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
  });
  return name;
}

/** A new PostgreSQL database copied from the prepared template of `stamp`, dropped by `close`. */
export async function preparedPostgres(adminUrl: string, config: Config, stamp: string): Promise<Database> {
  const template = await ensureTemplate(adminUrl, config, stamp);
  return createTestPostgres(adminUrl, template);
}
