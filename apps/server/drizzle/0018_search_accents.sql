-- Accents folded: a reader who types "epicerie", "cafe" or "tieng viet" finds "Épicerie", "Café" and
-- "Tiếng Việt". Every text's words are also indexed without their combining accents (Latin, Greek and
-- Cyrillic marks U+0300–U+036F after canonical decomposition; Arabic, Devanagari and CJK are left as
-- they are), and the query's terms are folded the same way (`foldAccents` in query-terms.ts).
CREATE FUNCTION search_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT normalize(regexp_replace(normalize(t, NFD), '[\u0300-\u036f]', '', 'g'), NFC)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_text_vector(t text, w "char", english boolean DEFAULT true) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN t IS NULL OR t = '' THEN ''::tsvector ELSE setweight(
    to_tsvector('simple'::regconfig, CASE WHEN t ~ '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]'
      THEN t || ' ' || search_cjk_bigrams(t) ELSE t END)
    || CASE WHEN search_fold(t) <> t THEN to_tsvector('simple'::regconfig, search_fold(t)) ELSE ''::tsvector END
    || CASE WHEN english THEN to_tsvector('english'::regconfig, t) ELSE ''::tsvector END, w) END
$$;
--> statement-breakpoint
SELECT search_refresh_services(array(SELECT id FROM businesses));
--> statement-breakpoint
SELECT search_refresh_jobs(array(SELECT id FROM jobs));
--> statement-breakpoint
SELECT search_refresh_volunteers(array(SELECT id FROM volunteer_organizations));
--> statement-breakpoint
SELECT search_refresh_well_being(array(SELECT id FROM well_being_listings));
