import { LANGUAGE_TAGS, type LanguageTag } from '@harbour/i18n';
/** Entities whose texts the site itself publishes (origin `site` in text_translations). */
export const CORE_ENTITIES = [
  'city',
  'business_category',
  'volunteer_category',
  'employment_type',
  'job_location',
  'package',
  'package_promo',
  'business_plan',
] as const;

/** Demo content (SEED_DEMO): notices, coupons and events. */
export const DEMO_ENTITIES = ['notification', 'coupon', 'event'] as const;

export type CoreEntity = (typeof CORE_ENTITIES)[number];
export type DemoEntity = (typeof DEMO_ENTITIES)[number];
export type SiteEntity = CoreEntity | DemoEntity;

/** natural key (city name, slug, package code, seed key, coupon code…) → field → text */
export type EntityTexts = Record<string, Record<string, string>>;

/** One language's texts; the English source has every entity. */
export type SiteTexts = { [E in SiteEntity]?: EntityTexts };

export type TranslatedLang = Exclude<LanguageTag, 'en'>;

/** The 12 languages the site's texts are translated into. */
export const TRANSLATED_LANGS = LANGUAGE_TAGS.filter((l): l is TranslatedLang => l !== 'en');
