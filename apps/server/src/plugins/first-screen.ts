import type { LanguageTag } from '@harbour/i18n';
import { catalogueText } from '../lib/i18n.js';
import { firstScreenMarkup, type Translate } from './first-screen-markup.js';

/** The app's own lookup: the language, then English (i18next's fallbackLng), then the key. */
export function translator(lang: LanguageTag): Translate {
  return (ns, key) => catalogueText(lang, ns, key);
}

/**
 * What `#root` holds before the app's script has run, for a route of the router (its path as in
 * routes.json) in `lang`: the page frame and the page's title and first text, painted from the HTML
 * and the stylesheet alone. Empty for routes without one (the app renders them as before). React's
 * first render replaces it.
 */
export function firstScreenFor(routePath: string | undefined, lang: LanguageTag): string {
  if (routePath === undefined) return '';
  return firstScreenMarkup(routePath, translator(lang));
}
