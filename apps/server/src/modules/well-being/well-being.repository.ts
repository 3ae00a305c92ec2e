import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  cities,
  provinces,
  users,
  wellBeingArticles,
  wellBeingCategories,
  wellBeingListingCategories,
  wellBeingListings,
  wellBeingPages,
  WELL_BEING_PAGE_ID,
} from '../../db/schema/index.js';
import { textSearch } from '../search/index.js';

export interface CategoryRow {
  id: number;
  tag: string;
  name: string;
  description: string;
}

const categoryColumns = {
  id: wellBeingCategories.id,
  tag: wellBeingCategories.tag,
  name: wellBeingCategories.name,
  description: wellBeingCategories.description,
};

/** English texts: the service overlays the caller's language from text_translations. */
export function listCategories(db: Db): Promise<CategoryRow[]> {
  return db
    .select(categoryColumns)
    .from(wellBeingCategories)
    .orderBy(asc(wellBeingCategories.sortOrder), asc(wellBeingCategories.name));
}

export async function findCategory(db: Db, id: number): Promise<CategoryRow | null> {
  const [row] = await db
    .select(categoryColumns)
    .from(wellBeingCategories)
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

/**
 * The listings of the province (and category) whose search document (names, descriptions and
 * category names in every language) holds every word of the search, as typed or through a typo's
 * correction (the engine of the directories). Exact matches first, then rank, then name.
 */
async function searchListingIds(db: Db, q: ListingQuery & { search: string }) {
  const l = wellBeingListings;
  const doc = sql`${l}."search_doc"`;
  const search = await textSearch(db, [q.search]);
  if (!search) return { ids: [], total: 0 };
  const where = and(
    eq(l.provinceId, q.stateId),
    eq(l.active, true),
    q.categoryId === null
      ? undefined
      : sql`exists (select 1 from ${wellBeingListingCategories} f where f.listing_id = ${l.id} and f.category_id = ${q.categoryId})`,
    search.match(doc),
  );
  const rows = await db
    .select({ id: l.id, total: sql<number>`count(*) over ()` })
    .from(l)
    .where(where)
    .orderBy(
      ...(search.exact ? [desc(search.exact(doc))] : []),
      desc(search.rank(doc)),
      asc(l.name),
      asc(l.id),
    )
    .limit(q.limit)
    .offset(q.offset);
  if (rows.length > 0) return { ids: rows.map((r) => r.id), total: Number(rows[0]!.total) };
  if (q.offset === 0) return { ids: [], total: 0 };
  const [all] = await db.select({ n: count() }).from(l).where(where);
  return { ids: [], total: all?.n ?? 0 };
}

export type ListingRow = Awaited<ReturnType<typeof listingsByIds>>[number];

/** Active listings, in English. */
export function listingsByIds(db: Db, ids: number[]) {
  const l = wellBeingListings;
  return db
    .select({
      id: l.id,
      name: l.name,
      image: l.image,
      workingHours: l.workingHours,
      phoneNumber: l.phoneNumber,
      address: l.address,
      lat: l.lat,
      lon: l.lon,
      website: l.website,
      description: l.description,
      eligibility: l.eligibility,
      fees: l.fees,
      howToAccess: l.howToAccess,
      disabilitiesAccess: l.disabilitiesAccess,
      coverageArea: l.coverageArea,
      language: l.language,
      documentsRequired: l.documentsRequired,
    })
    .from(l)
    .where(and(inArray(l.id, ids), eq(l.active, true)));
}

/** English category names of the listings, in each listing's order. */
export function categoryNamesOf(db: Db, listingIds: number[]) {
  return db
    .select({
      listingId: wellBeingListingCategories.listingId,
      categoryId: wellBeingCategories.id,
      name: wellBeingCategories.name,
    })
    .from(wellBeingListingCategories)
    .innerJoin(wellBeingCategories, eq(wellBeingCategories.id, wellBeingListingCategories.categoryId))
    .where(inArray(wellBeingListingCategories.listingId, listingIds))
    .orderBy(asc(wellBeingListingCategories.position), asc(wellBeingCategories.sortOrder));
}

const articleSummary = {
  id: wellBeingArticles.id,
  header: wellBeingArticles.header,
  title: wellBeingArticles.title,
};

export function listArticles(db: Db) {
  return db.select(articleSummary).from(wellBeingArticles).orderBy(asc(wellBeingArticles.id));
}

export async function findArticle(db: Db, id: number) {
  const [row] = await db
    .select({
      ...articleSummary,
      bannerText: wellBeingArticles.bannerText,
      text: wellBeingArticles.text,
    })
    .from(wellBeingArticles)
    .where(eq(wellBeingArticles.id, id))
    .limit(1);
  return row ?? null;
}

/** The main page's texts in English, or null before any content exists. */
export async function findPage(db: Db) {
  const [row] = await db.select().from(wellBeingPages).where(eq(wellBeingPages.id, WELL_BEING_PAGE_ID));
  return row ?? null;
}
