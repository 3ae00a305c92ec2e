import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** The services of one city, or of a whole province ("All of PEI"): each business once. */
export type ServiceScope = { cityId: number } | { provinceId: number };

/**
 * One page of a city's or a province's listed services in list order (featured first, then by name),
 * with the exact count, read from `business_cities` alone: its rows carry copies of the business's list
 * columns kept by triggers (migration 0015), so the page walks `business_cities_listed_idx` (or
 * `…_listed_province_idx`, one row per business and province) and the count is an index-only scan.
 * `status = 1` is a literal so the partial indexes apply to the prepared plan.
 */
export function serviceListPage(
  db: Db,
  q: { scope: ServiceScope; limit: number; offset: number; today: string },
) {
  const where = sql`status = 1 and listing_start_date <= ${q.today} and listing_end_date >= ${q.today} and ${
    'cityId' in q.scope
      ? sql`city_id = ${q.scope.cityId}`
      : sql`province_id = ${q.scope.provinceId} and first_in_province`
  }`;
  return db.execute<{ id: number; total: number }>(sql`
    select business_id as id, (select count(*) from business_cities where ${where})::int as total
    from business_cities where ${where}
    order by featured desc nulls first, business_name, business_id
    limit ${q.limit} offset ${q.offset}`);
}
