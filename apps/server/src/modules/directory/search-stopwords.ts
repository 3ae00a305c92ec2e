/**
 * Function words of the readers' languages. A search of a reader of one of these languages leaves
 * them out: they are in nearly every translated text, so they would neither narrow the answer nor
 * let the trigram index help (the search for "leçons de conduite" is the search for "leçons
 * conduite"). English searches keep every word, as before.
 */
const STOPWORDS: Record<string, readonly string[]> = {
  fr: [
    'de',
    'du',
    'des',
    'la',
    'le',
    'les',
    'un',
    'une',
    'et',
    'en',
    'au',
    'aux',
    'pour',
    'par',
    'sur',
    'dans',
    'avec',
  ],
  es: ['de', 'del', 'la', 'las', 'el', 'los', 'un', 'una', 'en', 'para', 'por', 'con', 'al'],
  pt: ['de', 'do', 'da', 'dos', 'das', 'os', 'as', 'um', 'uma', 'em', 'no', 'na', 'para', 'por', 'com'],
  ar: ['في', 'من', 'على', 'إلى', 'الى', 'عن', 'مع', 'أو', 'او'],
  fa: ['در', 'از', 'به', 'با', 'برای', 'که', 'را', 'یا'],
  ru: ['на', 'по', 'для', 'из', 'от'],
  uk: ['на', 'по', 'для', 'до', 'від', 'та'],
  tl: ['ang', 'ng', 'sa', 'mga', 'at', 'na', 'para', 'ni', 'si'],
  so: ['iyo', 'ee', 'oo', 'ku', 'ka', 'ah'],
  hi: ['का', 'की', 'के', 'में', 'और', 'से', 'को', 'पर', 'लिए'],
};
const sets = new Map(Object.entries(STOPWORDS).map(([lang, words]) => [lang, new Set(words)]));

/** The words that narrow a search in `lang`; all of them when every one is a function word. */
export function withoutStopwords(words: string[], lang: string): string[] {
  const stop = sets.get(lang);
  if (!stop) return words;
  const kept = words.filter((w) => !stop.has(w));
  return kept.length > 0 ? kept : words;
}
