import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import {
  cities,
  provinces,
  users,
  wellBeingArticles,
  wellBeingArticleTranslations,
  wellBeingCategories,
  wellBeingCategoryTranslations,
  wellBeingListingCategories,
  wellBeingListings,
  wellBeingListingTranslations,
  wellBeingPageTexts,
} from '../../db/schema/index.js';

/** Lowest word similarity a search candidate needs (the GIN trigram indexes serve `<%`). */
export const SEARCH_MIN_SIMILARITY = 0.5;
/** Candidates further than this below the best match are dropped ("dental" should not bring "mental"). */
export const SEARCH_RELATIVE_CUTOFF = 0.3;

export interface CategoryRow {
  id: number;
  tag: string;
  name: string;
  description: string;
}

const lt = wellBeingListingTranslations;
const ct = wellBeingCategoryTranslations;

const categoryColumns = {
  id: wellBeingCategories.id,
  tag: wellBeingCategories.tag,
  name: sql<string>`coalesce(${ct.name}, ${wellBeingCategories.name})`,
  description: sql<string>`coalesce(${ct.description}, ${wellBeingCategories.description})`,
};

export function listCategories(db: Db, lang: string): Promise<CategoryRow[]> {
  return db
    .select(categoryColumns)
    .from(wellBeingCategories)
    .leftJoin(ct, and(eq(ct.categoryId, wellBeingCategories.id), eq(ct.lang, lang)))
    .orderBy(asc(wellBeingCategories.sortOrder), asc(wellBeingCategories.name));
}

export async function findCategory(db: Db, id: number, lang: string): Promise<CategoryRow | null> {
  const [row] = await db
    .select(categoryColumns)
    .from(wellBeingCategories)
    .leftJoin(ct, and(eq(ct.categoryId, wellBeingCategories.id), eq(ct.lang, lang)))
    .where(eq(wellBeingCategories.id, id))
    .limit(1);
  return row ?? null;
}

export async function provinceExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, id)).limit(1);
  return !!row;
}

/** The province of the user's city (profiles keep the city; state_id is derived from it). */
export async function userStateId(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ stateId: cities.provinceId })
    .from(users)
    .innerJoin(cities, eq(cities.id, users.cityId))
    .where(eq(users.id, userId))
    .limit(1);
  return row?.stateId ?? null;
}

export interface ListingQuery {
  stateId: number;
  categoryId: number | null;
  search: string | null;
  limit: number;
  offset: number;
}

/** Listing ids of one page and the number of matches in all. */
export async function findListingIds(db: Db, q: ListingQuery): Promise<{ ids: number[]; total: number }> {
  if (q.search) return searchListingIds(db, { ...q, search: q.search });
  const where = and(
    eq(wellBeingListings.provinceId, q.stateId),
    eq(wellBeingListings.active, true),
    q.categoryId === null
      ? undefined
      : inArray(
          wellBeingListings.id,
          db
            .select({ id: wellBeingListingCategories.listingId })
            .from(wellBeingListingCategories)
            .where(eq(wellBeingListingCategories.categoryId, q.categoryId)),
        ),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: wellBeingListings.id })
      .from(wellBeingListings)
      .where(where)
      .orderBy(asc(wellBeingListings.name), asc(wellBeingListings.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(wellBeingListings).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Typo-tolerant search on names and descriptions (every stored language) and on category names:
 * candidates come from ILIKE or `<%` (word similarity ≥ SEARCH_MIN_SIMILARITY, both served by the
 * trigram indexes); each gets its best score (1 for a name containing the term, 0.9 for a
 * description or category containing it, else the word similarity), and those far below the best
 * match are dropped. Best matches first, then by name.
 */
async function searchListingIds(db: Db, q: ListingQuery & { search: string }) {
  const term = q.search;
  const like = `%${escapeLike(term)}%`;
  const score = (column: unknown, containsScore: number) =>
    sql`case when ${column} ilike ${like} then ${containsScore}::real else word_similarity(${term}, coalesce(${column}, '')) end`;
  const matches = (column: unknown) => sql`(${column} ilike ${like} or ${term} <% ${column})`;
  const l = wellBeingListings;
  const categoryFilter =
    q.categoryId === null
      ? sql``
      : sql`and exists (select 1 from ${wellBeingListingCategories} f where f.listing_id = ${l.id} and f.category_id = ${q.categoryId})`;

  const filtered = sql`
    with cat_match as (
      select c.id, ${score(sql`c.name`, 0.9)} as s from ${wellBeingCategories} c where ${matches(sql`c.name`)}
      union all
      select t.category_id, ${score(sql`t.name`, 0.9)} from ${ct} t where ${matches(sql`t.name`)}
    ), hits as (
      select x.id as listing_id, greatest(${score(sql`x.name`, 1)}, ${score(sql`x.description`, 0.9)}) as s
        from ${l} x where ${matches(sql`x.name`)} or ${matches(sql`x.description`)}
      union all
      select y.listing_id, greatest(${score(sql`y.name`, 1)}, ${score(sql`y.description`, 0.9)})
        from ${lt} y where ${matches(sql`y.name`)} or ${matches(sql`y.description`)}
      union all
      select lc.listing_id, cm.s from ${wellBeingListingCategories} lc join cat_match cm on cm.id = lc.category_id
    ), scored as (
      select h.listing_id, max(h.s) as score from hits h
        join ${l} on ${l.id} = h.listing_id
       where ${l.provinceId} = ${q.stateId} and ${l.active} ${categoryFilter}
       group by h.listing_id
    ), kept as (
      select listing_id, score from scored
       where score >= greatest(${SEARCH_MIN_SIMILARITY}::real, (select max(score) from scored) - ${SEARCH_RELATIVE_CUTOFF}::real)
    )`;

  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SEARCH_MIN_SIMILARITY)}, true)`,
    );
    const page = await tx.execute(sql`${filtered}
      select k.listing_id as id from kept k join ${l} on ${l.id} = k.listing_id
       order by k.score desc, ${l.name} asc, ${l.id} asc
       limit ${q.limit} offset ${q.offset}`);
    const total = await tx.execute(sql`${filtered} select count(*)::int as n from kept`);
    return {
      ids: rowsOf<{ id: number }>(page).map((r) => Number(r.id)),
      total: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0),
    };
  });
}

/** `execute` answers `{ rows }` on both drivers (PGlite and node-postgres). */

export type ListingRow = Awaited<ReturnType<typeof listingsByIds>>[number];

/** Active listings with their texts in `lang` where a translation exists, else English. */
export function listingsByIds(db: Db, ids: number[], lang: string) {
  const l = wellBeingListings;
  const pick = (translated: unknown, english: unknown) =>
    sql<string | null>`coalesce(${translated}, ${english})`;
  return db
    .select({
      id: l.id,
      name: sql<string>`coalesce(${lt.name}, ${l.name})`,
      image: l.image,
      workingHours: pick(lt.workingHours, l.workingHours),
      phoneNumber: l.phoneNumber,
      address: l.address,
      lat: l.lat,
      lon: l.lon,
      website: l.website,
      description: pick(lt.description, l.description),
      eligibility: pick(lt.eligibility, l.eligibility),
      fees: pick(lt.fees, l.fees),
      howToAccess: pick(lt.howToAccess, l.howToAccess),
      disabilitiesAccess: pick(lt.disabilitiesAccess, l.disabilitiesAccess),
      coverageArea: pick(lt.coverageArea, l.coverageArea),
      language: pick(lt.language, l.language),
      documentsRequired: pick(lt.documentsRequired, l.documentsRequired),
    })
    .from(l)
    .leftJoin(lt, and(eq(lt.listingId, l.id), eq(lt.lang, lang)))
    .where(and(inArray(l.id, ids), eq(l.active, true)));
}

/** Category names of the listings in `lang`, in each listing's order. */
export function categoryNamesOf(db: Db, listingIds: number[], lang: string) {
  return db
    .select({
      listingId: wellBeingListingCategories.listingId,
      name: sql<string>`coalesce(${ct.name}, ${wellBeingCategories.name})`,
    })
    .from(wellBeingListingCategories)
    .innerJoin(wellBeingCategories, eq(wellBeingCategories.id, wellBeingListingCategories.categoryId))
    .leftJoin(ct, and(eq(ct.categoryId, wellBeingCategories.id), eq(ct.lang, lang)))
    .where(inArray(wellBeingListingCategories.listingId, listingIds))
    .orderBy(asc(wellBeingListingCategories.position), asc(wellBeingCategories.sortOrder));
}

const at = wellBeingArticleTranslations;

export function listArticles(db: Db, lang: string) {
  return db
    .select({
      id: wellBeingArticles.id,
      header: sql<string>`coalesce(${at.header}, ${wellBeingArticles.header})`,
      title: sql<string>`coalesce(${at.title}, ${wellBeingArticles.title})`,
    })
    .from(wellBeingArticles)
    .leftJoin(at, and(eq(at.articleId, wellBeingArticles.id), eq(at.lang, lang)))
    .orderBy(asc(wellBeingArticles.id));
}

export async function findArticle(db: Db, id: number, lang: string) {
  const [row] = await db
    .select({
      id: wellBeingArticles.id,
      header: sql<string>`coalesce(${at.header}, ${wellBeingArticles.header})`,
      title: sql<string>`coalesce(${at.title}, ${wellBeingArticles.title})`,
      bannerText: sql<string>`coalesce(${at.bannerText}, ${wellBeingArticles.bannerText})`,
      text: sql<string>`coalesce(${at.text}, ${wellBeingArticles.text})`,
    })
    .from(wellBeingArticles)
    .leftJoin(at, and(eq(at.articleId, wellBeingArticles.id), eq(at.lang, lang)))
    .where(eq(wellBeingArticles.id, id))
    .limit(1);
  return row ?? null;
}

/** Main-page texts in `lang` and in en (the caller prefers `lang`). */
export function pageTexts(db: Db, lang: string) {
  return db
    .select({ key: wellBeingPageTexts.key, lang: wellBeingPageTexts.lang, value: wellBeingPageTexts.value })
    .from(wellBeingPageTexts)
    .where(inArray(wellBeingPageTexts.lang, lang === 'en' ? ['en'] : [lang, 'en']));
}
