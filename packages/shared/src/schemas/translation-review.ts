import { z } from 'zod';

/**
 * The parts of the site whose translations an admin may still need to have checked: the site's own
 * pages and texts (written without a native reviewer), and what providers translated of what
 * organisations wrote.
 */
export const TRANSLATION_REVIEW_PARTS = [
  'pages',
  'story',
  'team',
  'tips',
  'notices',
  'well_being',
  'site_texts',
  'listings',
] as const;
export type TranslationReviewPart = (typeof TRANSLATION_REVIEW_PARTS)[number];

/** GET /api/admin/translations/review → data: how many texts of each part and language are not reviewed */
export const translationReviewDataSchema = z.object({
  rows: z.array(
    z.object({
      part: z.enum(TRANSLATION_REVIEW_PARTS),
      lang: z.string(),
      count: z.number().int(),
    }),
  ),
  total: z.number().int(),
});
export type TranslationReviewData = z.infer<typeof translationReviewDataSchema>;
