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
import { WELL_BEING_PAGE_ID, WELL_BEING_TRANSLATED } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { sanitizeHtml } from '../../lib/sanitize-html.js';
import { siteTexts } from '../site/index.js';
import * as repo from './well-being.repository.js';

type SiteTextReader = Awaited<ReturnType<typeof siteTexts>>;
type TranslatedPart = (typeof WELL_BEING_TRANSLATED)[keyof typeof WELL_BEING_TRANSLATED];

/** The texts of a part's items in `lang` (English, the original, needs no query). */
async function textsIn(db: Db, part: TranslatedPart, ids: readonly number[], lang: string) {
  if (lang === 'en' || ids.length === 0) return (_id: number, _field: string, original: string) => original;
  return siteTexts(db, part.entity, ids, lang);
}

/** The row with each translated column in the reader's language, English where it has none. */
function translated<R extends { id: number }>(row: R, part: TranslatedPart, text: SiteTextReader): R {
  const shown: Record<string, unknown> = { ...row };
  for (const [key, field] of Object.entries(part.fields)) {
    const original = shown[key];
    if (original === undefined || (original !== null && typeof original !== 'string')) continue;
    const read = text(row.id, field, original ?? '');
    shown[key] = original === null && read === '' ? null : read;
  }
  return shown as R;
}

const toCategory = (c: repo.CategoryRow): WellBeingCategory => ({
  cat_id: c.id,
  cat_name: c.name,
  cat_description: c.description,
  tag: c.tag,
});

async function categoriesIn(db: Db, rows: repo.CategoryRow[], lang: string): Promise<WellBeingCategory[]> {
  const text = await textsIn(
    db,
    WELL_BEING_TRANSLATED.category,
    rows.map((r) => r.id),
    lang,
  );
  return rows.map((r) => toCategory(translated(r, WELL_BEING_TRANSLATED.category, text)));
}

export async function categories(db: Db, lang: string): Promise<WellBeingCategory[]> {
  return categoriesIn(db, await repo.listCategories(db), lang);
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
    const row = await repo.findCategory(db, input.categoryId);
    if (!row) throw notFound('category_not_found');
    category = (await categoriesIn(db, [row], input.lang))[0] ?? null;
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
  const [english, names, text] = await Promise.all([
    repo.listingsByIds(db, ids),
    repo.categoryNamesOf(db, ids),
    textsIn(db, WELL_BEING_TRANSLATED.listing, ids, lang),
  ]);
  const categoryText = await textsIn(
    db,
    WELL_BEING_TRANSLATED.category,
    names.map((n) => n.categoryId),
    lang,
  );
  const byId = new Map(english.map((r) => [r.id, translated(r, WELL_BEING_TRANSLATED.listing, text)]));
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
          .map((n) => categoryText(n.categoryId, WELL_BEING_TRANSLATED.category.fields.name, n.name))
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
  const rows = await repo.listArticles(db);
  const text = await textsIn(
    db,
    WELL_BEING_TRANSLATED.article,
    rows.map((r) => r.id),
    lang,
  );
  return rows.map((r) => translated(r, WELL_BEING_TRANSLATED.article, text));
}

export async function article(db: Db, id: number, lang: string): Promise<WellBeingArticle> {
  const [english, text] = await Promise.all([
    repo.findArticle(db, id),
    textsIn(db, WELL_BEING_TRANSLATED.article, [id], lang),
  ]);
  if (!english) throw notFound();
  const row = translated(english, WELL_BEING_TRANSLATED.article, text);
  return {
    id: row.id,
    header: row.header,
    title: row.title,
    banner_text: sanitizeHtml(row.bannerText),
    text: sanitizeHtml(row.text),
  };
}

export async function mainPage(db: Db, lang: string): Promise<WellBeingMainPage> {
  const [english, text, list] = await Promise.all([
    repo.findPage(db),
    textsIn(db, WELL_BEING_TRANSLATED.page, [WELL_BEING_PAGE_ID], lang),
    articles(db, lang),
  ]);
  const page = english
    ? translated(english, WELL_BEING_TRANSLATED.page, text)
    : { bannerText: '', halifaxBannerText: '' };
  return {
    banner_text: sanitizeHtml(page.bannerText),
    articles: list.map((a) => ({ id: a.id, title: a.title })),
    halifax_banner_text: sanitizeHtml(page.halifaxBannerText),
  };
}
