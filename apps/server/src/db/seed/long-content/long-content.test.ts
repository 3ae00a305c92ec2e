import { describe, expect, it } from 'vitest';
import { TRANSLATED_LANGS } from '../translations-data/types.js';
import { englishDemoListingTexts } from './demo-listings-english.js';
import { englishLongContent } from './english.js';
import { DEMO_LISTINGS, LONG_CONTENT } from './index.js';

const EN = englishLongContent();

/** path → text of every string in a value (arrays and objects walked in order) */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [];
}

/** The HTML tags of a text with their attributes, in order: a translation keeps them all. */
const tagsOf = (text: string) => text.match(/<[^>]+>/g) ?? [];
/** Things that are never translated: placeholders, URLs, phone and emergency numbers. */
const fixedOf = (text: string) =>
  [...text.matchAll(/\{city\}|\{company\}|https?:\/\/[^\s"<]+|\b(?:811|911|988|211)\b/g)]
    .map((m) => m[0])
    .sort();

const SOURCES = [
  {
    part: 'long texts',
    english: englishLongContent(),
    content: LONG_CONTENT as Record<string, unknown>,
  },
  {
    part: 'demo listings',
    english: englishDemoListingTexts(),
    content: DEMO_LISTINGS as Record<string, unknown>,
  },
];
const CASES = SOURCES.flatMap((s) => TRANSLATED_LANGS.map((lang) => [s.part, lang, s] as const));

describe('the long texts in every language', () => {
  it('the English source has every part', () => {
    expect(Object.keys(EN.pages)).toContain('school-food');
    expect(EN.tips).toHaveLength(12);
    expect(Object.keys(EN.wellBeing.kinds).length).toBeGreaterThan(5);
  });

  it.each(CASES)('%s in %s have exactly the English shape, tags, links and numbers', (_, lang, source) => {
    const content = source.content[lang];
    if (!content) return; // not written yet: the seed falls back to English per item
    const english = new Map(leaves(source.english));
    const translated = new Map(leaves(content));
    expect([...translated.keys()]).toEqual([...english.keys()]);
    for (const [path, en] of english) {
      const text = translated.get(path)!;
      // an empty English text (a notice without a message) stays empty: nothing is added
      if (en === '') expect(text, `${lang} ${path} adds a text English does not have`).toBe('');
      else expect(text.trim(), `${lang} ${path} is empty`).not.toBe('');
      expect(tagsOf(text), `${lang} ${path} changes the HTML`).toEqual(tagsOf(en));
      expect(fixedOf(text), `${lang} ${path} changes a link, number or placeholder`).toEqual(fixedOf(en));
    }
  });

  it.each(CASES)('%s in %s translate the sentences (few texts left as the English)', (_, lang, source) => {
    const content = source.content[lang];
    if (!content) return;
    const translated = new Map(leaves(content));
    const same = leaves(source.english).filter(([path, en]) => en.length > 25 && translated.get(path) === en);
    expect(same.map(([path]) => path)).toEqual([]);
  });
});
