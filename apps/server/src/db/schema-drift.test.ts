import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compareStructures,
  emptyPublicSchema,
  latestSnapshot,
  listedAsSqlOnly,
  readStructure,
  runStatements,
  snapshotOf,
  statementsBetween,
  type Snapshot,
  staleSqlOnly,
  type Structure,
} from '../test/schema-drift.js';
import { createDatabase, type Database } from './client.js';
import * as schema from './schema/index.js';

/**
 * The schema drift check: (1) `src/db/schema` is what the newest migration's snapshot records, so
 * `drizzle-kit generate` has nothing to do; (2) a database built from that snapshot has the structure of
 * one built by running every migration, apart from what `schema/sql-only.ts` lists. PostgreSQL prints
 * both structures (`format_type`, `pg_get_indexdef`, `pg_get_constraintdef`), so nothing is compared
 * by hand-made rules.
 */

let migratedStructure: Structure;
let snapshot: Snapshot;
/** one PGlite: first migrated, then emptied and built by drizzle-kit's own statements for `snapshot` */
let client: PGlite;
let database: Database;

// A fresh database migrated without the seed (test/prepared-database.ts also seeds): the structure is the
// migrations' alone, and a change of seed content cannot break this test. Its structure read, the same
// PGlite is emptied and rebuilt from the snapshot (a second PGlite would cost another initdb).
beforeAll(async () => {
  database = createDatabase({ databaseUrl: null, pgliteDir: null });
  await database.migrate();
  client = (database.db as unknown as { $client: PGlite }).$client;
  migratedStructure = await readStructure(client);
  snapshot = latestSnapshot().snapshot;
  await emptyPublicSchema(client);
  await runStatements(client, await statementsBetween(snapshotOf({}), snapshot));
}, 60_000);

afterAll(() => database.close());

describe('schema drift', () => {
  it('has nothing for drizzle-kit generate to do: the schema is the newest snapshot', async () => {
    expect(await statementsBetween(snapshot, snapshotOf(schema))).toEqual([]);
  });

  it('migrates to what the snapshot declares, apart from the SQL-only objects', async () => {
    const declared = await readStructure(client);
    expect(compareStructures(migratedStructure, declared, listedAsSqlOnly)).toEqual([]);
    // the structures were read at all (queries that matched nothing would compare equal)
    expect(declared.columns.length).toBeGreaterThan(500);
    expect(migratedStructure.triggers.length).toBeGreaterThan(40);
  });

  it('lists only SQL-only objects the migrations still create', () => {
    expect(staleSqlOnly(migratedStructure)).toEqual([]);
  });

  // runs last: it changes the declared database
  it('fails on a column declared without a migration', async () => {
    const changed = structuredClone(snapshot);
    const users = changed.tables['public.users'];
    if (!users) throw new Error('no users table in the snapshot');
    users.columns.nickname = { name: 'nickname', type: 'text', primaryKey: false, notNull: false };

    const statements = await statementsBetween(snapshot, changed);
    expect(statements).toEqual(['ALTER TABLE "users" ADD COLUMN "nickname" text;']);
    // the declared database becomes the changed snapshot's; the migrated one does not have the column
    await runStatements(client, statements);
    expect(compareStructures(migratedStructure, await readStructure(client), listedAsSqlOnly)).toEqual([
      { kind: 'columns', side: 'snapshot only', line: 'users.nickname: text' },
    ]);
  });
});
