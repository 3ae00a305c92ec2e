import { z } from 'zod';
import { idSchema, safeText } from './primitives.js';
import { statusEnvelope } from '../envelope.js';

/**
 * Carried by an item whose texts are shown in another language than they were written in
 * (issue 10). Absent when the item is shown as written. `original` holds the written texts of the
 * translated fields, so the reader can switch to them without another call.
 */
export const translationLabelSchema = z.object({
  /** language of the texts shown */
  lang: z.string(),
  /** language the item was written in */
  original_lang: z.string(),
  /** true when a provider translated it (the page says "machine translated") */
  machine: z.boolean(),
  /** false until a person checked the text */
  reviewed: z.boolean(),
  original: z.record(z.string(), z.string()),
});
export type TranslationLabel = z.infer<typeof translationLabelSchema>;

/** The kinds of listing an owner translates, as the listing calls name them. */
export const LISTING_TRANSLATION_KINDS = ['business', 'event', 'job', 'volunteer'] as const;
export type ListingTranslationKind = (typeof LISTING_TRANSLATION_KINDS)[number];

/**
 * The fields of each kind that are translated (machine or owner), by their names in `text_translations.field`
 * (the Drizzle column names; a business's are the API's, their columns are `keywords`, `business_description`).
 * A business's name, addresses and contacts stay as written.
 */
export const LISTING_TRANSLATABLE_FIELDS = {
  business: ['keywordsEn', 'businessDescriptionEn'],
  event: ['title', 'details', 'hostDetails'],
  job: ['jobTitle', 'jobDescription', 'skillRequired', 'educationQualification', 'howToApply'],
  volunteer: ['orgMission', 'orgDescription', 'descriptionOrgNeeds', 'note'],
} as const satisfies Record<ListingTranslationKind, readonly string[]>;

/** Longest text an owner may give one field in one language. */
export const LISTING_TRANSLATION_TEXT_MAX = 10_000;

/** The 13 languages a listing may be written or translated in (the tags of @harbour/i18n). */
export const TRANSLATION_LANGS = [
  'en',
  'fr',
  'ar',
  'fa',
  'es',
  'tl',
  'zh',
  'hi',
  'vi',
  'ru',
  'so',
  'pt',
  'uk',
] as const;

/**
 * PUT /api/listingTranslation: the owner's own text of some fields in one language. An empty text gives the
 * field back to the machine translation.
 */
export const listingTranslationBodySchema = z
  .object({
    kind: z.enum(LISTING_TRANSLATION_KINDS, { error: 'invalid_input' }),
    id: idSchema,
    lang: z.enum(TRANSLATION_LANGS, { error: 'invalid_input' }),
    fields: z.record(
      safeText().max(40),
      safeText().trim().max(LISTING_TRANSLATION_TEXT_MAX, 'field_too_long'),
      { error: 'fill_required_fields' },
    ),
  })
  .superRefine((body, ctx) => {
    const allowed: readonly string[] = LISTING_TRANSLATABLE_FIELDS[body.kind];
    const names = Object.keys(body.fields);
    if (names.length === 0)
      ctx.addIssue({ code: 'custom', message: 'fill_required_fields', path: ['fields'] });
    for (const name of names) {
      if (!allowed.includes(name))
        ctx.addIssue({ code: 'custom', message: 'invalid_input', path: ['fields', name] });
    }
  });
export type ListingTranslationBody = z.infer<typeof listingTranslationBodySchema>;

/** GET /api/listingTranslations?kind=&id= */
export const listingTranslationsQuerySchema = z.object({
  kind: z.enum(LISTING_TRANSLATION_KINDS, { error: 'invalid_input' }),
  id: idSchema,
});

export const listingFieldTranslationSchema = z.object({
  text: z.string(),
  origin: z.enum(['site', 'machine', 'owner']),
  reviewed: z.boolean(),
  /** made from an earlier original: readers see the original until it is translated again */
  stale: z.boolean(),
});

/** What the owner sees of one listing's translations. */
export const listingTranslationsDataSchema = z.object({
  kind: z.enum(LISTING_TRANSLATION_KINDS),
  id: z.number().int(),
  original_lang: z.string(),
  /** the written texts of the translatable fields */
  original: z.record(z.string(), z.string()),
  /** language → field → its text there */
  translations: z.record(z.string(), z.record(z.string(), listingFieldTranslationSchema)),
  /** true while a machine translation is waiting or being made */
  pending: z.boolean(),
  /** false when this site has no translation provider: only the owner's own texts are shown */
  machine_available: z.boolean(),
});
export type ListingTranslationsData = z.infer<typeof listingTranslationsDataSchema>;
export const listingTranslationsEnvelope = statusEnvelope(listingTranslationsDataSchema);
