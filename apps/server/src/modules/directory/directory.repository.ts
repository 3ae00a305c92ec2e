import { and, asc, count, desc, eq, inArray, lte, gte, sql, type SQL } from 'drizzle-orm';
import type { DirectoryType } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import {
  businessCategories,
  businessCategoryLinks,
  businesses,
  cities,
  jobs,
  provinces,
  volunteerCategories,
  volunteerCategoryLinks,
  volunteerOrganizationCities,
  volunteerOrganizations,
} from '../../db/schema/index.js';

/** Lowest word similarity a typo-tolerant match needs (served by the trigram GIN indexes). */
export const SEARCH_MIN_SIMILARITY = 0.5;
const MAX_SEARCH_WORDS = 6;
export const PUBLISHED = 1;

export async function findCity(db: Db, id: number) {
  const [row] = await db
    .select({ id: cities.id, provinceId: cities.provinceId, allProvince: cities.allProvince })
    .from(cities)
    .where(eq(cities.id, id))
    .limit(1);
  return row ?? null;
}

/** The city ids a city choice covers: itself, or every city of the province for "All of PEI". */
export async function cityScope(db: Db, city: { id: number; provinceId: number; allProvince: boolean }) {
  if (!city.allProvince) return [city.id];
  const rows = await db.select({ id: cities.id }).from(cities).where(eq(cities.provinceId, city.provinceId));
  return rows.map((r) => r.id);
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

/** One word matches a text column: contained, or close enough (typo). */
const wordMatches = (word: string, column: unknown) =>
  sql`(${column} ilike ${`%${escapeLike(word)}%`} or ${word} <% ${column})`;

interface TypeConfig {
  id: unknown;
  vector: SQL;
  name: unknown;
  trigramColumns: unknown[];
  categoryMatch: (word: string) => SQL;
  published: (today: string) => SQL | undefined;
  cityFilter: (cityIds: number[]) => SQL;
  order: (score: SQL | null) => SQL[];
}

const configs: Record<DirectoryType, TypeConfig> = {
  service: {
    id: businesses.id,
    vector: sql`"businesses"."search_vector"`,
    name: businesses.businessName,
    trigramColumns: [businesses.businessName, businesses.keywordsEn, businesses.address],
    categoryMatch: (word) =>
      sql`exists (select 1 from ${businessCategoryLinks} bl join ${businessCategories} bc on bc.id = bl.category_id
        where bl.business_id = ${businesses.id} and (${wordMatches(word, sql`bc.cat_name_en`)} or ${wordMatches(word, sql`bc.cat_name_fr`)}))`,
    published: (today) =>
      and(
        eq(businesses.status, PUBLISHED),
        lte(businesses.listingStartDate, today),
        gte(businesses.listingEndDate, today),
      ),
    cityFilter: (ids) => inArray(businesses.cityId, ids),
    order: (score) => [
      desc(businesses.featured),
      ...(score ? [desc(score)] : []),
      asc(businesses.businessName),
      asc(businesses.id),
    ],
  },
  job: {
    id: jobs.id,
    vector: sql`"jobs"."search_vector"`,
    name: jobs.jobTitle,
    trigramColumns: [jobs.jobTitle, jobs.companyName, jobs.address],
    categoryMatch: () => sql`false`,
    published: () => eq(jobs.status, PUBLISHED),
    cityFilter: (ids) => inArray(jobs.cityId, ids),
    order: (score) => [
      ...(score ? [desc(score)] : []),
      desc(jobs.postedAt),
      asc(jobs.jobTitle),
      asc(jobs.id),
    ],
  },
  volunteer: {
    id: volunteerOrganizations.id,
    vector: sql`"volunteer_organizations"."search_vector"`,
    name: volunteerOrganizations.orgName,
    trigramColumns: [volunteerOrganizations.orgName, volunteerOrganizations.address],
    categoryMatch: (word) =>
      sql`exists (select 1 from ${volunteerCategoryLinks} vl join ${volunteerCategories} vc on vc.id = vl.category_id
        where vl.org_id = ${volunteerOrganizations.id} and (${wordMatches(word, sql`vc.cat_name_en`)} or ${wordMatches(word, sql`vc.cat_name_fr`)}))`,
    published: () => eq(volunteerOrganizations.status, PUBLISHED),
    cityFilter: (ids) =>
      inArray(
        volunteerOrganizations.id,
        sql`(select ${volunteerOrganizationCities.orgId} from ${volunteerOrganizationCities} where ${inArray(volunteerOrganizationCities.cityId, ids)})`,
      ),
    order: (score) => [
      ...(score ? [desc(score)] : []),
      desc(volunteerOrganizations.lookingForVolunteer),
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
  limit: number;
  offset: number;
  today: string;
}

/**
 * Ids of one page and the total. Every search word must match somewhere: the full-text vector
 * (stemmed names, keywords, descriptions; any word order), or a name/keyword/category by
 * containment or trigram word similarity (typos), or the address (a town or street). Best matches first (featured services before all).
 */
export async function findIds(db: Db, q: ListQuery): Promise<{ ids: number[]; total: number }> {
  const c = configs[q.type];
  const table = tables[q.type];
  const words = searchWords(q.search);
  const wordConditions = words.map(
    (word) =>
      sql`(${c.vector} @@ plainto_tsquery('english', ${word}) or ${sql.join(
        c.trigramColumns.map((col) => wordMatches(word, col)),
        sql` or `,
      )} or ${c.categoryMatch(word)})`,
  );
  const where = and(c.published(q.today), q.cityIds ? c.cityFilter(q.cityIds) : undefined, ...wordConditions);
  const score =
    words.length > 0
      ? sql`(ts_rank(${c.vector}, plainto_tsquery('english', ${q.search})) + word_similarity(${q.search}, ${c.name}))`
      : null;

  const run = async (tx: Db) => {
    const [rows, [total]] = await Promise.all([
      tx
        .select({ id: sql<number>`${c.id}` })
        .from(table)
        .where(where)
        .orderBy(...c.order(score))
        .limit(q.limit)
        .offset(q.offset),
      tx.select({ n: count() }).from(table).where(where),
    ]);
    return { ids: rows.map((r) => Number(r.id)), total: total?.n ?? 0 };
  };
  if (words.length === 0) return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SEARCH_MIN_SIMILARITY)}, true)`,
    );
    return run(tx);
  });
}

const catName = (lang: string, t: typeof businessCategories | typeof volunteerCategories) =>
  lang === 'fr' ? t.catNameFr : t.catNameEn;

export function businessesByIds(db: Db, ids: number[], today: string) {
  return db
    .select()
    .from(businesses)
    .where(and(inArray(businesses.id, ids), configs.service.published(today)));
}

export function businessCategoryNames(db: Db, ids: number[], lang: string) {
  return db
    .select({ ownerId: businessCategoryLinks.businessId, name: catName(lang, businessCategories) })
    .from(businessCategoryLinks)
    .innerJoin(businessCategories, eq(businessCategories.id, businessCategoryLinks.categoryId))
    .where(inArray(businessCategoryLinks.businessId, ids))
    .orderBy(asc(businessCategoryLinks.position), asc(businessCategories.id));
}

/** Province code of a city, for the time zone of "open now". */
export async function provinceCodeOfCity(db: Db, cityId: number) {
  const [row] = await db
    .select({ code: provinces.code })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(eq(cities.id, cityId))
    .limit(1);
  return row?.code ?? null;
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
    .select()
    .from(volunteerOrganizations)
    .where(and(inArray(volunteerOrganizations.id, ids), eq(volunteerOrganizations.status, PUBLISHED)));
}

export function volunteerCategoryNames(db: Db, ids: number[], lang: string) {
  return db
    .select({ ownerId: volunteerCategoryLinks.orgId, name: catName(lang, volunteerCategories) })
    .from(volunteerCategoryLinks)
    .innerJoin(volunteerCategories, eq(volunteerCategories.id, volunteerCategoryLinks.categoryId))
    .where(inArray(volunteerCategoryLinks.orgId, ids))
    .orderBy(asc(volunteerCategoryLinks.position), asc(volunteerCategories.id));
}
