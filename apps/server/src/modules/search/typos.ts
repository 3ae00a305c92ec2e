/**
 * Typo tolerance by deletions (SymSpell): a word and a query word within the allowed edit distance
 * share a deletion variant. The lexicon stores each known word's variants (SQL `search_word_variants`,
 * same rule as `wordVariants`); a query word's variants find its candidates in one indexed lookup,
 * and `osaDistance` keeps the true ones.
 */

/** Typos forgiven in a word: none below 5 letters, one from 5, two from 9. */
export function maxTypos(word: string): number {
  const length = [...word].length;
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

function deleteEach(word: string[]): string[][] {
  return word.map((_, i) => [...word.slice(0, i), ...word.slice(i + 1)]);
}

/** The word spelled as it sounds where English spellings differ most for newcomers ("ph" as "f"). */
export const soundSpelling = (word: string) => word.replaceAll('ph', 'f');

function deletions(word: string, depth: number, out: Set<string>) {
  out.add(word);
  let level = [[...word]];
  for (let i = 0; i < depth; i++) {
    level = level.flatMap(deleteEach);
    for (const v of level) out.add(v.join(''));
  }
}

/**
 * The word and its deletions of up to `maxTypos(word)` letters, each once, also of its
 * `soundSpelling` (SQL `search_word_variants` gives a lexicon word the same).
 */
export function wordVariants(word: string): string[] {
  const out = new Set<string>();
  deletions(word, maxTypos(word), out);
  const sound = soundSpelling(word);
  if (sound !== word) deletions(sound, maxTypos(sound), out);
  return [...out];
}

/** How many typos apart a query term and a known word are, also compared as they sound. */
export function typoDistance(term: string, word: string): number {
  return Math.min(osaDistance(term, word), osaDistance(soundSpelling(term), soundSpelling(word)));
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring letters, each costing one (by code point, so "é" is one letter).
 */
export function osaDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const d: number[][] = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[s.length]![t.length]!;
}
