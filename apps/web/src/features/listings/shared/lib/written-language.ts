import { z } from 'zod';
import { LANGUAGES } from '@harbour/i18n';
import { writtenLanguageFields } from '@harbour/shared';

/**
 * The forms' `original_lang`: the language the owner writes the listing's texts in (issue 10). '' until the
 * owner picks one in a new listing: it means the interface language, which the server takes when the field
 * is absent (the API sends it in the `language` header), so '' is sent as nothing.
 */
export const writtenLanguageFormField = z.preprocess(
  (v) => (v === '' ? undefined : v),
  writtenLanguageFields.original_lang,
);

/** The 13 languages by their own names, as the language picker shows them. */
export const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ id: l.tag, label: l.nativeName, lang: l.tag }));

/** A language's own name ("العربية"), or its tag when it is not one of ours. */
export function nativeLanguageName(tag: string): string {
  return LANGUAGES.find((l) => l.tag === tag)?.nativeName ?? tag;
}
