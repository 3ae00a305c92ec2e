/** A language's name in the interface language ('en' in French: "anglais"), else its tag. */
export function languageName(tag: string, uiLang: string): string {
  try {
    return new Intl.DisplayNames([uiLang], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}
