-- A search's tsquery built from its terms in one function, so the search statement's text no longer
-- depends on the number of terms: it is prepared once per connection and planned once, instead of
-- 1–3 ms of planning on every search (bench/, 100,000 listings). Per term: the term as typed (`typed`,
-- a quoted lexeme, a prefix from three letters), its English stem unless it is the term itself (the
-- prefix already matches it, and ts_rank would keep only one of the two), and the corrections of its
-- typos (`fixes`, already `'a' | 'b'`, or empty); the terms ANDed. Every lexeme reaches the text quoted by
-- PostgreSQL or by the server (query-terms.ts), so nothing typed can add an operator.
CREATE OR REPLACE FUNCTION search_tsquery(typed text[], terms text[], fixes text[]) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT string_agg(
      '(' || concat_ws(' | ', t.typed,
        '(' || nullif(nullif(plainto_tsquery('english'::regconfig, t.term)::text, ''), '''' || t.term || '''') || ')',
        nullif(t.fix, '')) || ')',
      ' & ' ORDER BY t.n)::tsquery
  FROM unnest(typed, terms, fixes) WITH ORDINALITY AS t(typed, term, fix, n)
$$;
