import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { SQL_ONLY } from '../db/schema/sql-only.js';
import { serverRoot } from '../lib/server-root.js';

/**
 * Helpers of the schema drift test: the structure of a database as PostgreSQL itself prints it
 * (`format_type`, `pg_get_indexdef`, `pg_get_constraintdef`), so a database built from the migrations
 * and one built from drizzle-kit's snapshot compare line by line.
 */

const drizzleDir = path.join(serverRoot, 'drizzle');

export interface Structure {
  /** `table.column: type [collate c] [not null] [default d] [generated]`, one per column */
  columns: string[];
  /** `pg_get_indexdef` of every index, constraint-backed ones included */
  indexes: string[];
  /** `table.name: definition` of every primary key, unique, foreign key and check constraint */
  constraints: string[];
  /** `table.trigger` */
  triggers: string[];
  /** `name(arguments)` of every function the migrations define */
  functions: string[];
}

async function lines(client: PGlite, query: string): Promise<string[]> {
  const { rows } = await client.query<{ line: string }>(query);
  return rows.map((r) => r.line).sort();
}

/** The structure of the `public` schema of `client`. */
export async function readStructure(client: PGlite): Promise<Structure> {
  const tables = `c.relkind in ('r', 'p') and n.nspname = 'public'`;
  return {
    columns: await lines(
      client,
      `select c.relname || '.' || a.attname || ': ' || format_type(a.atttypid, a.atttypmod)
              || case when a.attcollation <> t.typcollation then ' collate ' || co.collname else '' end
              || case when a.attnotnull then ' not null' else '' end
              || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
              || case when a.attgenerated <> '' then ' generated' else '' end
              || case when a.attidentity <> '' then ' identity' else '' end as line
         from pg_attribute a
         join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
         join pg_type t on t.oid = a.atttypid
         left join pg_collation co on co.oid = a.attcollation
         left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where ${tables} and a.attnum > 0 and not a.attisdropped`,
    ),
    indexes: await lines(
      client,
      `select pg_get_indexdef(i.indexrelid) as line
         from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
        where ${tables}`,
    ),
    constraints: await lines(
      client,
      `select c.relname || '.' || k.conname || ': ' || pg_get_constraintdef(k.oid) as line
         from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
        where ${tables} and k.contype in ('p', 'u', 'f', 'c', 'x')`,
    ),
    triggers: await lines(
      client,
      `select c.relname || '.' || g.tgname as line
         from pg_trigger g join pg_class c on c.oid = g.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where ${tables} and not g.tgisinternal`,
    ),
    functions: await lines(
      client,
      `select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as line
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and not exists (
          select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
    ),
  };
}

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A drizzle-kit snapshot (`meta/00NN_snapshot.json`): tables by `schema.name`, each with its columns. */
export interface Snapshot {
  tables: Record<string, { columns: Record<string, unknown> }>;
}

/** The snapshot drizzle-kit makes of schema `imports` now (of nothing when empty). */
export function snapshotOf(imports: Record<string, unknown>): Snapshot {
  // drizzle-kit's declared types do not resolve here (they name zod 3's): it is typed by hand
  const json: unknown = generateDrizzleJson(imports);
  return json as Snapshot;
}

/**
 * The statements `drizzle-kit generate` would write to go from `prev` to `cur`, runnable: drizzle-kit
 * wraps a type it does not know in quotes, and `"char"` is quoted already.
 */
export async function statementsBetween(prev: Snapshot, cur: Snapshot): Promise<string[]> {
  const statements: string[] = await generateMigration(prev, cur);
  return statements.map((s) => s.replaceAll('""char""', '"char"'));
}

/** The drizzle-kit snapshot of the newest migration: what `drizzle-kit generate` compares against. */
export function latestSnapshot(): { tag: string; snapshot: Snapshot } {
  const journal = JSON.parse(readFileSync(path.join(drizzleDir, 'meta/_journal.json'), 'utf8')) as Journal;
  const last = journal.entries.at(-1);
  if (!last) throw new Error('empty migration journal');
  const file = path.join(drizzleDir, `meta/${String(last.idx).padStart(4, '0')}_snapshot.json`);
  return { tag: last.tag, snapshot: JSON.parse(readFileSync(file, 'utf8')) as Snapshot };
}

/** Drops everything of the `public` schema of `client`, then loads the extensions the migrations load. */
export async function emptyPublicSchema(client: PGlite): Promise<void> {
  await client.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  for (const name of SQL_ONLY.extensions) await client.query(`CREATE EXTENSION IF NOT EXISTS ${name}`);
}

/** Runs drizzle-kit's statements one by one (they hold no `--> statement-breakpoint` markers). */
export async function runStatements(client: PGlite, statements: string[]): Promise<void> {
  for (const statement of statements) await client.exec(statement);
}

export interface Difference {
  kind: keyof Structure;
  /** only in the migrated database, or only in what the snapshot declares */
  side: 'migrations only' | 'snapshot only';
  line: string;
}

/** Lines of `migrated` missing from `declared` and the other way round, except those `ignored` says. */
export function compareStructures(
  migrated: Structure,
  declared: Structure,
  ignored: (kind: keyof Structure, line: string) => boolean,
): Difference[] {
  const out: Difference[] = [];
  for (const kind of Object.keys(migrated) as (keyof Structure)[]) {
    const a = new Set(migrated[kind]);
    const b = new Set(declared[kind]);
    for (const line of a)
      if (!b.has(line) && !ignored(kind, line)) out.push({ kind, side: 'migrations only', line });
    for (const line of b)
      if (!a.has(line) && !ignored(kind, line)) out.push({ kind, side: 'snapshot only', line });
  }
  return out;
}

/** The object a structure line is about: `table.column`, an index's name, `table.constraint`, `table.trigger`, a function's name. */
export function objectOf(kind: keyof Structure, line: string): string {
  if (kind === 'indexes') return /INDEX (\S+) ON/.exec(line)?.[1] ?? line;
  if (kind === 'functions') return line.slice(0, line.indexOf('('));
  return line.split(':')[0] ?? line;
}

/** Every object of `SQL_ONLY`, as `objectOf` names it. */
export function sqlOnlyObjects(): Record<keyof Structure, Set<string>> {
  return {
    columns: new Set(SQL_ONLY.columns),
    // with the indexes behind the listed constraints
    indexes: new Set([...SQL_ONLY.indexes, ...SQL_ONLY.constraints.map((c) => c.slice(c.indexOf('.') + 1))]),
    constraints: new Set(SQL_ONLY.constraints),
    functions: new Set(SQL_ONLY.functions),
    triggers: new Set(
      Object.entries(SQL_ONLY.triggers).flatMap(([table, names]) => names.map((n) => `${table}.${n}`)),
    ),
  };
}

/** True for a line about an object that `SQL_ONLY` lists. */
export function listedAsSqlOnly(kind: keyof Structure, line: string): boolean {
  return sqlOnlyObjects()[kind].has(objectOf(kind, line));
}

/** The entries of `SQL_ONLY` that the migrated database does not have (a stale list). */
export function staleSqlOnly(migrated: Structure): string[] {
  const out: string[] = [];
  for (const [kind, names] of Object.entries(sqlOnlyObjects()) as [keyof Structure, Set<string>][]) {
    const present = new Set(migrated[kind].map((line) => objectOf(kind, line)));
    for (const name of names) if (!present.has(name)) out.push(`${kind}: ${name}`);
  }
  return out;
}
