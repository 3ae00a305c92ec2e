import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** `text COLLATE "C"`: byte order, so a prefix range of the lexicon is one index range. */
const textC = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * The search's typo lexicon (migration 0014): every word of the listings' documents, and the spellings
 * one deletion away from each (SymSpell), so a misspelt term finds its word by one index lookup. The
 * functions `search_lexicon_add` and `search_word_variants` write them; the application only reads.
 */
export const searchWords = pgTable('search_words', {
  word: textC('word').primaryKey(),
});

/** No key: a word's variants are written once, when the word joins `search_words`. */
export const searchWordDeletes = pgTable(
  'search_word_deletes',
  {
    variant: text('variant').notNull(),
    word: text('word').notNull(),
  },
  (t) => [index('search_word_deletes_variant_idx').on(t.variant)],
);

/**
 * One generation number for every listing change, and the log of which listing changed in which
 * generation (migration 0024): what keeps each process's in-memory search index current. A deferred
 * trigger (`search_change_logged`) writes both; the single row of `search_generation` is its lock.
 */
export const searchGeneration = pgTable(
  'search_generation',
  {
    one: boolean('one').primaryKey().default(true),
    gen: bigint('gen', { mode: 'number' }).notNull(),
  },
  (t) => [check('search_generation_one_check', sql`${t.one}`)],
);

export const searchChanges = pgTable(
  'search_changes',
  {
    gen: bigint('gen', { mode: 'number' }).notNull(),
    /** the directory: 'service', 'job' or 'volunteer' */
    kind: text('kind').notNull(),
    id: integer('id').notNull(),
  },
  (t) => [index('search_changes_gen_idx').on(t.gen)],
);
