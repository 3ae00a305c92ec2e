import { createHash } from 'node:crypto';
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.js';
import { appMeta } from '../schema/index.js';

/*
 * The rule for the site's texts: a row the seed wrote and nobody changed since may be replaced by a newer
 * data file; a row someone changed (an admin's edit, a text marked reviewed, an owner's translation, a
 * machine translation that replaced the seed's) is kept. What the seed last wrote is remembered as one
 * fingerprint per row in app_meta (`seed_rows:<ledger>`: natural key → fingerprint of the row's fields).
 */

type Row = Record<string, unknown>;

/** JSON with sorted keys and undefined as null, so a jsonb value read back compares equal. */
function canonical(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Row).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const fingerprint = (row: Row, fields: readonly string[]) =>
  createHash('sha256')
    .update(canonical(fields.map((f) => row[f])))
    .digest('base64url')
    .slice(0, 16);

export interface SeedRowsSpec<R extends Row> {
  /** the app_meta entry that remembers what the seed wrote */
  ledger: string;
  /** the fields of a row's natural key */
  key: readonly (keyof R & string)[];
  wanted: readonly R[];
  /** the rows there now, with at least the key fields and the fields of `wanted` */
  existing: readonly Row[];
  /**
   * Rows already there that the ledger does not know (a database seeded before the ledger existed) are
   * kept, unless the seed has always overwritten them (the legal pages).
   */
  trustUnrecorded?: boolean;
}

/**
 * Writes the wanted rows that are new or still as the seed left them (`write` gets them), then records
 * them. Returns how many rows were kept because someone changed them.
 */
export async function seedRows<R extends Row>(
  db: Db,
  spec: SeedRowsSpec<R>,
  write: (rows: R[]) => Promise<void>,
): Promise<{ written: number; kept: number }> {
  const ledgerKey = `seed_rows:${spec.ledger}`;
  const [stored] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, ledgerKey));
  const ledger = (stored ? JSON.parse(stored.value) : {}) as Record<string, string>;
  const keyOf = (row: Row) => spec.key.map((k) => String(row[k])).join('\n');
  const existing = new Map(spec.existing.map((r) => [keyOf(r), r]));
  const toWrite: R[] = [];
  let kept = 0;
  for (const row of spec.wanted) {
    const key = keyOf(row);
    const fields = Object.keys(row).filter((f) => !spec.key.includes(f) && f !== 'updatedAt');
    const wanted = fingerprint(row, fields);
    const current = existing.get(key);
    const now = current && fingerprint(current, fields);
    if (now === wanted) ledger[key] = wanted;
    else if (!current || (ledger[key] ?? (spec.trustUnrecorded ? now : undefined)) === now) {
      toWrite.push(row);
      ledger[key] = wanted;
    } else kept++;
  }
  if (toWrite.length > 0) {
    for (let i = 0; i < toWrite.length; i += 500) await write(toWrite.slice(i, i + 500));
  }
  const value = JSON.stringify(ledger);
  if (value !== stored?.value) {
    await db
      .insert(appMeta)
      .values({ key: ledgerKey, value })
      .onConflictDoUpdate({ target: appMeta.key, set: { value } });
  }
  return { written: toWrite.length, kept };
}

/** `insert … on conflict (target) do update` of every written field (and `updated_at`, when the table has it). */
export function upsertInto<T extends PgTable>(db: Db, table: T, target: readonly string[]) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return async (rows: Row[]): Promise<void> => {
    const fields = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((f) => !target.includes(f));
    const set: Record<string, SQL> = Object.fromEntries(
      fields.map((f) => [f, sql.raw(`excluded."${columns[f]!.name}"`)]),
    );
    if (columns.updatedAt && !fields.includes('updatedAt')) set.updatedAt = sql`now()`;
    await db
      .insert(table)
      .values(rows as never)
      .onConflictDoUpdate({ target: target.map((f) => columns[f]!), set: set });
  };
}

/** `seedRows` for a whole table of the site's texts: the existing rows are read with `select *`. */
export async function seedTableRows<R extends Row>(
  db: Db,
  table: PgTable,
  spec: Omit<SeedRowsSpec<R>, 'existing'>,
): Promise<{ written: number; kept: number }> {
  if (spec.wanted.length === 0) return { written: 0, kept: 0 };
  const existing = (await db.select().from(table)) as Row[];
  return seedRows(db, { ...spec, existing }, upsertInto(db, table, spec.key));
}
