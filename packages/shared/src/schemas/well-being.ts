import { z } from 'zod';
import { int32, positiveInt32 as positiveId, safeText } from './primitives.js';

/** Well-being listings per page (the core constants and limits leaves it open; page count = ceil(count / size)). */
export const WELL_BEING_PAGE_SIZE = 10;
export const WELL_BEING_MAX_PAGE_SIZE = 50;
export const WELL_BEING_SEARCH_MAX_LENGTH = 100;
/** Articles the well-being pages link to (the core screens and routes: ids 1, 2 and 3). */
export const WELL_BEING_ARTICLE_IDS = [1, 2, 3] as const;

/** Page count of a listing answer. */
export function wellBeingPageCount(count: number, pageSize = WELL_BEING_PAGE_SIZE): number {
  return count <= 0 ? 0 : Math.ceil(count / pageSize);
}

/** GET /api/web/wellBeingCategories → data.category_list (names in the request language, else en) */
export const wellBeingCategorySchema = z.object({
  cat_id: z.number().int(),
  cat_name: z.string(),
  cat_description: z.string(),
  /** stable key of the category (beauty, mental_health…): the web app picks its tile image by it */
  tag: z.string(),
});
export type WellBeingCategory = z.infer<typeof wellBeingCategorySchema>;
export const wellBeingCategoriesDataSchema = z.object({ category_list: z.array(wellBeingCategorySchema) });

/**
 * POST /api/web/wellBeingListings. A category, a search term or both. `page_no` starts at 1 and
 * `offset` is the page size. `state_id` may be left out by a signed-in user whose profile has one.
 */
export const wellBeingListingsBodySchema = z
  .object({
    category_id: positiveId('invalid_category').optional().nullable(),
    search_name: safeText().trim().max(WELL_BEING_SEARCH_MAX_LENGTH, 'field_too_long').optional().nullable(),
    page_no: positiveId('invalid_page').optional().default(1),
    offset: int32({ error: 'invalid_page', min: 1, max: WELL_BEING_MAX_PAGE_SIZE })
      .optional()
      .default(WELL_BEING_PAGE_SIZE),
    state_id: positiveId('please_select_your_location').optional().nullable(),
  })
  .refine((b) => b.category_id != null || !!b.search_name, {
    message: 'fill_required_fields',
    path: ['search_name'],
  });
export type WellBeingListingsBody = z.input<typeof wellBeingListingsBodySchema>;

/** One listing of a list page. */
export const wellBeingListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  /** category names in the request language, comma separated */
  cat_name: z.string(),
  address: z.string().nullable(),
  phone_number: z.string().nullable(),
  working_hours: z.string().nullable(),
  well_being_description: z.string().nullable(),
});
export type WellBeingListItem = z.infer<typeof wellBeingListItemSchema>;

export const wellBeingListingsDataSchema = z.object({
  wellBeingLists: z.array(wellBeingListItemSchema),
  /** how many listings match in all (not only this page) */
  count: z.number().int(),
  page_no: z.number().int(),
  offset: z.number().int(),
  /** the category asked for, for the page header; null for a search without category */
  category: wellBeingCategorySchema.nullable(),
});
export type WellBeingListingsData = z.infer<typeof wellBeingListingsDataSchema>;

/** GET /api/wellBeingListing/{id} (second back end) → data: every field of the spec's listing */
export const wellBeingListingParamsSchema = z.object({ id: positiveId('invalid_input') });
export const wellBeingListingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  cat_name: z.string(),
  working_hours: z.string().nullable(),
  phone_number: z.string().nullable(),
  address: z.string().nullable(),
  address_lat: z.number().nullable(),
  address_long: z.number().nullable(),
  website: z.string().nullable(),
  well_being_description: z.string().nullable(),
  eligibility: z.string().nullable(),
  fees: z.string().nullable(),
  how_to_access: z.string().nullable(),
  disabilities_access: z.string().nullable(),
  coverage_area: z.string().nullable(),
  language: z.string().nullable(),
  documents_required: z.string().nullable(),
});
export type WellBeingListing = z.infer<typeof wellBeingListingSchema>;

/** GET /api/web/wellBeingArticle → data: the articles (id, header, title) */
export const wellBeingArticleSummarySchema = z.object({
  id: z.number().int(),
  header: z.string(),
  title: z.string(),
});
export type WellBeingArticleSummary = z.infer<typeof wellBeingArticleSummarySchema>;
export const wellBeingArticlesDataSchema = z.array(wellBeingArticleSummarySchema);

/** GET /api/web/wellBeingArticle/{id} → data. `banner_text` and `text` are sanitised HTML. */
export const wellBeingArticleParamsSchema = z.object({ id: positiveId('invalid_input') });
export const wellBeingArticleSchema = z.object({
  id: z.number().int(),
  header: z.string(),
  title: z.string(),
  banner_text: z.string(),
  text: z.string(),
});
export type WellBeingArticle = z.infer<typeof wellBeingArticleSchema>;

/** GET /api/web/wellBeingMainPage → data. Banner texts are sanitised HTML. */
export const wellBeingMainPageSchema = z.object({
  banner_text: z.string(),
  articles: z.array(z.object({ id: z.number().int(), title: z.string() })),
  halifax_banner_text: z.string(),
});
export type WellBeingMainPage = z.infer<typeof wellBeingMainPageSchema>;
