import { TRANSLATED_LANGS, type TranslatedLang } from '../translations-data/types.js';
import type { DemoListingTexts } from './demo-listings-types.js';
import { loadDemoListings, loadLongContent } from './load.js';
import type { LongContent, LongContentByLang } from './types.js';

const byLang = <T>(load: (lang: TranslatedLang) => T | undefined): Partial<Record<TranslatedLang, T>> =>
  Object.fromEntries(
    TRANSLATED_LANGS.flatMap((lang) => {
      const value = load(lang);
      return value === undefined ? [] : [[lang, value]];
    }),
  );

/** The long texts of each translated language (`content/<lang>/`; a language missing reads English, per item). */
export const LONG_CONTENT: LongContentByLang = byLang<LongContent>((lang) => loadLongContent(lang));

/** The demo directory's listings in each translated language (`content/<lang>/listings.json`, SEED_DEMO only). */
export const DEMO_LISTINGS: Partial<Record<TranslatedLang, DemoListingTexts>> = byLang((lang) =>
  loadDemoListings(lang),
);
