-- One search document per listing (every word a reader may type for it, in every language, with the
-- English stems and CJK bigrams), kept current by statement-level triggers, plus a lexicon of the
-- documents' words and their deletions for typo correction (SymSpell). Replaces the per-word OR of
-- full-text, ILIKE and trigram arms.
CREATE FUNCTION search_cjk_bigrams(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(CASE WHEN char_length(m.r[1]) = 1 THEN m.r[1] ELSE substr(m.r[1], i, 2) END, ' '), '')
  FROM regexp_matches(coalesce(t, ''), '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+', 'g') AS m(r)
  CROSS JOIN LATERAL generate_series(1, greatest(char_length(m.r[1]) - 1, 1)) AS i
$$;
--> statement-breakpoint
-- The words of a text: as written (simple) with the CJK bigrams of its CJK runs, and, for an English
-- text, their English stems ("dentists" finds "dentist").
CREATE FUNCTION search_text_vector(t text, w "char", english boolean DEFAULT true) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN t IS NULL OR t = '' THEN ''::tsvector ELSE setweight(
    to_tsvector('simple'::regconfig, CASE WHEN t ~ '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]'
      THEN t || ' ' || search_cjk_bigrams(t) ELSE t END)
    || CASE WHEN english THEN to_tsvector('english'::regconfig, t) ELSE ''::tsvector END, w) END
$$;
--> statement-breakpoint
-- Weight of a translated field: titles A, keywords and missions B, the rest C.
CREATE FUNCTION search_field_weight(field text) RETURNS "char" LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE WHEN field IN ('jobTitle', 'title', 'name', 'orgName', 'businessName') THEN 'A'
    WHEN field IN ('keywordsEn', 'skillRequired', 'orgMission', 'descriptionOrgNeeds') THEN 'B'
    ELSE 'C' END)::"char"
$$;
--> statement-breakpoint
-- Each word's variants: the word and its deletions, one letter for words of 5 letters or more, two
-- for 9 or more, also of its spelling with "ph" as "f" (so "farmacy" finds "pharmacy"). Set-based (a
-- function per word would be planned once per word). The TypeScript `wordVariants` follows the same rule.
CREATE FUNCTION search_word_variants(words text[]) RETURNS TABLE (variant text, word text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH base AS (
    SELECT w AS word, w AS spelling FROM unnest(words) w
    UNION SELECT w, replace(w, 'ph', 'f') FROM unnest(words) w WHERE w LIKE '%ph%'
  ), one AS (
    SELECT b.word, b.spelling, overlay(b.spelling PLACING '' FROM i FOR 1) AS v
    FROM base b, generate_series(1, char_length(b.spelling)) i WHERE char_length(b.spelling) >= 5
  )
  SELECT spelling, word FROM base
  UNION SELECT v, word FROM one
  UNION SELECT overlay(o.v PLACING '' FROM j FOR 1), o.word
    FROM one o, generate_series(1, char_length(o.v)) j WHERE char_length(o.spelling) >= 9
$$;
--> statement-breakpoint
CREATE TABLE "search_words" ("word" text COLLATE "C" PRIMARY KEY);
--> statement-breakpoint
-- No key: a word's variants are written once, when the word joins search_words.
CREATE TABLE "search_word_deletes" ("variant" text NOT NULL, "word" text NOT NULL);
--> statement-breakpoint
CREATE INDEX "search_word_deletes_variant_idx" ON "search_word_deletes" ("variant");
--> statement-breakpoint
-- New words of the documents join the lexicon (stale words stay: they only offer a candidate that
-- matches nothing). Words shorter than 4 letters are never a correction; CJK is searched by bigrams.
CREATE FUNCTION search_lexicon_add(words text[]) RETURNS void LANGUAGE sql AS $$
  WITH added AS (
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM unnest(words) w
    WHERE NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = w)
      AND char_length(w) BETWEEN 4 AND 32 AND w !~ '[0-9\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]'
    ON CONFLICT DO NOTHING RETURNING word
  )
  INSERT INTO search_word_deletes (variant, word)
  SELECT v.variant, v.word FROM search_word_variants(array(SELECT word FROM added)) v
$$;
--> statement-breakpoint
CREATE AGGREGATE search_tsvector_agg(tsvector) (SFUNC = tsvector_concat, STYPE = tsvector, INITCOND = '');
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_doc" tsvector NOT NULL DEFAULT ''::tsvector;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_doc" tsvector NOT NULL DEFAULT ''::tsvector;
--> statement-breakpoint
ALTER TABLE "volunteer_organizations" ADD COLUMN "search_doc" tsvector NOT NULL DEFAULT ''::tsvector;
--> statement-breakpoint
ALTER TABLE "well_being_listings" ADD COLUMN "search_doc" tsvector NOT NULL DEFAULT ''::tsvector;
--> statement-breakpoint
CREATE FUNCTION search_refresh_services(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN RETURN; END IF;
  UPDATE businesses b SET search_doc =
      search_text_vector(b.business_name, 'A')
      || search_text_vector(concat_ws(' ', b.keywords_en, c.names), 'B')
      || search_text_vector(b.business_description_en, 'C')
      || search_text_vector(b.address, 'D')
      || coalesce(t.doc, ''::tsvector)
    FROM (SELECT DISTINCT unnest(ids) AS id) x
    LEFT JOIN LATERAL (
      SELECT string_agg(concat_ws(' ', cat.cat_name_en, cat.cat_name_fr,
          (SELECT string_agg(ct.text, ' ') FROM text_translations ct
            WHERE ct.entity = 'business_category' AND ct.entity_id = cat.id)), ' ') AS names
      FROM business_category_links l JOIN business_categories cat ON cat.id = l.category_id
      WHERE l.business_id = x.id) c ON true
    LEFT JOIN LATERAL (
      SELECT search_tsvector_agg(search_text_vector(tt.text, search_field_weight(tt.field), tt.lang = 'en')) AS doc
      FROM text_translations tt WHERE tt.entity = 'service' AND tt.entity_id = x.id) t ON true
   WHERE b.id = x.id;
  PERFORM search_lexicon_add(array(SELECT DISTINCT u.lexeme FROM unnest(ids) k(id) JOIN businesses b ON b.id = k.id,
    unnest(b.search_doc) u));
END $$;
--> statement-breakpoint
CREATE FUNCTION search_refresh_jobs(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN RETURN; END IF;
  UPDATE jobs j SET search_doc =
      search_text_vector(j.job_title, 'A')
      || search_text_vector(concat_ws(' ', j.company_name, j.skill_required, j.employment_type), 'B')
      || search_text_vector(j.job_description, 'C')
      || search_text_vector(j.address, 'D')
      || coalesce((SELECT search_tsvector_agg(search_text_vector(tt.text, search_field_weight(tt.field), tt.lang = 'en'))
          FROM text_translations tt WHERE tt.entity = 'job' AND tt.entity_id = j.id), ''::tsvector)
    FROM (SELECT DISTINCT unnest(ids) AS id) k
   WHERE j.id = k.id;
  PERFORM search_lexicon_add(array(SELECT DISTINCT u.lexeme FROM unnest(ids) k(id) JOIN jobs j ON j.id = k.id,
    unnest(j.search_doc) u));
END $$;
--> statement-breakpoint
CREATE FUNCTION search_refresh_volunteers(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN RETURN; END IF;
  UPDATE volunteer_organizations v SET search_doc =
      search_text_vector(v.org_name, 'A')
      || search_text_vector(concat_ws(' ', v.org_mission, v.description_org_needs,
          (SELECT string_agg(concat_ws(' ', cat.cat_name_en, cat.cat_name_fr,
              (SELECT string_agg(ct.text, ' ') FROM text_translations ct
                WHERE ct.entity = 'volunteer_category' AND ct.entity_id = cat.id)), ' ')
            FROM volunteer_category_links l JOIN volunteer_categories cat ON cat.id = l.category_id
            WHERE l.org_id = v.id)), 'B')
      || search_text_vector(v.org_description, 'C')
      || search_text_vector(v.address, 'D')
      || coalesce((SELECT search_tsvector_agg(search_text_vector(tt.text, search_field_weight(tt.field), tt.lang = 'en'))
          FROM text_translations tt WHERE tt.entity = 'volunteer' AND tt.entity_id = v.id), ''::tsvector)
    FROM (SELECT DISTINCT unnest(ids) AS id) k
   WHERE v.id = k.id;
  PERFORM search_lexicon_add(array(SELECT DISTINCT u.lexeme FROM unnest(ids) k(id) JOIN volunteer_organizations v ON v.id = k.id,
    unnest(v.search_doc) u));
END $$;
--> statement-breakpoint
CREATE FUNCTION search_refresh_well_being(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN RETURN; END IF;
  UPDATE well_being_listings w SET search_doc =
      search_text_vector(w.name, 'A')
      || search_text_vector((SELECT string_agg(c.name, ' ') FROM well_being_listing_categories lc
            JOIN well_being_categories c ON c.id = lc.category_id WHERE lc.listing_id = w.id), 'B')
      || search_text_vector(w.description, 'C')
      || search_text_vector(w.address, 'D')
      || coalesce((SELECT search_tsvector_agg(search_text_vector(lt.name, 'A', lt.lang = 'en')
            || search_text_vector(lt.description, 'C', lt.lang = 'en'))
          FROM well_being_listing_translations lt WHERE lt.listing_id = w.id), ''::tsvector)
      || coalesce((SELECT search_tsvector_agg(search_text_vector(ct.name, 'B', ct.lang = 'en'))
          FROM well_being_listing_categories lc JOIN well_being_category_translations ct ON ct.category_id = lc.category_id
          WHERE lc.listing_id = w.id), ''::tsvector)
    FROM (SELECT DISTINCT unnest(ids) AS id) k
   WHERE w.id = k.id;
  PERFORM search_lexicon_add(array(SELECT DISTINCT u.lexeme FROM unnest(ids) k(id) JOIN well_being_listings w ON w.id = k.id,
    unnest(w.search_doc) u));
END $$;
--> statement-breakpoint
-- Triggers: one refresh per statement (a seed of thousands of rows refreshes each listing once). An
-- update refreshes only the rows whose searched texts changed, so the refresh's own update of
-- search_doc (which fires the trigger again) stops there.
CREATE FUNCTION search_trg_services() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_refresh_services(array(SELECT id FROM n));
  ELSE
    PERFORM search_refresh_services(array(SELECT n.id FROM n JOIN o ON o.id = n.id
      WHERE (n.business_name, n.keywords_en, n.business_description_en, n.address)
        IS DISTINCT FROM (o.business_name, o.keywords_en, o.business_description_en, o.address)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_services_ins AFTER INSERT ON businesses REFERENCING NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_services();
--> statement-breakpoint
CREATE TRIGGER search_services_upd AFTER UPDATE ON businesses REFERENCING OLD TABLE AS o NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_services();
--> statement-breakpoint
CREATE FUNCTION search_trg_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_refresh_jobs(array(SELECT id FROM n));
  ELSE
    PERFORM search_refresh_jobs(array(SELECT n.id FROM n JOIN o ON o.id = n.id
      WHERE (n.job_title, n.company_name, n.skill_required, n.employment_type, n.job_description, n.address)
        IS DISTINCT FROM (o.job_title, o.company_name, o.skill_required, o.employment_type, o.job_description, o.address)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_jobs_ins AFTER INSERT ON jobs REFERENCING NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_jobs();
--> statement-breakpoint
CREATE TRIGGER search_jobs_upd AFTER UPDATE ON jobs REFERENCING OLD TABLE AS o NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_jobs();
--> statement-breakpoint
CREATE FUNCTION search_trg_volunteers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_refresh_volunteers(array(SELECT id FROM n));
  ELSE
    PERFORM search_refresh_volunteers(array(SELECT n.id FROM n JOIN o ON o.id = n.id
      WHERE (n.org_name, n.org_mission, n.description_org_needs, n.org_description, n.address)
        IS DISTINCT FROM (o.org_name, o.org_mission, o.description_org_needs, o.org_description, o.address)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_volunteers_ins AFTER INSERT ON volunteer_organizations REFERENCING NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_volunteers();
--> statement-breakpoint
CREATE TRIGGER search_volunteers_upd AFTER UPDATE ON volunteer_organizations REFERENCING OLD TABLE AS o NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_volunteers();
--> statement-breakpoint
CREATE FUNCTION search_trg_well_being() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_refresh_well_being(array(SELECT id FROM n));
  ELSE
    PERFORM search_refresh_well_being(array(SELECT n.id FROM n JOIN o ON o.id = n.id
      WHERE (n.name, n.description, n.address) IS DISTINCT FROM (o.name, o.description, o.address)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_well_being_ins AFTER INSERT ON well_being_listings REFERENCING NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_well_being();
--> statement-breakpoint
CREATE TRIGGER search_well_being_upd AFTER UPDATE ON well_being_listings REFERENCING OLD TABLE AS o NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_well_being();
--> statement-breakpoint
-- Category links, category names and translations: refresh the listings they belong to.
CREATE FUNCTION search_trg_business_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM search_refresh_services(array(SELECT DISTINCT business_id FROM o));
  ELSE
    PERFORM search_refresh_services(array(SELECT DISTINCT business_id FROM n));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_business_links_ins AFTER INSERT ON business_category_links REFERENCING NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_business_links();
--> statement-breakpoint
CREATE TRIGGER search_business_links_upd AFTER UPDATE ON business_category_links REFERENCING NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_business_links();
--> statement-breakpoint
CREATE TRIGGER search_business_links_del AFTER DELETE ON business_category_links REFERENCING OLD TABLE AS o
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_business_links();
--> statement-breakpoint
CREATE FUNCTION search_trg_volunteer_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM search_refresh_volunteers(array(SELECT DISTINCT org_id FROM o));
  ELSE
    PERFORM search_refresh_volunteers(array(SELECT DISTINCT org_id FROM n));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_volunteer_links_ins AFTER INSERT ON volunteer_category_links REFERENCING NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_volunteer_links();
--> statement-breakpoint
CREATE TRIGGER search_volunteer_links_upd AFTER UPDATE ON volunteer_category_links REFERENCING NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_volunteer_links();
--> statement-breakpoint
CREATE TRIGGER search_volunteer_links_del AFTER DELETE ON volunteer_category_links REFERENCING OLD TABLE AS o
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_volunteer_links();
--> statement-breakpoint
CREATE FUNCTION search_trg_well_being_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM search_refresh_well_being(array(SELECT DISTINCT listing_id FROM o));
  ELSE
    PERFORM search_refresh_well_being(array(SELECT DISTINCT listing_id FROM n));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_well_being_links_ins AFTER INSERT ON well_being_listing_categories REFERENCING NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_well_being_links();
--> statement-breakpoint
CREATE TRIGGER search_well_being_links_upd AFTER UPDATE ON well_being_listing_categories REFERENCING NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_well_being_links();
--> statement-breakpoint
CREATE TRIGGER search_well_being_links_del AFTER DELETE ON well_being_listing_categories REFERENCING OLD TABLE AS o
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_well_being_links();
--> statement-breakpoint
CREATE FUNCTION search_trg_well_being_translations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh_well_being(array(SELECT DISTINCT n.listing_id FROM n JOIN o USING (listing_id, lang)
    WHERE (n.name, n.description) IS DISTINCT FROM (o.name, o.description)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_well_being_translations_ins AFTER INSERT ON well_being_listing_translations REFERENCING NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_well_being_links();
--> statement-breakpoint
CREATE TRIGGER search_well_being_translations_upd AFTER UPDATE ON well_being_listing_translations REFERENCING OLD TABLE AS o NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_well_being_translations();
--> statement-breakpoint
CREATE TRIGGER search_well_being_translations_del AFTER DELETE ON well_being_listing_translations REFERENCING OLD TABLE AS o
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_well_being_links();
--> statement-breakpoint
CREATE FUNCTION search_trg_categories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'business_categories' THEN
    PERFORM search_refresh_services(array(SELECT DISTINCT l.business_id FROM n JOIN o ON o.id = n.id
      JOIN business_category_links l ON l.category_id = n.id
      WHERE (n.cat_name_en, n.cat_name_fr) IS DISTINCT FROM (o.cat_name_en, o.cat_name_fr)));
  ELSIF TG_TABLE_NAME = 'volunteer_categories' THEN
    PERFORM search_refresh_volunteers(array(SELECT DISTINCT l.org_id FROM n JOIN o ON o.id = n.id
      JOIN volunteer_category_links l ON l.category_id = n.id
      WHERE (n.cat_name_en, n.cat_name_fr) IS DISTINCT FROM (o.cat_name_en, o.cat_name_fr)));
  ELSIF TG_OP = 'DELETE' THEN -- well_being_category_translations
    PERFORM search_refresh_well_being(array(SELECT DISTINCT l.listing_id FROM o JOIN well_being_listing_categories l ON l.category_id = o.category_id));
  ELSIF TG_TABLE_NAME = 'well_being_category_translations' AND TG_OP = 'INSERT' THEN
    PERFORM search_refresh_well_being(array(SELECT DISTINCT l.listing_id FROM n JOIN well_being_listing_categories l ON l.category_id = n.category_id));
  ELSIF TG_TABLE_NAME = 'well_being_category_translations' THEN
    PERFORM search_refresh_well_being(array(SELECT DISTINCT l.listing_id FROM n JOIN o USING (category_id, lang)
      JOIN well_being_listing_categories l ON l.category_id = n.category_id WHERE n.name IS DISTINCT FROM o.name));
  ELSE -- well_being_categories
    PERFORM search_refresh_well_being(array(SELECT DISTINCT l.listing_id FROM n JOIN o ON o.id = n.id
      JOIN well_being_listing_categories l ON l.category_id = n.id WHERE n.name IS DISTINCT FROM o.name));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_business_categories_upd AFTER UPDATE ON business_categories REFERENCING OLD TABLE AS o NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_categories();
--> statement-breakpoint
CREATE TRIGGER search_volunteer_categories_upd AFTER UPDATE ON volunteer_categories REFERENCING OLD TABLE AS o NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_categories();
--> statement-breakpoint
CREATE TRIGGER search_well_being_categories_upd AFTER UPDATE ON well_being_categories REFERENCING OLD TABLE AS o NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_categories();
--> statement-breakpoint
CREATE TRIGGER search_well_being_category_translations_ins AFTER INSERT ON well_being_category_translations REFERENCING NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_categories();
--> statement-breakpoint
CREATE TRIGGER search_well_being_category_translations_upd AFTER UPDATE ON well_being_category_translations REFERENCING OLD TABLE AS o NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_categories();
--> statement-breakpoint
CREATE TRIGGER search_well_being_category_translations_del AFTER DELETE ON well_being_category_translations REFERENCING OLD TABLE AS o
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_categories();
--> statement-breakpoint
-- text_translations: a listing's own texts, or a category's name (its listings).
CREATE FUNCTION search_refresh_translated(entities text[], entity_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh_services(array(
    SELECT DISTINCT c.id FROM unnest(entities, entity_ids) AS c(entity, id) WHERE c.entity = 'service'
    UNION SELECT l.business_id FROM unnest(entities, entity_ids) AS c(entity, id)
      JOIN business_category_links l ON l.category_id = c.id WHERE c.entity = 'business_category'));
  PERFORM search_refresh_jobs(array(
    SELECT DISTINCT c.id FROM unnest(entities, entity_ids) AS c(entity, id) WHERE c.entity = 'job'));
  PERFORM search_refresh_volunteers(array(
    SELECT DISTINCT c.id FROM unnest(entities, entity_ids) AS c(entity, id) WHERE c.entity = 'volunteer'
    UNION SELECT l.org_id FROM unnest(entities, entity_ids) AS c(entity, id)
      JOIN volunteer_category_links l ON l.category_id = c.id WHERE c.entity = 'volunteer_category'));
END $$;
--> statement-breakpoint
CREATE FUNCTION search_trg_text_translations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM search_refresh_translated(array(SELECT entity FROM o), array(SELECT entity_id FROM o));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM search_refresh_translated(array(SELECT entity FROM n), array(SELECT entity_id FROM n));
  ELSE
    PERFORM search_refresh_translated(array(SELECT n.entity FROM n JOIN o USING (entity, entity_id, field, lang)
        WHERE n.text IS DISTINCT FROM o.text),
      array(SELECT n.entity_id FROM n JOIN o USING (entity, entity_id, field, lang) WHERE n.text IS DISTINCT FROM o.text));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_text_translations_ins AFTER INSERT ON text_translations REFERENCING NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_text_translations();
--> statement-breakpoint
CREATE TRIGGER search_text_translations_upd AFTER UPDATE ON text_translations REFERENCING OLD TABLE AS o NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_text_translations();
--> statement-breakpoint
CREATE TRIGGER search_text_translations_del AFTER DELETE ON text_translations REFERENCING OLD TABLE AS o
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_text_translations();
--> statement-breakpoint
-- Backfill an existing data folder.
SELECT search_refresh_services(array(SELECT id FROM businesses));
--> statement-breakpoint
SELECT search_refresh_jobs(array(SELECT id FROM jobs));
--> statement-breakpoint
SELECT search_refresh_volunteers(array(SELECT id FROM volunteer_organizations));
--> statement-breakpoint
SELECT search_refresh_well_being(array(SELECT id FROM well_being_listings));
--> statement-breakpoint
CREATE INDEX "businesses_search_doc_idx" ON "businesses" USING gin ("search_doc");
--> statement-breakpoint
CREATE INDEX "jobs_search_doc_idx" ON "jobs" USING gin ("search_doc");
--> statement-breakpoint
CREATE INDEX "volunteer_organizations_search_doc_idx" ON "volunteer_organizations" USING gin ("search_doc");
--> statement-breakpoint
CREATE INDEX "well_being_listings_search_doc_idx" ON "well_being_listings" USING gin ("search_doc");
--> statement-breakpoint
-- What only the old search used (businesses.address keeps its trigram index: the geocoder uses it).
ALTER TABLE "businesses" DROP COLUMN "search_vector";
--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "search_vector";
--> statement-breakpoint
ALTER TABLE "volunteer_organizations" DROP COLUMN "search_vector";
--> statement-breakpoint
DROP INDEX IF EXISTS "businesses_name_trgm_idx", "businesses_keywords_trgm_idx", "jobs_title_trgm_idx",
  "jobs_company_trgm_idx", "jobs_address_trgm_idx", "volunteer_organizations_name_trgm_idx",
  "volunteer_organizations_address_trgm_idx", "business_categories_name_en_trgm_idx",
  "business_categories_name_fr_trgm_idx", "volunteer_categories_name_en_trgm_idx",
  "volunteer_categories_name_fr_trgm_idx", "text_translations_text_trgm", "well_being_listings_name_trgm_idx",
  "well_being_listings_description_trgm_idx", "well_being_listing_translations_name_trgm_idx",
  "well_being_listing_translations_description_trgm_idx", "well_being_categories_name_trgm_idx",
  "well_being_category_translations_name_trgm_idx";
