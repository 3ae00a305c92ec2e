import type {
  WellBeingArticle,
  WellBeingArticleSummary,
  WellBeingCategory,
  WellBeingListItem,
  WellBeingListing,
  WellBeingListingsData,
  WellBeingMainPage,
} from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { sanitizeHtml } from '../../lib/sanitize-html.js';
import * as repo from './well-being.repository.js';

const toCategory = (c: repo.CategoryRow): WellBeingCategory => ({
  cat_id: c.id,
  cat_name: c.name,
  cat_description: c.description,
  tag: c.tag,
});

export async function categories(db: Db, lang: string): Promise<WellBeingCategory[]> {
  return (await repo.listCategories(db, lang)).map(toCategory);
}

/**
 * Spec 1 §4: the province asked for, else the signed-in user's; with neither, or one that does
 * not exist, 400 `please_select_your_location`.
 */
export async function resolveStateId(db: Db, stateId: number | null | undefined, userId: number | null) {
  const resolved = stateId ?? (userId === null ? null : await repo.userStateId(db, userId));
  if (resolved === null || !(await repo.provinceExists(db, resolved))) {
    throw badRequest('please_select_your_location');
  }
  return resolved;
}

export interface ListingsInput {
  stateId: number;
  categoryId: number | null;
  search: string | null;
  page: number;
  pageSize: number;
  lang: string;
}

/** One page of listings of a category, a search, or both (in the province). */
export async function listings(db: Db, input: ListingsInput): Promise<WellBeingListingsData> {
  let category: WellBeingCategory | null = null;
  if (input.categoryId !== null) {
    const row = await repo.findCategory(db, input.categoryId, input.lang);
    if (!row) throw notFound('category_not_found');
    category = toCategory(row);
  }
  const { ids, total } = await repo.findListingIds(db, {
    stateId: input.stateId,
    categoryId: input.categoryId,
    search: input.search || null,
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  const items = await loadListings(db, ids, input.lang);
  return {
    wellBeingLists: items.map((l): WellBeingListItem => ({
      id: l.id,
      name: l.name,
      image: l.image,
      cat_name: l.cat_name,
      address: l.address,
      phone_number: l.phone_number,
      working_hours: l.working_hours,
      well_being_description: l.well_being_description,
    })),
    count: total,
    page_no: input.page,
    offset: input.pageSize,
    category,
  };
}

/** Full listings in the order of `ids`, with their category names joined by ", ". */
async function loadListings(db: Db, ids: number[], lang: string): Promise<WellBeingListing[]> {
  if (ids.length === 0) return [];
  const [rows, names] = await Promise.all([
    repo.listingsByIds(db, ids, lang),
    repo.categoryNamesOf(db, ids, lang),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        name: r.name,
        image: r.image,
        cat_name: names
          .filter((n) => n.listingId === id)
          .map((n) => n.name)
          .join(', '),
        working_hours: r.workingHours,
        phone_number: r.phoneNumber,
        address: r.address,
        address_lat: r.lat,
        address_long: r.lon,
        website: r.website,
        well_being_description: r.description,
        eligibility: r.eligibility,
        fees: r.fees,
        how_to_access: r.howToAccess,
        disabilities_access: r.disabilitiesAccess,
        coverage_area: r.coverageArea,
        language: r.language,
        documents_required: r.documentsRequired,
      },
    ];
  });
}

/** One active listing, or 404 `not_found`. */
export async function listing(db: Db, id: number, lang: string): Promise<WellBeingListing> {
  const [row] = await loadListings(db, [id], lang);
  if (!row) throw notFound();
  return row;
}

export async function articles(db: Db, lang: string): Promise<WellBeingArticleSummary[]> {
  return repo.listArticles(db, lang);
}

export async function article(db: Db, id: number, lang: string): Promise<WellBeingArticle> {
  const row = await repo.findArticle(db, id, lang);
  if (!row) throw notFound();
  return {
    id: row.id,
    header: row.header,
    title: row.title,
    banner_text: sanitizeHtml(row.bannerText),
    text: sanitizeHtml(row.text),
  };
}

export async function mainPage(db: Db, lang: string): Promise<WellBeingMainPage> {
  const [texts, list] = await Promise.all([repo.pageTexts(db, lang), repo.listArticles(db, lang)]);
  const text = (key: string) =>
    texts.find((t) => t.key === key && t.lang === lang)?.value ??
    texts.find((t) => t.key === key && t.lang === 'en')?.value ??
    '';
  return {
    banner_text: sanitizeHtml(text('banner_text')),
    articles: list.map((a) => ({ id: a.id, title: a.title })),
    halifax_banner_text: sanitizeHtml(text('halifax_banner_text')),
  };
}
