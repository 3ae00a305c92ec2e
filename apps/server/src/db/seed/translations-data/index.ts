import { AR } from './ar.js';
import { ES } from './es.js';
import { FA } from './fa.js';
import { FR } from './fr.js';
import { HI } from './hi.js';
import { PT } from './pt.js';
import { RU } from './ru.js';
import { SO } from './so.js';
import { TL } from './tl.js';
import { TRANSLATED_LANGS, type SiteTexts, type TranslatedLang } from './types.js';
import { UK } from './uk.js';
import { VI } from './vi.js';
import { ZH } from './zh.js';

export { EN_SOURCE } from './en.js';
export * from './types.js';

export const SITE_TRANSLATIONS: Record<TranslatedLang, SiteTexts> = {
  fr: FR,
  ar: AR,
  fa: FA,
  es: ES,
  tl: TL,
  zh: ZH,
  hi: HI,
  vi: VI,
  ru: RU,
  so: SO,
  pt: PT,
  uk: UK,
};

/**
 * Languages whose demo texts (notices, coupons, events) are complete: all 12 today. A language
 * taken out of this list may lag behind the source; its readers get English per item.
 */
export const DEMO_COMPLETE_LANGS: readonly TranslatedLang[] = TRANSLATED_LANGS;

/** A seeded city's name in `lang` ("Charlottetown" → "شارلوتتاون"), else as written. */
export function cityNameIn(lang: TranslatedLang, name: string): string {
  return SITE_TRANSLATIONS[lang].city?.[name]?.name ?? name;
}
