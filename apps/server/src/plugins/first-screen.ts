import type { BillboardItem } from '@harbour/shared';
import type { LanguageTag } from '@harbour/i18n';
import type { Db } from '../db/client.js';
import { catalogueText } from '../lib/i18n.js';
import { billboardDataScript, billboardMarkup, type QrCodes } from './first-screen-billboard.js';
import { firstScreenMarkup, type Translate } from './first-screen-markup.js';

/** The app's own lookup: the language, then English (i18next's fallbackLng), then the key. */
export function translator(lang: LanguageTag): Translate {
  return (ns, key) => catalogueText(lang, ns, key);
}

/** What a first screen shows that can change while the server runs: the dashboard's notices. */
export interface FirstScreenData {
  billboard: BillboardItem[];
}

/** The dashboard's notices in a language: the content module's `billboard`, handed over by app.ts. */
export type BillboardSource = (db: Db, lang: LanguageTag) => Promise<BillboardItem[]>;

/**
 * The changing content of a route's first screen, read per request from the service the API answers
 * from (so the page and `GET /api/web/bill-board-content` agree, and every process shows an edit at
 * once); null for routes whose first screen is static, or without a source to read it from.
 */
export async function firstScreenData(
  billboard: BillboardSource | undefined,
  db: Db,
  routePath: string | undefined,
  lang: LanguageTag,
): Promise<FirstScreenData | null> {
  if (routePath !== 'dashboard' || !billboard) return null;
  return { billboard: await billboard(db, lang) };
}

/**
 * What `#root` holds before the app's script has run, for a route of the router (its path as in
 * routes.json) in `lang`: the page frame and the page's title and first text, painted from the HTML
 * and the stylesheet alone, with `data` (firstScreenData) where the page shows it. Empty for routes
 * without one (the app renders them as before). React's first render replaces it.
 */
export function firstScreenFor(
  routePath: string | undefined,
  lang: LanguageTag,
  data: FirstScreenData | null = null,
  qr: QrCodes | null = null,
): string {
  if (routePath === undefined) return '';
  const t = translator(lang);
  return firstScreenMarkup(routePath, t, data ? billboardMarkup(t, data.billboard, qr) : '');
}

/** What goes after `#root`: the first screen's data for the app, which then shows it without a fetch. */
export function firstScreenDataScript(lang: LanguageTag, data: FirstScreenData | null): string {
  return data ? billboardDataScript(lang, data.billboard) : '';
}
