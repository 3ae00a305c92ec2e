import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DirectoryType } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { inIds, preparedQuery, preparedSql, runPrepared } from '../../db/prepared.js';
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
import { quoteLexeme, memoryListPage, memorySearchPage, searchQuery, textSearch } from '../search/index.js';
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
  /** a list's listings of these cities */
  cityFilter: (cityIds: number[]) => SQL;
  /** a search's listings of the cities given by `cities` (a placeholder of `citiesValue`) */
  searchCities: (cities: SQLWrapper) => SQL;
  citiesValue: (cityIds: number[]) => string | number[];
  /** the order of a list */
  order: SQL[];
  /** the terms a search orders by before "matches as typed" and the rank: the cut of `rankedSearchPage` */
  searchKeys: SQL[];
  /** the order of a search after them: the rank, then ties */
  searchRest: (rank: SQL) => SQL[];
}

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
    cityFilter: (ids) =>
      sql`${businesses.id} in (select ${businessCities.businessId} from ${businessCities} where ${inArray(businessCities.cityId, ids)})`,
    searchCities: (cities) => sql`${businesses}."search_doc" @@ ${cities}::tsquery`,
    citiesValue: cityLexemes,
    order: [desc(businesses.featured), asc(businesses.businessName), asc(businesses.id)],
    // A search orders by `featured + 0`, not the column: otherwise the planner may walk a city's list
    // index in featured order testing every listing of the city, instead of the search indexes' bitmaps.
    searchKeys: [featuredFirst],
    searchRest: (rank) => [desc(rank), asc(businesses.businessName), asc(businesses.id)],
  },
  job: {
    id: jobs.id,
    doc: sql`${jobs}."search_doc"`,
    published: () => listed(jobs.status),
    cityFilter: (ids) => inArray(jobs.cityId, ids),
    searchCities: (cities) => sql`${jobs.cityId} = any(${cities}::int[])`,
    citiesValue: (ids) => ids,
    order: [desc(jobs.postedAt), asc(jobs.jobTitle), asc(jobs.id)],
    searchKeys: [],
    searchRest: (rank) => [desc(rank), desc(jobs.postedAt), asc(jobs.jobTitle), asc(jobs.id)],
  },
  volunteer: {
    id: volunteerOrganizations.id,
    doc: sql`${volunteerOrganizations}."search_doc"`,
    published: () => listed(volunteerOrganizations.status),
    cityFilter: (ids) =>
      inArray(
        volunteerOrganizations.id,
        sql`(select ${volunteerOrganizationCities.orgId} from ${volunteerOrganizationCities} where ${inArray(volunteerOrganizationCities.cityId, ids)})`,
      ),
    // as the services': a search asks the document's index for the cities' lexemes (migration 0021)
    searchCities: (cities) => sql`${volunteerOrganizations}."search_doc" @@ ${cities}::tsquery`,
    citiesValue: cityLexemes,
    order: [
      asc(volunteerListRank(volunteerOrganizations.lookingForVolunteer)),
      asc(volunteerOrganizations.orgName),
      asc(volunteerOrganizations.id),
    ],
    searchKeys: [],
    searchRest: (rank) => [
      desc(rank),
      asc(volunteerListRank(volunteerOrganizations.lookingForVolunteer)),
      asc(volunteerOrganizations.orgName),
      asc(volunteerOrganizations.id),
    ],
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
  const where = and(c.published(q.today), q.cityIds ? c.cityFilter(q.cityIds) : undefined);
  const total =
    q.cityIds === null && q.type !== 'service'
      ? sql`coalesce((select listed from listing_totals where kind = ${q.type}), 0)`
      : sql`(${db.select({ n: count() }).from(table).where(where)})`;
  return db
    .select({ id: sql<number>`${c.id}`, total: sql<number>`${total}` })
    .from(table)
    .where(where)
    .orderBy(...c.order)
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
  const words = withoutStopwords(searchWords(q.search), q.lang);
  if (words.length === 0) {
    const fromMemory = await memoryListPage(db, { kind: q.type, ...q });
    return fromMemory ?? pageOf(db, q, await listPage(db, q));
  }
  const search = await textSearch(db, words);
  if (!search) return { ids: [], total: 0 };
  const values = {
    ...search.values,
    typedOnly: search.values.terms.map(() => ''),
    today: q.today,
    cities: q.cityIds ? c.citiesValue(q.cityIds) : null,
    limit: q.limit,
    offset: q.offset,
    last: q.offset + q.limit - 1,
  };
  // the process's in-memory index when it is on and ready (modules/search/memory-search.ts)
  const fromMemory = await memorySearchPage(db, {
    kind: q.type,
    terms: search.values,
    corrected: search.corrected,
    cityIds: q.cityIds,
    today: q.today,
    limit: q.limit,
    offset: q.offset,
  });
  if (fromMemory) return fromMemory;
  const statement = searchStatement(q.type, q.cityIds !== null, search.corrected);
  const rows = await statement.page(db, values);
  if (rows.length > 0 || q.offset === 0) return pageOf(db, q, rows);
  const [row] = await statement.count(db, values);
  return { ids: [], total: row?.n ?? 0 };
}

const ph = (name: string) => sql.placeholder(name);

interface SearchStatement {
  page: (db: Db, values: Record<string, unknown>) => Promise<{ id: number; total: number }[]>;
  count: (db: Db, values: Record<string, unknown>) => Promise<{ n: number }[]>;
}
const searchStatements = new Map<string, SearchStatement>();

/**
 * The search statements of a directory, prepared once per shape: in every city or in some, with or
 * without corrections. The words are parameters of `search_tsquery`, which the planner cannot read
 * (`searchQuery`), so one plan serves every search of a shape.
 */
function searchStatement(type: DirectoryType, inCities: boolean, corrected: boolean): SearchStatement {
  const key = `${type} ${inCities} ${corrected}`;
  let statement = searchStatements.get(key);
  if (statement) return statement;
  const c = configs[type];
  const table = tables[type];
  const scope = and(c.published(ph('today')), inCities ? c.searchCities(ph('cities')) : undefined);
  const query = (fixes: string) => searchQuery(ph('typed'), ph('terms'), ph(fixes));
  const where = and(scope, sql`${c.doc} @@ ${query('fixes')}`)!;
  const page = rankedSearchPage({
    table,
    id: c.id,
    where,
    exactWhere: corrected ? and(scope, sql`${c.doc} @@ ${query('typedOnly')}`)! : null,
    keys: c.searchKeys,
    rest: c.searchRest(sql`ts_rank(${c.doc}, ${query('fixes')})`),
    limit: ph('limit'),
    offset: ph('offset'),
    last: ph('last'),
  });
  statement = {
    page: preparedSql(page),
    count: preparedSql(sql`select count(*)::int as n from ${table} where ${where}`),
  };
  searchStatements.set(key, statement);
  return statement;
}

/**
 * The page's ids and total; past the last page of a list (no row carries the total) the total is read
 * again from its first page.
 */
async function pageOf(
  db: Db,
  q: ListQuery,
  rows: { id: number; total: number }[],
): Promise<{ ids: number[]; total: number }> {
  if (rows.length > 0) return { ids: rows.map((r) => Number(r.id)), total: Number(rows[0]!.total) };
  if (q.offset === 0) return { ids: [], total: 0 };
  const [first] = await listPage(db, { ...q, offset: 0, limit: 1 });
  return { ids: [], total: Number(first?.total ?? 0) };
}

export interface CategoryRef {
  id: number;
  /** English; the reader's language is overlaid from text_translations */
  name: string;
}

/** A listing's categories in their order, for names in the caller's language. */
const categoryRefs = (
  links: typeof businessCategoryLinks | typeof volunteerCategoryLinks,
  ownerColumn: 'business_id' | 'org_id',
  categoryTable: typeof businessCategories | typeof volunteerCategories,
  owner: typeof businesses | typeof volunteerOrganizations,
) =>
  sql<CategoryRef[]>`coalesce((select json_agg(json_build_object('id', cat.id, 'name', cat.name)
      order by link.position, cat.id)
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
