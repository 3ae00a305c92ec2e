/**
 * What a query's words become in a tsquery. Documents are built with PostgreSQL's `simple` parser,
 * which splits words at anything but letters and digits, plus the CJK bigrams of `search_cjk_bigrams`;
 * the query is split the same way, so every term is a bare run of letters, digits and marks that
 * carries no tsquery syntax.
 */

const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+/gu;
const CJK_CHAR = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/u;
const NOT_WORD = /[^\p{L}\p{N}\p{M}]+/u;
/** Shorter terms match whole words only: a prefix of one or two letters matches nearly everything. */
const MIN_PREFIX_LENGTH = 3;
/** Terms of one query at most (a pasted paragraph is not a search). */
const MAX_TERMS = 8;

/** A run of CJK characters as its overlapping pairs (a lone character stays itself). */
export function cjkBigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length <= 1) return chars.length === 1 ? [run] : [];
  return chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
}

export const isCjk = (term: string) => CJK_CHAR.test(term);

/** Combining accents of Latin, Greek and Cyrillic letters (after NFD), as `search_fold` of migration 0018. */
const COMBINING_ACCENTS = /[\u0300-\u036f]/g;

/** "Épicerie" as "Epicerie": documents hold every accented word also without its accents. */
export const foldAccents = (text: string) =>
  text.normalize('NFD').replace(COMBINING_ACCENTS, '').normalize('NFC');

/** The distinct terms of the query words, each one a lexeme the documents may hold (accents folded). */
export function queryTerms(words: string[]): string[] {
  const terms: string[] = [];
  for (const word of words) {
    for (const part of foldAccents(word.toLowerCase()).split(NOT_WORD)) {
      if (!part) continue;
      const cjk = [...part.matchAll(CJK_RUN)].flatMap((m) => cjkBigrams(m[0]));
      const rest = part.replace(CJK_RUN, ' ').split(' ').filter(Boolean);
      terms.push(...cjk, ...rest);
    }
  }
  return [...new Set(terms)].slice(0, MAX_TERMS);
}

/** A lexeme quoted for tsquery input (terms hold no quote or backslash, but a lexeme is quoted anyway). */
export function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** The term as typed: a prefix match from three letters (not CJK bigrams, which are whole). */
export function exactLexeme(term: string): string {
  const prefix = [...term].length >= MIN_PREFIX_LENGTH && !isCjk(term);
  return `${quoteLexeme(term)}${prefix ? ':*' : ''}`;
}

/** `a | b | c` of the corrections of one term, or null without any. */
export function correctionsQuery(corrections: string[]): string | null {
  return corrections.length > 0 ? corrections.map(quoteLexeme).join(' | ') : null;
}
