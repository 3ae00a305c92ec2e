import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedSql } from '../../db/prepared.js';

/** The services of one city, of a whole province ("All of PEI"), or of every city: each business once. */
export type ServiceScope = { cityId: number } | { provinceId: number } | 'all';

interface Source {
  from: SQL;
  id: SQL;
  inScope: SQL;
  /** the scope's letter in `business_list_counts` */
  counts: 'c' | 'p' | 'a';
}

const scopeId = sql.placeholder('scopeId');
const today = sql.placeholder('today');

const SOURCES = {
  city: { from: sql`business_cities`, id: sql`business_id`, inScope: sql`city_id = ${scopeId}`, counts: 'c' },
  province: {
    from: sql`business_cities`,
    id: sql`business_id`,
    inScope: sql`province_id = ${scopeId} and first_in_province`,
    counts: 'p',
  },
  all: { from: sql`businesses`, id: sql`id`, inScope: sql`true`, counts: 'a' },
} satisfies Record<string, Source>;

interface PageValues {
  scopeId: number;
  today: string;
  limit: number;
  offset: number;
  [key: string]: unknown;
}

/**
 * One page of listed services in list order (featured first, then by name), with the exact count. A
 * city's or a province's page reads `business_cities` alone: its rows carry copies of the business's
 * list columns kept by triggers (migration 0015), so the page walks `business_cities_listed_idx` (or
 * `…_listed_province_idx`, one row per business and province); every city's page walks
 * `businesses_listed_idx`. The count is the sum of the scope's daily changes up to today
 * (`business_list_counts`, migrations 0017, 0019 and 0022) instead of a walk of every entry.
 *
 * A page walks the index past every entry before it, so a page in the second half of a long list
 * (Halifax: 1,174 pages) is read backwards from the end instead: the count tells where the page lies,
 * and of the two branches only the one whose condition holds runs (a one-time filter), so no walk is
 * longer than half the list. `status = 1` is a literal so the partial indexes apply to the plan.
 */
const pageOf = (s: Source) => {
  const total = sql`(select total from t)`;
  const offset = sql.placeholder('offset');
  const limit = sql.placeholder('limit');
  const listed = sql`status = 1 and listing_start_date <= ${today} and listing_end_date >= ${today} and ${s.inScope}`;
  const fromEnd = sql`${total} - ${offset} - ${limit}`;
  return preparedSql<PageValues, { id: number; total: number }>(sql`
    with t as materialized (select coalesce(sum(delta), 0)::int as total from business_list_counts
        where scope = ${sql.raw(`'${s.counts}'`)} and scope_id = ${scopeId} and day <= ${today})
    select id, ${total} as total from (
      (select ${s.id} as id, featured, business_name from ${s.from}
        where ${listed} and ${fromEnd} >= ${offset}
        order by featured desc nulls first, business_name, ${s.id}
        limit ${limit} offset ${offset})
      union all
      (select ${s.id} as id, featured, business_name from ${s.from}
        where ${listed} and ${fromEnd} < ${offset}
        order by featured asc nulls last, business_name desc, ${s.id} desc
        limit greatest(0, least(${limit}, ${total} - ${offset})) offset greatest(0, ${fromEnd}))
    ) page
    order by featured desc nulls first, business_name, id`);
};

const pages = { city: pageOf(SOURCES.city), province: pageOf(SOURCES.province), all: pageOf(SOURCES.all) };

export function serviceListPage(
  db: Db,
  q: { scope: ServiceScope; limit: number; offset: number; today: string },
) {
  const page = { today: q.today, limit: q.limit, offset: q.offset };
  if (q.scope === 'all') return pages.all(db, { ...page, scopeId: 0 });
  if ('cityId' in q.scope) return pages.city(db, { ...page, scopeId: q.scope.cityId });
  return pages.province(db, { ...page, scopeId: q.scope.provinceId });
}
