/**
 * What newcomers type into the directory search: hand-written queries (two-word queries in both
 * orders, typos, French, Arabic and Chinese words, words that match nothing) and systematic typo
 * variants and pairs of the words the bench listings are made of. Deterministic (seeded), deduplicated,
 * interleaved so that any stretch of the list is a mix of every kind.
 */
import { loadJson } from '../apps/server/src/db/seed/content-files/load.js';
import { siteTexts } from '../apps/server/src/db/seed/content-files/schemas.js';
import { BUSINESS_CATEGORIES, VOLUNTEER_CATEGORIES } from '../apps/server/src/db/seed/directory-data.js';
import { BUSINESS_KINDS, JOB_TITLES, ORGANIZATIONS } from './listing-words.js';
import { ENGLISH, FRENCH, NOTHING, OTHER_SCRIPTS, TYPOS } from './search-terms-data.js';

/** A small seeded generator (mulberry32): the same list on every run. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STOP = new Set(['and', 'the', 'with', 'for', 'from', 'our', 'who', 'are', 'of', 'to', 'in', 'a']);

/** A category's French name, from the site's content files (content/fr/site.json). */
const frenchTexts = loadJson('fr', 'site', siteTexts)?.texts ?? {};
const frenchName = (entity: string, slug: string): string => frenchTexts[entity]?.[slug]?.name ?? '';

/** The lowercase words (3+ letters) of the listings' names, keywords and categories, each once. */
export function listingWords(): string[] {
  const texts = [
    ...BUSINESS_KINDS.flatMap((k) => [k.kind, k.keywords]),
    ...JOB_TITLES.map((j) => j.title),
    ...ORGANIZATIONS.map((o) => o.name),
    ...BUSINESS_CATEGORIES.flatMap((c) => [c.en, frenchName('business_category', c.slug)]),
    ...VOLUNTEER_CATEGORIES.flatMap((c) => [c.en, frenchName('volunteer_category', c.slug)]),
  ];
  const words = texts.flatMap((t) => t.toLowerCase().split(/[^\p{L}'-]+/u));
  return [...new Set(words.filter((w) => [...w].length >= 3 && !STOP.has(w)))];
}

const KEYBOARD_NEIGHBOURS: Record<string, string> = {
  a: 'sqz',
  b: 'vn',
  c: 'xv',
  d: 'sf',
  e: 'wr',
  f: 'dg',
  g: 'fh',
  h: 'gj',
  i: 'uo',
  j: 'hk',
  k: 'jl',
  l: 'k',
  m: 'n',
  n: 'bm',
  o: 'ip',
  p: 'o',
  q: 'w',
  r: 'et',
  s: 'ad',
  t: 'ry',
  u: 'yi',
  v: 'cb',
  w: 'qe',
  x: 'zc',
  y: 'tu',
  z: 'x',
};

/** One missing, extra, wrong (a neighbouring key) and swapped letter of a 5+ letter word. */
export function typoVariants(word: string, random: () => number): string[] {
  const letters = [...word];
  if (letters.length < 5) return [];
  // typos fall inside the word more than on its first letter
  const at = () => 1 + Math.floor(random() * (letters.length - 1));
  const edit = (i: number, remove: number, ...add: string[]) => {
    const copy = [...letters];
    copy.splice(i, remove, ...add);
    return copy.join('');
  };
  const missing = edit(at(), 1);
  const i = at();
  const extra = edit(i, 0, letters[i]!);
  const j = at();
  const near = KEYBOARD_NEIGHBOURS[letters[j]!] ?? 'e';
  const wrong = edit(j, 1, near[Math.floor(random() * near.length)]!);
  const k = Math.min(at(), letters.length - 1);
  const swapped = edit(k - 1, 2, letters[k]!, letters[k - 1]!);
  return [missing, extra, wrong, swapped].filter((v) => v !== word);
}

/** Round-robin over the lists, so every part of the result mixes every kind of query. */
function interleave(lists: string[][]): string[] {
  const out: string[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i++) {
    for (const l of lists) if (i < l.length) out.push(l[i]!);
  }
  return out;
}

/** Every distinct search term, hand-written ones first in each round. */
export function buildSearchTerms(): string[] {
  const random = seeded(2025);
  const words = listingWords();
  const typos = words.flatMap((w) => typoVariants(w, random));
  const long = words.filter((w) => w.length >= 4);
  // two listing words, both orders, with a typo in one of them every third time
  const pairs: string[] = [];
  for (let n = 0; n < 300; n++) {
    const a = long[Math.floor(random() * long.length)]!;
    const b = long[Math.floor(random() * long.length)]!;
    if (a === b) continue;
    const typoed = n % 3 === 0 ? (typoVariants(b, random)[0] ?? b) : b;
    pairs.push(`${a} ${typoed}`, `${typoed} ${a}`);
  }
  const all = interleave([ENGLISH, TYPOS, FRENCH, words, typos, pairs, OTHER_SCRIPTS, NOTHING]);
  return [...new Set(all.map((t) => t.trim().toLowerCase()).filter(Boolean))];
}

export const SEARCH_TERMS = buildSearchTerms();

if (process.argv[1]?.endsWith('search-terms.ts')) {
  console.log(`${SEARCH_TERMS.length} distinct terms; the first 40:`);
  console.log(SEARCH_TERMS.slice(0, 40).join(' | '));
}
