import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { createDatabase, rowsOf, type Database } from '../db/client.js';
import { serverRoot } from '../lib/server-root.js';

/**
 * A copy of the migrations folder whose journal stops before `tag`, for a database as it was before that
 * migration (the caller removes the folder).
 */
export function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `harbour-before-${tag.slice(0, 4)}-`));
  cpSync(path.join(serverRoot, 'drizzle'), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at <= 0) throw new Error(`no migration ${tag} after the first`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

export interface DatabaseBefore {
  database: Database;
  /** the id a statement's `returning id` gave */
  one: (query: SQL) => Promise<number>;
  /** closes the database and removes the migrations' copy */
  close: () => Promise<void>;
}

/**
 * An in-memory database migrated up to just before `tag`: the test writes rows as they were then, and
 * `database.migrate()` applies `tag` and the rest.
 */
export async function databaseBefore(tag: string): Promise<DatabaseBefore> {
  const database = createDatabase({ databaseUrl: null, pgliteDir: null });
  const folder = migrationsBefore(tag);
  await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  return {
    database,
    one: async (query) => rowsOf<{ id: number }>(await database.db.execute(query))[0]!.id,
    close: async () => {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Canada, Prince Edward Island and Cornwall, where most rows need a place: the city's id. */
export async function insertCornwall({ database, one }: DatabaseBefore): Promise<number> {
  await database.db.execute(sql`insert into countries (id, name, code) values (1, 'Canada', 'CA')`);
  await database.db.execute(sql`insert into provinces (id, country_id, name, code, lat, lon)
    values (1, 1, 'Prince Edward Island', 'PE', 46, -63)`);
  return one(
    sql`insert into cities (province_id, name, lat, lon) values (1, 'Cornwall', 46.2, -63.2) returning id`,
  );
}
