import { z } from 'zod';
import { apiEnvelope } from '../envelope.js';
import { safeText } from './primitives.js';
import { TRANSLATION_LANGS } from './translation.js';

/*
 * Admin: the site's pages (content pages and legal pages) in 13 languages, edited without a deploy.
 * A page in a language is missing (no text: readers get English), machine, written (by a person, not
 * checked by a native reader) or reviewed.
 */
export const CONTENT_TEXT_STATES = ['missing', 'machine', 'written', 'reviewed'] as const;
export type ContentTextState = (typeof CONTENT_TEXT_STATES)[number];

export const CONTENT_PAGE_TITLE_MAX = 200;
export const CONTENT_PAGE_TEXT_MAX = 50_000;
export const CONTENT_PAGE_SECTIONS_MAX = 60;

const slugSchema = z.string().regex(/^[a-z0-9-]{1,80}$/, 'invalid_input');
const langSchema = z.enum(TRANSLATION_LANGS, { error: 'invalid_input' });

/** GET /api/admin/content/pages → every page and its state per language */
export const contentAdminPageListSchema = z.object({
  pages: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      states: z.record(z.string(), z.enum(CONTENT_TEXT_STATES)),
    }),
  ),
});
export type ContentAdminPageList = z.infer<typeof contentAdminPageListSchema>;

export const contentAdminPageParamsSchema = z.object({ slug: slugSchema, lang: langSchema });
export const contentAdminPagePairQuerySchema = z.object({ source: langSchema.default('en') });

const sectionSchema = z.object({
  heading: safeText().trim().max(CONTENT_PAGE_TITLE_MAX, 'field_too_long'),
  text: safeText().max(CONTENT_PAGE_TEXT_MAX, 'field_too_long'),
  link: z.string().nullable(),
});

export const contentAdminPageTextSchema = z.object({
  lang: z.string(),
  state: z.enum(CONTENT_TEXT_STATES),
  title: z.string(),
  intro: z.string(),
  sections: z.array(sectionSchema),
  updatedAt: z.string().nullable(),
});
export type ContentAdminPageText = z.infer<typeof contentAdminPageTextSchema>;

/** GET /api/admin/content/pages/:slug/:lang?source=en → the source and target texts side by side */
export const contentAdminPagePairSchema = z.object({
  slug: z.string(),
  source: contentAdminPageTextSchema,
  target: contentAdminPageTextSchema,
});
export type ContentAdminPagePair = z.infer<typeof contentAdminPagePairSchema>;
export const contentAdminPagePairEnvelope = apiEnvelope(contentAdminPagePairSchema);

/**
 * PUT /api/admin/content/pages/:slug/:lang: a person's text of the page in that language. Sections
 * follow the source page's; a section's link is the page's own (a link given here is ignored for a
 * page that takes the English page's links). `reviewed` is false unless the admin says so.
 */
export const contentAdminPageBodySchema = z.object({
  title: safeText('fill_required_fields')
    .trim()
    .min(1, 'fill_required_fields')
    .max(CONTENT_PAGE_TITLE_MAX, 'field_too_long'),
  intro: safeText().max(CONTENT_PAGE_TEXT_MAX, 'field_too_long').default(''),
  sections: z
    .array(
      sectionSchema.omit({ link: true }).extend({
        link: z
          .string()
          .max(500)
          .regex(/^(https?:\/\/|\/|mailto:)/, 'invalid_input')
          .nullable()
          .default(null),
      }),
    )
    .max(CONTENT_PAGE_SECTIONS_MAX, 'invalid_input')
    .default([]),
  reviewed: z.boolean().default(false),
});
export type ContentAdminPageBody = z.input<typeof contentAdminPageBodySchema>;

/** POST /api/admin/content/pages/:slug/:lang/reviewed: a native reader checked the text */
export const contentAdminReviewedBodySchema = z.object({ reviewed: z.boolean().default(true) });
