import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export interface RankedPageQuery {
  table: PgTable;
  /** the table's id column */
  id: unknown;
  /** which rows match */
  where: SQL | undefined;
  /** the leading terms of `order`, each descending, before the rank: cheap to compute for every match */
  keys: SQL[];
  /** the whole order of the search: `keys`, then the rank, then ties */
  order: SQL[];
  limit: number;
  offset: number;
}

/**
 * A search page that ranks only the matches that can reach it. Ranking (`ts_rank` over a document of
 * every language) costs far more than finding a match, and a broad word matches thousands of listings
 * (bench/: "friendly" 8,928 services). Every match gets the search's leading keys (featured, matched as
 * typed); the match at the page's last place in their order sets a cut, and only the matches whose keys
 * are not below it are ranked: any other one has at least `offset + limit` matches before it. The total
 * counts every match. Ids and total, as the one-pass form (`count(*) over ()`) answers them.
 */
export function rankedSearchPage(q: RankedPageQuery): SQL {
  const names = q.keys.map((_, i) => sql.raw(`k${i}`));
  const list = (items: SQL[]) => sql.join(items, sql`, `);
  const keysOf = (prefix: string) => list(names.map((n) => sql`${sql.raw(prefix)}${n}`));
  return sql`with m as (
      select ${q.id} as id, ${list(q.keys.map((k, i) => sql`${k} as ${names[i]}`))}
      from ${q.table} where ${q.where ?? sql`true`}
    ), cut as (
      select ${keysOf('')} from m order by ${list(names.map((n) => sql`${n} desc`))}
      offset ${q.offset + q.limit - 1} limit 1
    )
    select ${q.id} as id, (select count(*) from m)::int as total
    from m join ${q.table} on ${q.id} = m.id
    where coalesce((${keysOf('m.')}) >= (select ${keysOf('')} from cut), true)
    order by ${list(q.order)}
    limit ${q.limit} offset ${q.offset}`;
}
