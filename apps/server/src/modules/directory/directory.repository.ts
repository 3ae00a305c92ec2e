import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DirectoryType } from '@harbour/shared';
import { rowsOf, type Db } from '../../db/client.js';
import { inIds, preparedQuery, runPrepared } from '../../db/prepared.js';
import {
  businessCategories,
  businessCategoryLinks,
  businessCities,
  businesses,
  cities,
  jobs,
  provinces,
  volunteerCategories,
  volunteerCategoryLinks,
  volunteerOrganizationCities,
  volunteerListRank,
  volunteerOrganizations,
} from '../../db/schema/index.js';
import { quoteLexeme } from '../search/query-terms.js';
import { textSearch } from '../search/text-search.js';
import { withoutStopwords } from './search-stopwords.js';
import { rankedSearchPage } from './search-page.js';
import { serviceListPage } from './service-list.repository.js';

const MAX_SEARCH_WORDS = 6;
export const PUBLISHED = 1;
/** `status = 1` as a literal, so the partial list indexes (`where status = 1`) apply to any plan. */
const listed = (status: unknown) => sql`${status} = ${sql.raw(String(PUBLISHED))}`;
/**
 * A tsquery of any of the cities' lexemes in the search document of a service (`#city<id>`, migration
 * 0016) or a volunteer organisation (0021).
 */
const cityLexemes = (cityIds: number[]) => cityIds.map((id) => quoteLexeme(`#city${id}`)).join(' | ');

/** Every city with its province and whether it stands for the whole province ("All of PEI"). */
export function allCities(db: Db) {
  return db
    .select({ id: cities.id, provinceId: cities.provinceId, allProvince: cities.allProvince })
    .from(cities);
}

export function searchWords(term: string): string[] {
  return term
    .toLowerCase()
    .split(/[\s,;]+/)
    .map((w) => w.replace(/[^\p{L}\p{M}\p{N}'&-]/gu, ''))
    .filter((w) => w.length >= 2)
    .slice(0, MAX_SEARCH_WORDS);
}

interface TypeConfig {
  id: unknown;
  /** the listing's search document (migration 0014: every word a reader may type for it) */
  doc: SQL;
  /** `today`: a date, or a placeholder of a prepared statement */
  published: (today: string | SQLWrapper) => SQL | undefined;
  /** listings of these cities; `search`: for a search rather than a list */
  cityFilter: (cityIds: number[], search: boolean) => SQL;
  /** `search`: the order of a search (exact matches first, then rank), null for a list */
  order: (search: SearchOrder | null) => SQL[];
  /** the terms a search orders by before the rank (each descending): the cut of `rankedSearchPage` */
  searchKeys: (exact: SQL | null) => SQL[];
}

interface SearchOrder {
  exact: SQL | null;
  rank: SQL;
}

/** Listings matching every word as typed before those reached through a correction, then by rank. */
const searchOrder = (s: SearchOrder) => [...(s.exact ? [desc(s.exact)] : []), desc(s.rank)];

/** `featured + 0`, not the column: see the services' order. */
const featuredFirst = sql`${businesses.featured} + 0`;

const configs: Record<DirectoryType, TypeConfig> = {
  service: {
    id: businesses.id,
    doc: sql`${businesses}."search_doc"`,
    published: (today) =>
      and(
        listed(businesses.status),
        lte(businesses.listingStartDate, today),
        gte(businesses.listingEndDate, today),
      ),
    // The cities the owner chose; neither form can repeat a business listed in two of the cities. A list
    // walks its index in order and probes each listing's cities (a semi-join). A search asks the
    // document's GIN index for the cities' lexemes (migration 0016) along with the words, so only the
    // cities' matches are read, not every match of every city (bench/, 100,000 listings).
    cityFilter: (ids, search) =>
      search
        ? sql`${businesses}."search_doc" @@ ${cityLexemes(ids)}::tsquery`
        : sql`${businesses.id} in (select ${businessCities.businessId} from ${businessCities} where ${inArray(businessCities.cityId, ids)})`,
    // A search orders by `featured + 0`, not the column: otherwise the planner may walk a city's list
    // index in featured order testing every listing of the city, instead of the search indexes' bitmaps.
    order: (search) => [
      search ? desc(featuredFirst) : desc(businesses.featured),
      ...(search ? searchOrder(search) : []),
      asc(businesses.businessName),
      asc(businesses.id),
    ],
    searchKeys: (exact) => [featuredFirst, ...(exact ? [exact] : [])],
  },
  job: {
    id: jobs.id,
    doc: sql`${jobs}."search_doc"`,
    published: () => listed(jobs.status),
    cityFilter: (ids) => inArray(jobs.cityId, ids),
    order: (search) => [
      ...(search ? searchOrder(search) : []),
      desc(jobs.postedAt),
      asc(jobs.jobTitle),
      asc(jobs.id),
    ],
    searchKeys: (exact) => (exact ? [exact] : []),
  },
  volunteer: {
    id: volunteerOrganizations.id,
    doc: sql`${volunteerOrganizations}."search_doc"`,
    published: () => listed(volunteerOrganizations.status),
    // as the services': a search asks the document's index for the cities' lexemes (migration 0021)
    cityFilter: (ids, search) =>
      search
        ? sql`${volunteerOrganizations}."search_doc" @@ ${cityLexemes(ids)}::tsquery`
        : inArray(
            volunteerOrganizations.id,
            sql`(select ${volunteerOrganizationCities.orgId} from ${volunteerOrganizationCities} where ${inArray(volunteerOrganizationCities.cityId, ids)})`,
          ),
    order: (search) => [
      ...(search ? searchOrder(search) : []),
      asc(volunteerListRank(volunteerOrganizations.lookingForVolunteer)),
      asc(volunteerOrganizations.orgName),
      asc(volunteerOrganizations.id),
    ],
    searchKeys: (exact) => (exact ? [exact] : []),
  },
};

const tables = { service: businesses, job: jobs, volunteer: volunteerOrganizations } as const;

export interface ListQuery {
  type: DirectoryType;
  /** null: every city */
  cityIds: number[] | null;
  /** the province when `cityIds` are all of its cities ("All of PEI") */
  provinceId?: number | null;
  search: string;
  /** the reader's language: a search also looks in the listings' texts in it */
  lang: string;
  limit: number;
  offset: number;
  today: string;
}

/**
 * One page without search words, with the total: the page comes in index order and stops after
 * `offset + limit` rows; the count is a scalar subquery of the same statement (one round trip), or for
 * every city's jobs and organisations their running total (`listing_totals`, migration 0020). Not
 * awaited here, so a test can EXPLAIN the very statement.
 */
export function listPageQuery(db: Db, q: Omit<ListQuery, 'search' | 'lang'>) {
  const c = configs[q.type];
  const table = tables[q.type];
  const where = and(c.published(q.today), q.cityIds ? c.cityFilter(q.cityIds, false) : undefined);
  const total =
    q.cityIds === null && q.type !== 'service'
      ? sql`coalesce((select listed from listing_totals where kind = ${q.type}), 0)`
      : sql`(${db.select({ n: count() }).from(table).where(where)})`;
  return db
    .select({ id: sql<number>`${c.id}`, total: sql<number>`${total}` })
    .from(table)
    .where(where)
    .orderBy(...c.order(null))
    .limit(q.limit)
    .offset(q.offset);
}

/** A list page: services from `serviceListPage` (city, province or every city), else `listPageQuery`. */
async function listPage(db: Db, q: ListQuery): Promise<{ id: number; total: number }[]> {
  if (q.type !== 'service') return runPrepared(listPageQuery(db, q));
  const scope =
    q.cityIds === null
      ? 'all'
      : q.provinceId != null
        ? { provinceId: q.provinceId }
        : q.cityIds.length === 1
          ? { cityId: q.cityIds[0]! }
          : null;
  if (!scope) return runPrepared(listPageQuery(db, q));
  return serviceListPage(db, { scope, limit: q.limit, offset: q.offset, today: q.today });
}

/**
 * Ids of one page and the total. Every search word must be in the listing's search document (its
 * texts and category names in every language, English stems, CJK bigrams), as typed, as a prefix, or
 * through a correction of its typos (`textSearch`): one statement over the document's GIN index.
 * Best matches first (featured services before all).
 */
export async function findIds(db: Db, q: ListQuery): Promise<{ ids: number[]; total: number }> {
  const c = configs[q.type];
  const table = tables[q.type];
  const words = withoutStopwords(searchWords(q.search), q.lang);
  if (words.length === 0) return pageOf(db, q, await listPage(db, q), table);
  const search = await textSearch(db, words);
  if (!search) return { ids: [], total: 0 };
  const where = and(
    c.published(q.today),
    q.cityIds ? c.cityFilter(q.cityIds, true) : undefined,
    search.match(c.doc),
  );
  const order = c.order({ exact: search.exact?.(c.doc) ?? null, rank: search.rank(c.doc) });
  // whether a match matches as typed, from the GIN index: testing each match's document would read it
  const exact = search.exact && sql`${c.id} in (select ${c.id} from ${table} where ${search.exact(c.doc)})`;
  const keys = c.searchKeys(exact);
  const rows =
    keys.length > 0
      ? rowsOf<{ id: number; total: number }>(
          await db.execute(
            rankedSearchPage({ table, id: c.id, where, keys, order, limit: q.limit, offset: q.offset }),
          ),
        )
      : // ranked first: one pass finds, counts (window) and orders every match
        await db
          .select({ id: sql<number>`${c.id}`, total: sql<number>`count(*) over ()` })
          .from(table)
          .where(where)
          .orderBy(...order)
          .limit(q.limit)
          .offset(q.offset);
  return pageOf(db, q, rows, table, where);
}

/**
 * The page's ids and total; past the last page (no row carries the total) the total is read again:
 * a list's from its first page, a search's by counting its matches.
 */
async function pageOf(
  db: Db,
  q: ListQuery,
  rows: { id: number; total: number }[],
  table: (typeof tables)[DirectoryType],
  where?: SQL,
): Promise<{ ids: number[]; total: number }> {
  if (rows.length > 0) return { ids: rows.map((r) => Number(r.id)), total: Number(rows[0]!.total) };
  if (q.offset === 0) return { ids: [], total: 0 };
  if (!where) {
    const [first] = await listPage(db, { ...q, offset: 0, limit: 1 });
    return { ids: [], total: Number(first?.total ?? 0) };
  }
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return { ids: [], total: row?.n ?? 0 };
}

export interface CategoryRef {
  id: number;
  en: string;
  fr: string;
}

/** A listing's categories in their order, for names in the caller's language. */
const categoryRefs = (
  links: typeof businessCategoryLinks | typeof volunteerCategoryLinks,
  ownerColumn: 'business_id' | 'org_id',
  categoryTable: typeof businessCategories | typeof volunteerCategories,
  owner: typeof businesses | typeof volunteerOrganizations,
) =>
  sql<CategoryRef[]>`coalesce((select json_agg(json_build_object('id', cat.id, 'en', cat.cat_name_en,
      'fr', cat.cat_name_fr) order by link.position, cat.id)
    from ${links} link join ${categoryTable} cat on cat.id = link.category_id
    where link.${sql.identifier(ownerColumn)} = ${owner}.id), '[]'::json)`;

const ids = sql.placeholder('ids');

/**
 * Published services by id, with their categories and province code (the time zone of "open now").
 * The loaders below are prepared statements (`preparedQuery`): building and planning them cost more
 * than running them.
 */
const businessesById = preparedQuery((db) =>
  db
    .select({
      business: businesses,
      provinceCode: provinces.code,
      categories: categoryRefs(businessCategoryLinks, 'business_id', businessCategories, businesses),
    })
    .from(businesses)
    .innerJoin(cities, eq(cities.id, businesses.cityId))
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(and(inIds(businesses.id, ids), configs.service.published(sql.placeholder('today')))),
);
export const businessesByIds = (db: Db, ids: number[], today: string) => businessesById(db, { ids, today });

const jobsById = preparedQuery((db) =>
  db
    .select({ job: jobs, city: cities.name, state: provinces.name })
    .from(jobs)
    .innerJoin(cities, eq(cities.id, jobs.cityId))
    .innerJoin(provinces, eq(provinces.id, jobs.stateId))
    .where(and(inIds(jobs.id, ids), eq(jobs.status, PUBLISHED))),
);
export const jobsByIds = (db: Db, ids: number[]) => jobsById(db, { ids });

const organizationsById = preparedQuery((db) =>
  db
    .select({
      org: volunteerOrganizations,
      categories: categoryRefs(volunteerCategoryLinks, 'org_id', volunteerCategories, volunteerOrganizations),
    })
    .from(volunteerOrganizations)
    .where(and(inIds(volunteerOrganizations.id, ids), eq(volunteerOrganizations.status, PUBLISHED))),
);
export const organizationsByIds = (db: Db, ids: number[]) => organizationsById(db, { ids });
