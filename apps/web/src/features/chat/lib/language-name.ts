/** A language tag's name in the interface language ('ar' in English: "Arabic"); the tag when unknown. */
export function languageName(tag: string, uiLang: string): string {
  try {
    return new Intl.DisplayNames([uiLang], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}
