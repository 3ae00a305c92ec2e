import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** The services of one city, or of a whole province ("All of PEI"): each business once. */
export type ServiceScope = { cityId: number } | { provinceId: number };

/**
 * One page of a city's or a province's listed services in list order (featured first, then by name),
 * with the exact count, read from `business_cities` alone: its rows carry copies of the business's list
 * columns kept by triggers (migration 0015), so the page walks `business_cities_listed_idx` (or
 * `…_listed_province_idx`, one row per business and province). The count is the sum of the scope's
 * daily changes up to today (`business_list_counts`, migration 0017) instead of a walk of every entry.
 * `status = 1` is a literal so the partial indexes apply to the prepared plan.
 */
export function serviceListPage(
  db: Db,
  q: { scope: ServiceScope; limit: number; offset: number; today: string },
) {
  const [scope, scopeId, inScope] =
    'cityId' in q.scope
      ? ['c', q.scope.cityId, sql`city_id = ${q.scope.cityId}`]
      : ['p', q.scope.provinceId, sql`province_id = ${q.scope.provinceId} and first_in_province`];
  return db.execute<{ id: number; total: number }>(sql`
    select business_id as id, (select coalesce(sum(delta), 0) from business_list_counts
        where scope = ${scope} and scope_id = ${scopeId} and day <= ${q.today})::int as total
    from business_cities
    where status = 1 and listing_start_date <= ${q.today} and listing_end_date >= ${q.today} and ${inScope}
    order by featured desc nulls first, business_name, business_id
    limit ${q.limit} offset ${q.offset}`);
}
