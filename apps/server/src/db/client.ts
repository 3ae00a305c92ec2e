import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { serverRoot } from '../lib/server-root.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type the code sees, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process of this database runs its own: processes started together
   * then migrate and seed one after the other, not at once (PostgreSQL: a session advisory lock,
   * freed by the server if the process dies; PGlite belongs to one process already).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock key of migrations and seeding (any constant shared by every Harbour process). */
const STARTUP_LOCK = 741_852_963;

const migrationsFolder = path.join(serverRoot, 'drizzle');

/** The newest migration of the journal (drizzle records its `when` as `created_at` once applied). */
function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/**
 * False when drizzle's record already holds the journal's newest migration: drizzle would then apply
 * nothing (it runs only migrations newer than the last recorded), so a restart skips reading and
 * hashing every migration file and the DDL of its own bookkeeping.
 */
async function migrationsPending(db: Db): Promise<boolean> {
  const [table] = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (!table?.present) return true;
  const [last] = rowsOf<{ createdAt: string | null }>(
    await db.execute(sql`select max(created_at)::text as "createdAt" from drizzle.__drizzle_migrations`),
  );
  return last?.createdAt == null || Number(last.createdAt) < newestMigrationMillis();
}

/**
 * PostgreSQL when a URL is given, otherwise PGlite: on disk in `pgliteDir`, or in memory when
 * `pgliteDir` is null (tests).
 */
export function createDatabase(opts: { databaseUrl: string | null; pgliteDir: string | null }): Database {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 20 });
    // An idle connection can be ended by the server (restart, admin termination, dropped test database);
    // the pool discards it and the next query opens a new one. Without a listener that would crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    return {
      db: db,
      kind: 'postgres',
      migrate: async () => {
        if (await migrationsPending(db)) await migratePg(db, { migrationsFolder });
      },
      exclusively: async (work) => {
        const holder = await pool.connect();
        try {
          await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          try {
            return await work();
          } finally {
            await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
          }
        } finally {
          holder.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (opts.pgliteDir) mkdirSync(opts.pgliteDir, { recursive: true });
  return databaseOnPglite(openPglite({ dataDir: opts.pgliteDir ?? undefined }));
}

/** A PGlite with the extensions the migrations use; `loadDataDir` starts it from a dump (tests). */
export function openPglite(opts: { dataDir?: string; loadDataDir?: Blob }): PGlite {
  // One options object: PGlite 0.5 ignores the second argument when the first is undefined (in memory).
  return new PGlite({ ...opts, extensions: { pg_trgm } });
}

/** The Database over an open PGlite client; closing it closes the client. */
export function databaseOnPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db: db,
    kind: 'pglite',
    migrate: async () => {
      if (await migrationsPending(db)) await migratePglite(db, { migrationsFolder });
    },
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}

/** The rows of a `db.execute` result: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
