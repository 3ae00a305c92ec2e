import type { TranslationLabel } from '@harbour/shared';

/**
 * The `lang` of a listing's texts shown as written in another language than the reader's (so a
 * screen reader reads them in that language), or undefined.
 */
export function writtenIn(
  item: { original_lang?: string; translation?: TranslationLabel },
  reader: string | undefined,
): string | undefined {
  return !item.translation && item.original_lang && item.original_lang !== reader
    ? item.original_lang
    : undefined;
}
