import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
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
import { textSearch } from '../search/index.js';

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
