import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from './languages.js';
import { expectedKeys } from './plural-keys.js';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const read = (lang: string, ns: string) =>
  flatten(JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8')) as Tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const namespaces = readdirSync(path.join(localesDir, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));

describe('translation catalogues', () => {
  it('has an English source catalogue', () => {
    expect(namespaces.length).toBeGreaterThan(0);
  });

  for (const lang of LANGUAGE_TAGS.filter((l) => l !== 'en')) {
    for (const ns of namespaces) {
      it(`${lang}/${ns} has every key of en with the same placeholders`, () => {
        const file = path.join(localesDir, lang, `${ns}.json`);
        expect(existsSync(file), `${file} is missing`).toBe(true);
        const source = read('en', ns);
        const expected = expectedKeys(source, lang);
        const target = read(lang, ns);
        const missing = [...expected.keys()].filter((k) => !target.has(k));
        expect(missing, `missing in ${lang}/${ns}`).toEqual([]);
        const extra = [...target.keys()].filter((k) => !expected.has(k));
        expect(extra, `keys in ${lang}/${ns} that en does not have`).toEqual([]);
        const mismatched = [...expected.entries()]
          .filter(([k, v]) => placeholders(v).join() !== placeholders(target.get(k) ?? '').join())
          .map(([k]) => k);
        expect(mismatched, `placeholder mismatch in ${lang}/${ns}`).toEqual([]);
        const empty = [...target.entries()].filter(([, v]) => v.trim() === '').map(([k]) => k);
        expect(empty, `empty strings in ${lang}/${ns}`).toEqual([]);
        // Real translations, not English copies: brand names and short codes may stay as they are.
        const sentences = [...source.entries()].filter(([, v]) => v.split(/\s+/).length >= 3);
        const copied = sentences.filter(([k, v]) => target.get(k) === v).map(([k]) => k);
        expect(
          copied.length,
          `English left untranslated in ${lang}/${ns}: ${copied.join(', ')}`,
        ).toBeLessThanOrEqual(Math.floor(sentences.length * 0.1));
      });
    }
  }
});
