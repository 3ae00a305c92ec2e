-- Well-being texts and the names of event types and age groups move to the one translation model
-- (docs/languages.md): English stays in the item's table, every other language becomes rows of
-- text_translations (origin site, reviewed as the row said, source_hash: sha-256 of the English text it
-- translates; field: the column's name). Empty texts and English rows are not copied.
CREATE TABLE "well_being_pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"banner_text" text DEFAULT '' NOT NULL,
	"halifax_banner_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
INSERT INTO well_being_pages (id, banner_text, halifax_banner_text)
SELECT 1, coalesce(max(value) FILTER (WHERE key = 'banner_text'), ''),
  coalesce(max(value) FILTER (WHERE key = 'halifax_banner_text'), '')
FROM well_being_page_texts WHERE lang = 'en' HAVING count(*) > 0;
--> statement-breakpoint
-- A listing's search document reads its translated name and description, and its categories' translated
-- names, from text_translations.
CREATE OR REPLACE FUNCTION search_refresh_well_being(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN RETURN; END IF;
  UPDATE well_being_listings w SET search_doc =
      search_text_vector(w.name, 'A')
      || search_text_vector((SELECT string_agg(c.name, ' ') FROM well_being_listing_categories lc
            JOIN well_being_categories c ON c.id = lc.category_id WHERE lc.listing_id = w.id), 'B')
      || search_text_vector(w.description, 'C')
      || search_text_vector(w.address, 'D')
      || coalesce((SELECT search_tsvector_agg(search_text_vector(tt.text,
            CASE WHEN tt.field = 'name' THEN 'A' ELSE 'C' END::"char", tt.lang = 'en'))
          FROM text_translations tt WHERE tt.entity = 'well_being_listing' AND tt.entity_id = w.id
            AND tt.field IN ('name', 'description')), ''::tsvector)
      || coalesce((SELECT search_tsvector_agg(search_text_vector(tt.text, 'B', tt.lang = 'en'))
          FROM well_being_listing_categories lc JOIN text_translations tt ON tt.entity = 'well_being_category'
            AND tt.entity_id = lc.category_id AND tt.field = 'name'
          WHERE lc.listing_id = w.id), ''::tsvector)
    FROM (SELECT DISTINCT unnest(ids) AS id) k
   WHERE w.id = k.id;
  PERFORM search_lexicon_add(array(SELECT DISTINCT u.lexeme FROM unnest(ids) k(id) JOIN well_being_listings w ON w.id = k.id,
    unnest(w.search_doc) u));
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_refresh_translated(entities text[], entity_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
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
  PERFORM search_refresh_well_being(array(
    SELECT DISTINCT c.id FROM unnest(entities, entity_ids) AS c(entity, id) WHERE c.entity = 'well_being_listing'
    UNION SELECT l.listing_id FROM unnest(entities, entity_ids) AS c(entity, id)
      JOIN well_being_listing_categories l ON l.category_id = c.id WHERE c.entity = 'well_being_category'));
END $$;
--> statement-breakpoint
-- The category translations' branches go with their table.
CREATE OR REPLACE FUNCTION search_trg_categories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'business_categories' THEN
    PERFORM search_refresh_services(array(SELECT DISTINCT l.business_id FROM n JOIN o ON o.id = n.id
      JOIN business_category_links l ON l.category_id = n.id
      WHERE (n.cat_name_en, n.cat_name_fr) IS DISTINCT FROM (o.cat_name_en, o.cat_name_fr)));
  ELSIF TG_TABLE_NAME = 'volunteer_categories' THEN
    PERFORM search_refresh_volunteers(array(SELECT DISTINCT l.org_id FROM n JOIN o ON o.id = n.id
      JOIN volunteer_category_links l ON l.category_id = n.id
      WHERE (n.cat_name_en, n.cat_name_fr) IS DISTINCT FROM (o.cat_name_en, o.cat_name_fr)));
  ELSE -- well_being_categories
    PERFORM search_refresh_well_being(array(SELECT DISTINCT l.listing_id FROM n JOIN o ON o.id = n.id
      JOIN well_being_listing_categories l ON l.category_id = n.id WHERE n.name IS DISTINCT FROM o.name));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The rows move (their statement's trigger refreshes the search documents of the listings concerned).
INSERT INTO text_translations (entity, entity_id, field, lang, text, origin, reviewed, source_hash)
SELECT 'well_being_category', c.id, f.field, t.lang, f.text, 'site', t.reviewed,
  encode(sha256(convert_to(coalesce(f.original, ''), 'UTF8')), 'hex')
FROM well_being_category_translations t
JOIN well_being_categories c ON c.id = t.category_id
CROSS JOIN LATERAL (VALUES ('name', t.name, c.name), ('description', t.description, c.description)) f(field, text, original)
WHERE t.lang <> 'en' AND coalesce(f.text, '') <> ''
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO text_translations (entity, entity_id, field, lang, text, origin, reviewed, source_hash)
SELECT 'well_being_listing', l.id, f.field, t.lang, f.text, 'site', t.reviewed,
  encode(sha256(convert_to(coalesce(f.original, ''), 'UTF8')), 'hex')
FROM well_being_listing_translations t
JOIN well_being_listings l ON l.id = t.listing_id
CROSS JOIN LATERAL (VALUES
  ('name', t.name, l.name),
  ('working_hours', t.working_hours, l.working_hours),
  ('description', t.description, l.description),
  ('eligibility', t.eligibility, l.eligibility),
  ('fees', t.fees, l.fees),
  ('how_to_access', t.how_to_access, l.how_to_access),
  ('disabilities_access', t.disabilities_access, l.disabilities_access),
  ('coverage_area', t.coverage_area, l.coverage_area),
  ('language', t.language, l.language),
  ('documents_required', t.documents_required, l.documents_required)
) f(field, text, original)
WHERE t.lang <> 'en' AND coalesce(f.text, '') <> ''
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO text_translations (entity, entity_id, field, lang, text, origin, reviewed, source_hash)
SELECT 'well_being_article', a.id, f.field, t.lang, f.text, 'site', t.reviewed,
  encode(sha256(convert_to(coalesce(f.original, ''), 'UTF8')), 'hex')
FROM well_being_article_translations t
JOIN well_being_articles a ON a.id = t.article_id
CROSS JOIN LATERAL (VALUES
  ('header', t.header, a.header),
  ('title', t.title, a.title),
  ('banner_text', t.banner_text, a.banner_text),
  ('text', t.text, a.text)
) f(field, text, original)
WHERE t.lang <> 'en' AND coalesce(f.text, '') <> ''
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO text_translations (entity, entity_id, field, lang, text, origin, reviewed, source_hash)
SELECT 'well_being_page', p.id, t.key, t.lang, t.value, 'site', t.reviewed,
  encode(sha256(convert_to(CASE t.key WHEN 'banner_text' THEN p.banner_text ELSE p.halifax_banner_text END, 'UTF8')), 'hex')
FROM well_being_page_texts t
JOIN well_being_pages p ON p.id = 1
WHERE t.lang <> 'en' AND t.key IN ('banner_text', 'halifax_banner_text') AND t.value <> ''
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- What the seed remembered writing into the old tables (its ledgers) goes with them.
DELETE FROM app_meta WHERE key IN ('seed_rows:well_being_category_translations',
  'seed_rows:well_being_listing_translations', 'seed_rows:well_being_article_translations',
  'seed_rows:well_being_page_texts');
--> statement-breakpoint
DROP TABLE "well_being_article_translations" CASCADE;
--> statement-breakpoint
DROP TABLE "well_being_category_translations" CASCADE;
--> statement-breakpoint
DROP TABLE "well_being_listing_translations" CASCADE;
--> statement-breakpoint
DROP TABLE "well_being_page_texts" CASCADE;
--> statement-breakpoint
DROP FUNCTION search_trg_well_being_translations();
--> statement-breakpoint
-- Event types and age groups: names.en becomes the name column, the other languages text_translations.
ALTER TABLE "event_categories" ADD COLUMN "name" text;
--> statement-breakpoint
ALTER TABLE "age_groups" ADD COLUMN "name" text;
--> statement-breakpoint
UPDATE event_categories SET name = coalesce(names ->> 'en', slug);
--> statement-breakpoint
UPDATE age_groups SET name = coalesce(names ->> 'en', slug);
--> statement-breakpoint
INSERT INTO text_translations (entity, entity_id, field, lang, text, origin, reviewed, source_hash)
SELECT x.entity, x.id, 'name', n.key, n.value, 'site', false, encode(sha256(convert_to(x.name, 'UTF8')), 'hex')
FROM (SELECT 'event_category' AS entity, id, name, names FROM event_categories
  UNION ALL SELECT 'age_group', id, name, names FROM age_groups) x
CROSS JOIN LATERAL jsonb_each_text(x.names) n
WHERE n.key <> 'en' AND n.value <> ''
ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "event_categories" ALTER COLUMN "name" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "age_groups" ALTER COLUMN "name" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "event_categories" DROP COLUMN "names";
--> statement-breakpoint
ALTER TABLE "age_groups" DROP COLUMN "names";
