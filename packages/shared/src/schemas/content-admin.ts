import { z } from 'zod';
import { apiEnvelope } from '../envelope.js';
import { positiveInt32, safeText } from './primitives.js';
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

/*
 * Admin: the other kinds of site content (sponsors, notices, tips, team, story, billboard, well-being
 * articles). Each item's English original is in its own table and every other language in
 * `text_translations`; a language's state is the lowest of its fields' (missing < machine < written <
 * reviewed), and it is stale when a text was made from an older English original.
 */
export const CONTENT_KIND_TEXT_MAX = 20_000;
/** The largest PUT body: every field at its longest, each character sent as a `\uXXXX` escape. */
export const CONTENT_KIND_BODY_LIMIT = 512 * 1024;

const kindSchema = z.string().regex(/^[a-z_]{1,40}$/, 'invalid_input');
const fieldNameSchema = z.string().regex(/^[a-z_]{1,40}$/, 'invalid_input');
const stateSchema = z.enum(CONTENT_TEXT_STATES);

export const contentKindFieldSchema = z.object({
  name: z.string(),
  multiline: z.boolean(),
  html: z.boolean(),
  max: z.number().int(),
});
export type ContentKindFieldInfo = z.infer<typeof contentKindFieldSchema>;

/** GET /api/admin/content/kinds → each kind, its number of items and its states' counts per language */
export const contentAdminKindListSchema = z.object({
  kinds: z.array(
    z.object({
      kind: z.string(),
      items: z.number().int(),
      counts: z.record(
        z.string(),
        z.object({
          missing: z.number().int(),
          machine: z.number().int(),
          written: z.number().int(),
          reviewed: z.number().int(),
          stale: z.number().int(),
        }),
      ),
    }),
  ),
});
export type ContentAdminKindList = z.infer<typeof contentAdminKindListSchema>;

export const contentAdminKindParamsSchema = z.object({ kind: kindSchema });

/** GET /api/admin/content/kinds/:kind → its items (English labels) × the 13 languages' states */
export const contentAdminKindItemsSchema = z.object({
  kind: z.string(),
  fields: z.array(contentKindFieldSchema),
  items: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      group: z.string().nullable(),
      states: z.record(z.string(), stateSchema),
      /** languages whose text was made from an older English original */
      stale: z.array(z.string()),
    }),
  ),
});
export type ContentAdminKindItems = z.infer<typeof contentAdminKindItemsSchema>;

export const contentAdminKindItemParamsSchema = z.object({
  kind: kindSchema,
  id: positiveInt32(),
  lang: langSchema,
});

export const contentAdminKindTextSchema = z.object({
  lang: z.string(),
  state: stateSchema,
  stale: z.boolean(),
  /** field → text; a field without a text in this language is absent */
  texts: z.record(z.string(), z.string()),
  updatedAt: z.string().nullable(),
});
export type ContentAdminKindText = z.infer<typeof contentAdminKindTextSchema>;

/** GET /api/admin/content/kinds/:kind/:id/:lang → the English texts beside the language's */
export const contentAdminKindPairSchema = z.object({
  kind: z.string(),
  id: z.number().int(),
  /** the item's English label, as in the list */
  label: z.string(),
  fields: z.array(contentKindFieldSchema),
  source: z.object({ lang: z.literal('en'), texts: z.record(z.string(), z.string()) }),
  target: contentAdminKindTextSchema,
});
export type ContentAdminKindPair = z.infer<typeof contentAdminKindPairSchema>;

/**
 * PUT /api/admin/content/kinds/:kind/:id/:lang: a person's texts in that language (not English, whose
 * text is the item's own). An empty text removes the field's translation (readers get English); a field
 * the kind does not have is refused. `reviewed` is false unless the admin says so.
 */
export const contentAdminKindBodySchema = z.object({
  texts: z.record(fieldNameSchema, safeText().max(CONTENT_KIND_TEXT_MAX, 'field_too_long')),
  reviewed: z.boolean().default(false),
});
export type ContentAdminKindBody = z.input<typeof contentAdminKindBodySchema>;
