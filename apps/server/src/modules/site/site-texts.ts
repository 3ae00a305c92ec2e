import type { Db } from '../../db/client.js';
import { currentText, findTranslations } from '../../db/text-translations.js';

/** `(id, field, original)` → the item's text in the asked language, or the original. */
export type SiteTextReader = (id: number, field: string, original: string) => string;

/**
 * Reads the site's own texts (cities, categories, plans, notices…) of a whole list in one query
 * and overlays them per item: an item without a current translation keeps its English text.
 */
export async function siteTexts(
  db: Db,
  entity: string,
  ids: readonly number[],
  lang: string,
): Promise<SiteTextReader> {
  const found = await findTranslations(db, entity, ids, lang);
  return (id, field, original) => currentText(original, found.get(id)?.get(field))?.text ?? original;
}
