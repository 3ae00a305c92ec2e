/**
 * The keys a catalogue in `lang` must have: en's keys plus, for every plural key of en (`x_other`),
 * one `x_<category>` per plural category of that language (ru needs `_few`/`_many`, ar `_zero`,
 * `_two`, `_few`, `_many`…), each mapped to the English text it translates.
 */
export function expectedKeys(source: Map<string, string>, lang: string): Map<string, string> {
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const expected = new Map(source);
  for (const [key, value] of source) {
    if (!key.endsWith('_other')) continue;
    const base = key.slice(0, -'_other'.length);
    for (const category of categories)
      if (!expected.has(`${base}_${category}`)) expected.set(`${base}_${category}`, value);
  }
  return expected;
}
