import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DirectoryType } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import {
  businessCategories,
  businessCategoryLinks,
  businessCities,
  businesses,
  cities,
  jobs,
  provinces,
  textTranslations,
  volunteerCategories,
  volunteerCategoryLinks,
  volunteerOrganizationCities,
  volunteerListRank,
  volunteerOrganizations,
} from '../../db/schema/index.js';
import { withoutStopwords } from './search-stopwords.js';

/**
 * Lowest word similarity a typo-tolerant match needs. It is pg_trgm's default
 * `pg_trgm.word_similarity_threshold`, the one `<%` (served by the trigram GIN indexes) applies, so a
 * search is one statement with no transaction to set it; below it short words match unrelated ones
 * ('halal' ~ 'Halifax', 'barbr' ~ 'Barrington').
 */
export const SEARCH_MIN_SIMILARITY = 0.6;
const MAX_SEARCH_WORDS = 6;
export const PUBLISHED = 1;
/** `status = 1` as a literal, so the partial list indexes (`where status = 1`) apply to any plan. */
const listed = (status: unknown) => sql`${status} = ${sql.raw(String(PUBLISHED))}`;

/** Every city with its province and whether it stands for the whole province ("All of PEI"). */
export function allCities(db: Db) {
  return db
    .select({ id: cities.id, provinceId: cities.provinceId, allProvince: cities.allProvince })
    .from(cities);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function searchWords(term: string): string[] {
  return term
    .toLowerCase()
    .split(/[\s,;]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}'&-]/gu, ''))
    .filter((w) => w.length >= 2)
    .slice(0, MAX_SEARCH_WORDS);
}

/**
 * Listings with a text in the reader's language (a translation) containing the word or close to it,
 * as an array (an index condition, like the categories). Served by `text_translations_text_trgm`; a
 * word too short for a trigram is only compared by similarity, which pads it into trigrams.
 */
const translatedMatch = (entity: string, lang: string, like: string, word: string) =>
  sql`array(select tt.entity_id from ${textTranslations} tt
    where tt.entity = ${entity} and tt.lang = ${lang}
      and (${[...word].length >= 3 ? sql`tt.text ilike ${like} or ` : sql``}${word} <% tt.text))`;

/**
 * One word matches a listing: a word of its full-text vector, or a text column containing it or close
 * to it (typo), or a category name doing so, or its text in the reader's language doing so. Cheap
 * tests first (the OR stops at the first true one); every arm is served by an index, so the planner
 * ORs index bitmaps instead of scanning the table.
 */
function wordMatches(c: TypeConfig, word: string, lang: string): SQL {
  const like = `%${escapeLike(word)}%`;
  const columns = c.trigramColumns;
  return sql`(${c.vector} @@ plainto_tsquery('english', ${word})
    or ${sql.join(
      columns.map((col) => sql`${col} ilike ${like}`),
      sql` or `,
    )}
    or ${sql.join(
      columns.map((col) => sql`${word} <% ${col}`),
      sql` or `,
    )}
    or ${c.categoryMatch(like, word, lang)}
    or ${c.id} = any(${translatedMatch(c.entity, lang, like, word)}))`;
}

/**
 * Listings of the categories whose English or French name, or name in the reader's language,
 * matches, as an array (an index condition).
 */
const categoryMembers = (
  links: typeof businessCategoryLinks | typeof volunteerCategoryLinks,
  ownerColumn: 'business_id' | 'org_id',
  categoryTable: typeof businessCategories | typeof volunteerCategories,
  owner: typeof businesses | typeof volunteerOrganizations,
  like: string,
  word: string,
  lang: string,
) =>
  sql`${owner}.id = any(array(select link.${sql.identifier(ownerColumn)} from ${links} link
    join ${categoryTable} cat on cat.id = link.category_id
    where cat.cat_name_en ilike ${like} or cat.cat_name_fr ilike ${like}
      or ${word} <% cat.cat_name_en or ${word} <% cat.cat_name_fr
      or cat.id = any(${translatedMatch(categoryEntity(categoryTable), lang, like, word)})))`;

const categoryEntity = (table: typeof businessCategories | typeof volunteerCategories) =>
  table === businessCategories ? 'business_category' : 'volunteer_category';

interface TypeConfig {
  /** entity of text_translations */
  entity: string;
  id: unknown;
  vector: SQL;
  name: unknown;
  trigramColumns: unknown[];
  categoryMatch: (like: string, word: string, lang: string) => SQL;
  published: (today: string) => SQL | undefined;
  /** listings of these cities; `search`: for a search rather than a list */
  cityFilter: (cityIds: number[], search: boolean) => SQL;
  order: (score: SQL | null) => SQL[];
}

const configs: Record<DirectoryType, TypeConfig> = {
  service: {
    entity: 'service',
    id: businesses.id,
    vector: sql`${businesses}."search_vector"`,
    name: businesses.businessName,
    trigramColumns: [businesses.businessName, businesses.keywordsEn, businesses.address],
    categoryMatch: (like, word, lang) =>
      categoryMembers(businessCategoryLinks, 'business_id', businessCategories, businesses, like, word, lang),
    published: (today) =>
      and(
        listed(businesses.status),
        lte(businesses.listingStartDate, today),
        gte(businesses.listingEndDate, today),
      ),
    // The cities the owner chose; neither form can repeat a business listed in two of the cities. A list
    // walks its index in order and probes each listing's cities (a semi-join). A search gets the cities'
    // listings as an array, read by id and tested for the words: as a semi-join the planner would test
    // the words on the matches of every city, several times slower (bench/, 100,000 listings).
    cityFilter: (ids, search) => {
      const chosen = sql`select ${businessCities.businessId} from ${businessCities} where ${inArray(businessCities.cityId, ids)}`;
      return search ? sql`${businesses.id} = any(array(${chosen}))` : sql`${businesses.id} in (${chosen})`;
    },
    // A search orders by `featured + 0`, not the column: otherwise the planner may walk a city's list
    // index in featured order testing every listing of the city, instead of the search indexes' bitmaps.
    order: (score) => [
      score ? desc(sql`${businesses.featured} + 0`) : desc(businesses.featured),
      ...(score ? [desc(score)] : []),
      asc(businesses.businessName),
      asc(businesses.id),
    ],
  },
  job: {
    entity: 'job',
    id: jobs.id,
    vector: sql`${jobs}."search_vector"`,
    name: jobs.jobTitle,
    trigramColumns: [jobs.jobTitle, jobs.companyName, jobs.address],
    categoryMatch: () => sql`false`,
    published: () => listed(jobs.status),
    cityFilter: (ids) => inArray(jobs.cityId, ids),
    order: (score) => [
      ...(score ? [desc(score)] : []),
      desc(jobs.postedAt),
      asc(jobs.jobTitle),
      asc(jobs.id),
    ],
  },
  volunteer: {
    entity: 'volunteer',
    id: volunteerOrganizations.id,
    vector: sql`${volunteerOrganizations}."search_vector"`,
    name: volunteerOrganizations.orgName,
    trigramColumns: [volunteerOrganizations.orgName, volunteerOrganizations.address],
    categoryMatch: (like, word, lang) =>
      categoryMembers(
        volunteerCategoryLinks,
        'org_id',
        volunteerCategories,
        volunteerOrganizations,
        like,
        word,
        lang,
      ),
    published: () => listed(volunteerOrganizations.status),
    cityFilter: (ids) =>
      inArray(
        volunteerOrganizations.id,
        sql`(select ${volunteerOrganizationCities.orgId} from ${volunteerOrganizationCities} where ${inArray(volunteerOrganizationCities.cityId, ids)})`,
      ),
    order: (score) => [
      ...(score ? [desc(score)] : []),
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
  search: string;
  /** the reader's language: a search also looks in the listings' texts in it */
  lang: string;
  limit: number;
  offset: number;
  today: string;
}

/**
 * One page without search words, with the total: the page comes in index order and stops after
 * `offset + limit` rows; the count is a scalar subquery of the same statement (one round trip). Not
 * awaited here, so a test can EXPLAIN the very statement.
 */
export function listPageQuery(db: Db, q: Omit<ListQuery, 'search' | 'lang'>) {
  const c = configs[q.type];
  const table = tables[q.type];
  const where = and(c.published(q.today), q.cityIds ? c.cityFilter(q.cityIds, false) : undefined);
  const total = db.select({ n: count() }).from(table).where(where);
  return db
    .select({ id: sql<number>`${c.id}`, total: sql<number>`(${total})` })
    .from(table)
    .where(where)
    .orderBy(...c.order(null))
    .limit(q.limit)
    .offset(q.offset);
}

/**
 * Ids of one page and the total. Every search word must match somewhere (`wordMatches`): the
 * full-text vector (stemmed names, keywords, descriptions; any word order), a name, keyword or
 * address by containment or trigram word similarity (typos), a category name, or a text of the listing
 * in the reader's language (`text_translations`). Best matches first (featured services before all),
 * ranked on the original's words as before.
 */
export async function findIds(db: Db, q: ListQuery): Promise<{ ids: number[]; total: number }> {
  const c = configs[q.type];
  const table = tables[q.type];
  const words = withoutStopwords(searchWords(q.search), q.lang);
  const where = and(
    c.published(q.today),
    q.cityIds ? c.cityFilter(q.cityIds, words.length > 0) : undefined,
    ...words.map((word) => wordMatches(c, word, q.lang)),
  );
  const countAll = async () => (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;
  const answer = async (rows: { id: number; total: number }[]) =>
    rows.length > 0
      ? { ids: rows.map((r) => Number(r.id)), total: Number(rows[0]!.total) }
      : { ids: [], total: q.offset > 0 ? await countAll() : 0 };

  if (words.length === 0) return answer(await listPageQuery(db, q));
  // A search ranks every match anyway: one pass finds, counts (window) and orders them.
  const score = sql`(ts_rank(${c.vector}, plainto_tsquery('english', ${q.search})) + word_similarity(${q.search}, ${c.name}))`;
  return answer(
    await db
      .select({ id: sql<number>`${c.id}`, total: sql<number>`count(*) over ()` })
      .from(table)
      .where(where)
      .orderBy(...c.order(score))
      .limit(q.limit)
      .offset(q.offset),
  );
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

/** Published services by id, with their categories and province code (the time zone of "open now"). */
export function businessesByIds(db: Db, ids: number[], today: string) {
  return db
    .select({
      business: businesses,
      provinceCode: provinces.code,
      categories: categoryRefs(businessCategoryLinks, 'business_id', businessCategories, businesses),
    })
    .from(businesses)
    .innerJoin(cities, eq(cities.id, businesses.cityId))
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(and(inArray(businesses.id, ids), configs.service.published(today)));
}

export function jobsByIds(db: Db, ids: number[]) {
  return db
    .select({ job: jobs, city: cities.name, state: provinces.name })
    .from(jobs)
    .innerJoin(cities, eq(cities.id, jobs.cityId))
    .innerJoin(provinces, eq(provinces.id, jobs.stateId))
    .where(and(inArray(jobs.id, ids), eq(jobs.status, PUBLISHED)));
}

export function organizationsByIds(db: Db, ids: number[]) {
  return db
    .select({
      org: volunteerOrganizations,
      categories: categoryRefs(volunteerCategoryLinks, 'org_id', volunteerCategories, volunteerOrganizations),
    })
    .from(volunteerOrganizations)
    .where(and(inArray(volunteerOrganizations.id, ids), eq(volunteerOrganizations.status, PUBLISHED)));
}
