import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executePrepared } from '../../db/prepared.js';

/** The services of one city, of a whole province ("All of PEI"), or of every city: each business once. */
export type ServiceScope = { cityId: number } | { provinceId: number } | 'all';

/** Where a scope's page comes from, and its row of daily count changes (`business_list_counts`). */
function source(scope: ServiceScope) {
  if (scope === 'all')
    return { from: sql`businesses`, id: sql`id`, inScope: sql`true`, counts: ['a', 0] as const };
  if ('cityId' in scope)
    return {
      from: sql`business_cities`,
      id: sql`business_id`,
      inScope: sql`city_id = ${scope.cityId}`,
      counts: ['c', scope.cityId] as const,
    };
  return {
    from: sql`business_cities`,
    id: sql`business_id`,
    inScope: sql`province_id = ${scope.provinceId} and first_in_province`,
    counts: ['p', scope.provinceId] as const,
  };
}

/**
 * One page of listed services in list order (featured first, then by name), with the exact count. A
 * city's or a province's page reads `business_cities` alone: its rows carry copies of the business's
 * list columns kept by triggers (migration 0015), so the page walks `business_cities_listed_idx` (or
 * `…_listed_province_idx`, one row per business and province); every city's page walks
 * `businesses_listed_idx`. The count is the sum of the scope's daily changes up to today
 * (`business_list_counts`, migrations 0017 and 0019) instead of a walk of every entry. `status = 1` is a
 * literal so the partial indexes apply to the plan. A prepared statement: each form is planned once per
 * connection.
 */
export function serviceListPage(
  db: Db,
  q: { scope: ServiceScope; limit: number; offset: number; today: string },
) {
  const { from, id, inScope, counts } = source(q.scope);
  return executePrepared<{ id: number; total: number }>(
    db,
    sql`
    select ${id} as id, (select coalesce(sum(delta), 0) from business_list_counts
        where scope = ${counts[0]} and scope_id = ${counts[1]} and day <= ${q.today})::int as total
    from ${from}
    where status = 1 and listing_start_date <= ${q.today} and listing_end_date >= ${q.today} and ${inScope}
    order by featured desc nulls first, business_name, ${id}
    limit ${q.limit} offset ${q.offset}`,
  );
}
