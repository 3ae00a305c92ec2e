import { customType, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** PostgreSQL's one-byte `"char"`, not `char(1)`. */
const char1 = customType<{ data: string }>({ dataType: () => '"char"' });

/**
 * Exact list counts of the directory without counting (migrations 0017, 0019, 0022): each day's +1/−1
 * changes of the listed services per city ('c'), province ('p') and the whole list; a day's count is
 * the sum up to it. Triggers on `business_cities` and `businesses` write them. The primary key also
 * holds `delta` (`INCLUDE`, so a sum is an index-only scan), which Drizzle cannot declare: see
 * `sql-only.ts`.
 */
export const businessListCounts = pgTable(
  'business_list_counts',
  {
    scope: char1('scope').notNull(),
    scopeId: integer('scope_id').notNull(),
    day: date('day').notNull(),
    delta: integer('delta').notNull(),
  },
  (t) => [primaryKey({ name: 'business_list_counts_pkey', columns: [t.scope, t.scopeId, t.day] })],
);

/** Running totals of listed jobs and volunteer organisations (migration 0020), kept by triggers. */
export const listingTotals = pgTable('listing_totals', {
  /** 'job' or 'volunteer', as the directory's type */
  kind: text('kind').primaryKey(),
  listed: integer('listed').notNull(),
});
