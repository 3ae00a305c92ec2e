import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executePrepared } from '../../db/prepared.js';
import { correctionsQuery, exactLexeme, isCjk, queryTerms } from './query-terms.js';
import { maxTypos, typoDistance, wordVariants } from './typos.js';

/** Most corrections one term brings (the closest first). */
const MAX_CORRECTIONS = 8;

/** The search of a listing's `search_doc`: what must match, what matches as typed, and the rank. */
export interface TextSearch {
  match: (doc: SQL) => SQL;
  /** Matches every term as typed: null when no term was corrected (then every match is exact). */
  exact: ((doc: SQL) => SQL) | null;
  rank: (doc: SQL) => SQL;
}

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
  const rows = await executePrepared<{ variant: string; word: string; known: boolean }>(
    db,
    sql`select d.variant, d.word, false as known from search_word_deletes d
        where d.variant = any(${sql.param(variants)}::text[])
      union all
      select s.word, s.word, true from search_words s where s.word = any(${sql.param(lookup)}::text[])`,
  );
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
 * Per term `(term:* | English stem | corrections)`, terms ANDed. The lexemes reach PostgreSQL as
 * parameters cast to tsquery; terms hold only letters, digits and marks (`queryTerms`), so nothing
 * typed can add an operator.
 */
export async function textSearch(db: Db, words: string[]): Promise<TextSearch | null> {
  const terms = queryTerms(words);
  if (terms.length === 0) return null;
  const corrections = await correctionsOf(db, terms);
  const asTyped = (term: string) =>
    sql`(${exactLexeme(term)}::tsquery || plainto_tsquery('english'::regconfig, ${term}))`;
  const forgiving = (term: string) => {
    const fixes = correctionsQuery(corrections.get(term) ?? []);
    return fixes ? sql`(${asTyped(term)} || ${fixes}::tsquery)` : asTyped(term);
  };
  const all = sql.join(terms.map(forgiving), sql` && `);
  const typed = sql.join(terms.map(asTyped), sql` && `);
  return {
    match: (doc) => sql`${doc} @@ (${all})`,
    exact: corrections.size > 0 ? (doc) => sql`${doc} @@ (${typed})` : null,
    rank: (doc) => sql`ts_rank(${doc}, ${all})`,
  };
}
