import { createHash } from 'node:crypto';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from './client.js';

const dialect = new PgDialect();

/** The same name for the same statement text, on every process (node-postgres keeps one text per name). */
export function statementName(text: string): string {
  return `h_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
}

type Values = Record<string, unknown>;

interface Statement<R> {
  execute(values?: Values): Promise<R>;
}

interface Preparable<R> {
  toSQL(): { sql: string };
  prepare(name: string): Statement<R>;
}

/** One statement per database (a transaction is a database of its own), built on first use. */
function perDatabase<R>(build: (db: Db) => Statement<R>): (db: Db) => Statement<R> {
  const built = new WeakMap<Db, Statement<R>>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/**
 * A fixed Drizzle query, its values given as `sql.placeholder(name)`, as a named prepared statement:
 * Drizzle builds its text once per database, and PostgreSQL parses and plans it once per connection,
 * instead of both on every request. Planning a page's item loader cost more than running it (0.4–0.9
 * ms against 0.3 ms on the bench's 100,000 listings), and building the query's text was a tenth of the
 * server's time on a list page. A statement keeps custom plans for its first five runs and may then
 * keep a generic one, so only queries whose best plan does not hang on the values belong here (not
 * searches). PGlite runs it as an ordinary query.
 */
export function preparedQuery<R>(build: (db: Db) => Preparable<R>): (db: Db, values: Values) => Promise<R> {
  const statement = perDatabase((db) => {
    const query = build(db);
    return query.prepare(statementName(query.toSQL().sql));
  });
  return (db, values) => statement(db).execute(values);
}

/** The same for a statement written in SQL (`sql` with placeholders): its rows. */
export function preparedSql<V extends Values, T>(query: SQL): (db: Db, values: V) => Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const name = statementName(built.sql);
  const statement = perDatabase((db) => db._.session.prepareQuery(built, undefined, name, false));
  return async (db, values) => rowsOf<T>(await statement(db).execute(values));
}

/**
 * Runs a query whose text takes a few shapes (id lists of up to a page) as a named prepared statement,
 * built on every call (see `preparedQuery`): each distinct text stays prepared on every connection.
 */
export function runPrepared<R>(query: Preparable<R>): Promise<R> {
  return query.prepare(statementName(query.toSQL().sql)).execute();
}

/** `db.execute(query)` as a named prepared statement (see `runPrepared`): its rows. */
export async function executePrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, statementName(built.sql), false);
  return rowsOf<T>(await prepared.execute());
}

/** `column in (ids)` as one statement text whatever the number of ids (one array parameter or placeholder). */
export const inIds = (column: SQLWrapper, ids: readonly number[] | SQLWrapper): SQL =>
  sql`${column} = any(${Array.isArray(ids) ? sql.param(ids) : ids}::int[])`;
