import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedSql } from '../../db/prepared.js';
import { correctionsQuery, exactLexeme, isCjk, queryTerms } from './query-terms.js';
import { maxTypos, typoDistance, wordVariants } from './typos.js';

/** Most corrections one term brings (the closest first). */
const MAX_CORRECTIONS = 8;

/** The parameters of `search_tsquery` (migration 0023), one entry per term. */
export interface SearchTerms {
  /** the term as typed, a quoted lexeme (a prefix from three letters) */
  typed: string[];
  /** the term itself, for its English stem */
  terms: string[];
  /** the corrections of its typos as `'a' | 'b'`, or '' */
  fixes: string[];
}

/** The search of a listing's `search_doc`: what must match, what matches as typed, and the rank. */
export interface TextSearch {
  values: SearchTerms;
  /** whether a term brought corrections (then a match may not match as typed) */
  corrected: boolean;
  match: (doc: SQL) => SQL;
  /** Matches every term as typed: null when no term was corrected (then every match is exact). */
  exact: ((doc: SQL) => SQL) | null;
  rank: (doc: SQL) => SQL;
}

/**
 * The tsquery of a search, or of its terms as typed (`fixes` empty), as a sub-select: the planner
 * then cannot read it and takes its default selectivity, which always picks the GIN index. Its
 * estimates of `word:*` are several times the true matches ("barber:*": 25,847 rows for 4,990), which
 * made it read the whole table (bench/: 0.4 s), and a plan that depends on no word can be prepared.
 */
export const searchQuery = (typed: SQLWrapper, terms: SQLWrapper, fixes: SQLWrapper) =>
  sql`(select search_tsquery(${typed}::text[], ${terms}::text[], ${fixes}::text[]))`;

/** The lexicon's words sharing a deletion variant with a term, and which terms are known words. */
const lexiconRows = preparedSql<
  { variants: string[]; lookup: string[] },
  { variant: string; word: string; known: boolean }
>(
  sql`select d.variant, d.word, false as known from search_word_deletes d
      where d.variant = any(${sql.placeholder('variants')}::text[])
    union all
    select s.word, s.word, true from search_words s where s.word = any(${sql.placeholder('lookup')}::text[])`,
);

const needsLookup = (term: string) => maxTypos(term) > 0 && !isCjk(term) && !/\d/.test(term);

/**
 * Known words within a term's allowed typos, for the terms that are not themselves a word of the
 * documents (a known word is taken as meant: "dental" does not also bring "mental"; a term that only
 * starts known words, "hallo" of "Halloway", also gets "hall"). One round trip for every term: the
 * lexicon's words sharing a deletion variant with a term, and which terms are known words.
 */
export async function correctionsOf(db: Db, terms: string[]): Promise<Map<string, string[]>> {
  const lookup = terms.filter(needsLookup);
  const out = new Map<string, string[]>();
  if (lookup.length === 0) return out;
  const variants = [...new Set(lookup.flatMap(wordVariants))];
  const rows = await lexiconRows(db, { variants, lookup });
  const known = new Set(rows.filter((r) => r.known).map((r) => r.word));
  for (const term of lookup) {
    if (known.has(term)) continue;
    const mine = new Set(wordVariants(term));
    const limit = maxTypos(term);
    const scored = [
      ...new Set(rows.filter((r) => !r.known && mine.has(r.variant) && r.word !== term).map((r) => r.word)),
    ]
      .map((word) => ({ word, distance: typoDistance(term, word) }))
      .filter((c) => c.distance <= limit)
      .sort((a, b) => a.distance - b.distance || a.word.localeCompare(b.word))
      .slice(0, MAX_CORRECTIONS);
    if (scored.length > 0)
      out.set(
        term,
        scored.map((c) => c.word),
      );
  }
  return out;
}

/**
 * Per term `(term:* | English stem | corrections)`, terms ANDed (`search_tsquery`). The lexemes reach
 * PostgreSQL as parameters; terms hold only letters, digits and marks (`queryTerms`), so nothing typed
 * can add an operator.
 */
export async function textSearch(db: Db, words: string[]): Promise<TextSearch | null> {
  const terms = queryTerms(words);
  if (terms.length === 0) return null;
  const corrections = await correctionsOf(db, terms);
  const values: SearchTerms = {
    typed: terms.map(exactLexeme),
    terms,
    fixes: terms.map((t) => correctionsQuery(corrections.get(t) ?? []) ?? ''),
  };
  const param = (v: string[]) => sql.param(v);
  const all = searchQuery(param(values.typed), param(values.terms), param(values.fixes));
  const typed = searchQuery(param(values.typed), param(values.terms), param(terms.map(() => '')));
  const corrected = corrections.size > 0;
  return {
    values,
    corrected,
    match: (doc) => sql`${doc} @@ ${all}`,
    exact: corrected ? (doc) => sql`${doc} @@ ${typed}` : null,
    rank: (doc) => sql`ts_rank(${doc}, ${all})`,
  };
}
