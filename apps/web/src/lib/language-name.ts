/** One formatter per interface language: grids name 13 languages in every row. */
const formatters = new Map<string, Intl.DisplayNames | null>();

function formatterFor(uiLang: string): Intl.DisplayNames | null {
  if (!formatters.has(uiLang)) {
    let formatter: Intl.DisplayNames | null = null;
    try {
      formatter = new Intl.DisplayNames([uiLang], { type: 'language' });
    } catch {
      // an unknown interface language: the tags stand for the names
    }
    formatters.set(uiLang, formatter);
  }
  return formatters.get(uiLang) ?? null;
}

/** A language's name in the interface language ('en' in French: "anglais"), else its tag. */
export function languageName(tag: string, uiLang: string): string {
  try {
    return formatterFor(uiLang)?.of(tag) ?? tag;
  } catch {
    return tag;
  }
}
