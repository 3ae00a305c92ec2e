/**
 * Prints, per language and namespace, the en keys a catalogue lacks (with the English text) and the
 * keys it has that en no longer has. Usage: npx tsx packages/i18n/scripts/missing-keys.ts [lang…]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_TAGS } from '../src/languages.js';
import { expectedKeys } from '../src/plural-keys.js';

type Tree = { [key: string]: string | Tree };
const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else flatten(value, full, out);
  }
  return out;
}
const load = (file: string) =>
  existsSync(file) ? flatten(JSON.parse(readFileSync(file, 'utf8')) as Tree) : new Map<string, string>();

const wanted = process.argv.slice(2);
const langs = (wanted.length ? wanted : LANGUAGE_TAGS).filter((l) => l !== 'en');
const namespaces = readdirSync(path.join(localesDir, 'en')).filter((f) => f.endsWith('.json'));
const report: Record<string, Record<string, { missing: Record<string, string>; extra: string[] }>> = {};
for (const lang of langs) {
  for (const file of namespaces) {
    const source = expectedKeys(load(path.join(localesDir, 'en', file)), lang);
    const target = load(path.join(localesDir, lang, file));
    const missing = Object.fromEntries([...source].filter(([k]) => !target.has(k)));
    const extra = [...target.keys()].filter((k) => !source.has(k));
    if (Object.keys(missing).length || extra.length) (report[lang] ??= {})[file] = { missing, extra };
  }
}
console.log(JSON.stringify(report, null, 2));
