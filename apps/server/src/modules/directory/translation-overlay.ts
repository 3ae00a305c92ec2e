import type { TranslationLabel } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import {
  currentText,
  findTranslationsOf,
  type TranslationsById,
  type TranslationWants,
} from '../../db/text-translations.js';

/** answer key → field of text_translations (the column's camelCase name in the Drizzle schema) */
export type FieldMap = Record<string, string>;

export interface TranslatableItem {
  id: number;
  original_lang?: string;
  translation?: TranslationLabel;
}

export interface PageTranslationsInput {
  lang: string;
  /** listings written by their owners: asked only when written in another language than `lang` */
  listings: { entity: string; items: readonly { id: number; originalLang: string }[] }[];
  /** the site's own names (cities, categories, job types): written in English */
  site?: TranslationWants;
}

/**
 * Every translation a page needs, in one query (none when the reader reads every text as written):
 * entity → id → field → text.
 */
export async function pageTranslations(
  db: Db,
  { lang, listings, site = [] }: PageTranslationsInput,
): Promise<Map<string, TranslationsById>> {
  const wants: TranslationWants = [
    ...listings.map(({ entity, items }) => ({
      entity,
      ids: items.filter((i) => i.originalLang !== lang).map((i) => i.id),
    })),
    ...(lang === 'en' ? [] : site),
  ];
  return findTranslationsOf(db, wants, lang);
}

/**
 * The item with each field of `fields` replaced by its current text in `lang`, when it has one, and
 * a label holding the written texts of the replaced fields. An item without any current text in
 * `lang` comes back as it was, without a label.
 */
export function overlayItem<T extends TranslatableItem>(
  item: T,
  fields: FieldMap,
  texts: TranslationsById | undefined,
  lang: string,
): T {
  const own = texts?.get(item.id);
  if (!own || item.original_lang === lang) return item;
  const shown = { ...item } as Record<string, unknown>;
  const original: Record<string, string> = {};
  let machine = false;
  let reviewed = true;
  for (const [key, field] of Object.entries(fields)) {
    const written = shown[key];
    if (typeof written !== 'string' || written === '') continue;
    const text = currentText(written, own.get(field));
    if (!text?.text) continue;
    shown[key] = text.text;
    original[key] = written;
    machine ||= text.origin === 'machine';
    reviewed &&= text.reviewed;
  }
  if (Object.keys(original).length === 0) return item;
  const translation: TranslationLabel = {
    lang,
    original_lang: item.original_lang ?? 'en',
    machine,
    reviewed,
    original,
  };
  return { ...shown, translation } as T;
}

/** A name the site gives (city, category, job type) in the reader's language, else in English. */
export function siteName(
  texts: TranslationsById | undefined,
  id: number | undefined,
  english: string,
): string {
  if (id === undefined) return english;
  return currentText(english, texts?.get(id)?.get('name'))?.text || english;
}
