import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export interface RankedPageQuery {
  table: PgTable;
  /** the table's id column */
  id: unknown;
  /** which rows match */
  where: SQL;
  /** which rows match every term as typed (a subset of `where`), or null when every match does */
  exactWhere: SQL | null;
  /** the leading terms of the order, each descending, before the rank: cheap for every match */
  keys: SQL[];
  /** the order after the keys (and after "matches as typed"): the rank, then ties */
  rest: SQL[];
  limit: SQLWrapper;
  offset: SQLWrapper;
  /** `offset + limit - 1`: the place of the page's last match */
  last: SQLWrapper;
}

/**
 * A search page that ranks only the matches that can reach it. Ranking (`ts_rank` over a document of
 * every language) costs far more than finding a match, and a broad word matches thousands of listings
 * (bench/: "friendly" 8,928 services). Every match gets the search's leading keys (featured, matched as
 * typed); the match at the page's last place in their order sets a cut, and only the matches whose keys
 * are not below it are ranked: any other one has at least `offset + limit` matches before it. The total
 * counts every match. Ids and total, as the one-pass form (`count(*) over ()`) answers them.
 *
 * Whether a match matches as typed comes from the GIN index (a second bitmap scan whose ids are merged
 * with the matches by a grouping), not from testing each match's document, which would read it. Every
 * step is a scan, a sort or a grouping, so no plan turns quadratic when the matches are many more than
 * the planner's estimate (it cannot read the words: `searchQuery`).
 */
export function rankedSearchPage(q: RankedPageQuery): SQL {
  const keys = q.exactWhere ? [...q.keys, sql`x`] : q.keys;
  const list = (items: SQL[]) => sql.join(items, sql`, `);
  if (keys.length === 0) {
    // nothing to cut on: one pass finds, counts (window) and ranks every match
    return sql`select ${q.id} as id, count(*) over () as total from ${q.table} where ${q.where}
      order by ${list(q.rest)} limit ${q.limit} offset ${q.offset}`;
  }
  const names = keys.map((_, i) => sql.raw(`k${i}`));
  const keysOf = (prefix: string) => list(names.map((n) => sql`${sql.raw(prefix)}${n}`));
  const own = q.keys.map((k, i) => sql`${k} as ${names[i]}`);
  const ownNames = names.slice(0, q.keys.length);
  const matches = q.exactWhere
    ? sql`select ${list([sql`id`, ...ownNames, sql`bool_or(x) as ${names[keys.length - 1]}`])} from (
          select ${list([sql`${q.id} as id`, ...own, sql`false as x`])} from ${q.table} where ${q.where}
          union all
          select ${list([sql`${q.id}`, ...q.keys, sql`true`])} from ${q.table} where ${q.exactWhere}
        ) u group by ${list([sql`id`, ...ownNames])}`
    : sql`select ${list([sql`${q.id} as id`, ...own])} from ${q.table} where ${q.where}`;
  return sql`with m as (${matches}), cut as (
      select ${keysOf('')} from m order by ${list(names.map((n) => sql`${n} desc`))}
      offset ${q.last} limit 1
    )
    select ${q.id} as id, (select count(*) from m)::int as total
    from m join ${q.table} on ${q.id} = m.id
    where coalesce((${keysOf('m.')}) >= (select ${keysOf('')} from cut), true)
    order by ${list([...names.map((n) => sql`m.${n} desc`), ...q.rest])}
    limit ${q.limit} offset ${q.offset}`;
}
