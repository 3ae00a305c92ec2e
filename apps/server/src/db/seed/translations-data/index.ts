import { loadJson } from '../content-files/load.js';
import { siteTexts, type ReviewState } from '../content-files/schemas.js';
import {
  CORE_ENTITIES,
  DEMO_ENTITIES,
  TRANSLATED_LANGS,
  type SiteEntity,
  type SiteTexts,
  type TranslatedLang,
} from './types.js';

export { EN_SOURCE } from './en.js';
export * from './types.js';

type Review = (entity: SiteEntity, key: string) => ReviewState;

/** `content/<lang>/site.json` (reference data) and `demo.json` (demo notices, coupons, events). */
function loadSiteTexts(lang: TranslatedLang): { texts: SiteTexts; review: Review } {
  const files = [
    [loadJson(lang, 'site', siteTexts), CORE_ENTITIES],
    [loadJson(lang, 'demo', siteTexts), DEMO_ENTITIES],
  ] as const;
  const texts: SiteTexts = {};
  const states = new Map<string, (key: string) => ReviewState>();
  for (const [file, entities] of files) {
    if (!file) continue;
    for (const [entity, items] of Object.entries(file.texts)) {
      if (!(entities as readonly string[]).includes(entity)) {
        throw new Error(`content/${lang}: "${entity}" is not one of ${entities.join(', ')}`);
      }
      texts[entity as SiteEntity] = items;
      states.set(entity, (key) => file.stateOf(`${entity}/${key}`));
    }
  }
  return { texts, review: (entity, key) => states.get(entity)?.(key) ?? 'written' };
}

const LOADED = Object.fromEntries(TRANSLATED_LANGS.map((lang) => [lang, loadSiteTexts(lang)])) as Record<
  TranslatedLang,
  { texts: SiteTexts; review: Review }
>;

export const SITE_TRANSLATIONS = Object.fromEntries(
  TRANSLATED_LANGS.map((lang) => [lang, LOADED[lang].texts]),
) as Record<TranslatedLang, SiteTexts>;

/** The review state of a language's text of an item (entity, natural key). */
export const siteReviewOf = (lang: TranslatedLang): Review => LOADED[lang].review;

/**
 * Languages whose demo texts (notices, coupons, events) are complete: all 12 today. A language
 * taken out of this list may lag behind the source; its readers get English per item.
 */
export const DEMO_COMPLETE_LANGS: readonly TranslatedLang[] = TRANSLATED_LANGS;

/** A seeded city's name in `lang` ("Charlottetown" → "شارلوتتاون"), else as written. */
export function cityNameIn(lang: TranslatedLang, name: string): string {
  return SITE_TRANSLATIONS[lang].city?.[name]?.name ?? name;
}
