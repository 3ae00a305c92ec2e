import { type AnyPgColumn, foreignKey } from 'drizzle-orm/pg-core';

/**
 * A foreign key named as PostgreSQL names one written inline (`<table>_<column>_fkey`): the tables that
 * migrations 0025 and 0028–0030 created by hand have such names, and the schema must say the same.
 * Not re-exported from `index.ts`: it is no table.
 */
export function fk(name: string, column: AnyPgColumn, target: AnyPgColumn) {
  return foreignKey({ name, columns: [column], foreignColumns: [target] });
}
