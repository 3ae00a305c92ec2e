-- The last columns per language move to the one translation model (docs/languages.md): the English column of
-- business and volunteer categories, packages, NuPOST plans, sponsors and coupons takes the plain name, and
-- each French column becomes rows of text_translations (origin site, not reviewed, source_hash: sha-256 of
-- the English text), unless French already has a row there (the seed's site.json, an admin's edit).
-- The seed named the translated fields of packages, plans and coupons after the old columns (nameEn,
-- descriptionEn): they take the new columns' names, in the rows and in the seed's ledgers.
UPDATE text_translations SET field = CASE field WHEN 'nameEn' THEN 'name' ELSE 'description' END
WHERE (entity IN ('package', 'business_plan') AND field = 'nameEn')
  OR (entity IN ('package', 'coupon') AND field = 'descriptionEn');
--> statement-breakpoint
UPDATE app_meta SET value = (
  SELECT coalesce(jsonb_object_agg(concat_ws(E'\n', split_part(e.key, E'\n', 1), split_part(e.key, E'\n', 2),
      CASE split_part(e.key, E'\n', 3) WHEN 'nameEn' THEN 'name' WHEN 'descriptionEn' THEN 'description'
        ELSE split_part(e.key, E'\n', 3) END,
      split_part(e.key, E'\n', 4)), e.value), '{}'::jsonb)::text
  FROM jsonb_each(app_meta.value::jsonb) AS e)
WHERE key IN ('seed_rows:text_translations:package', 'seed_rows:text_translations:business_plan',
  'seed_rows:text_translations:coupon');
--> statement-breakpoint
ALTER TABLE "business_categories" RENAME COLUMN "cat_name_en" TO "name";--> statement-breakpoint
ALTER TABLE "volunteer_categories" RENAME COLUMN "cat_name_en" TO "name";--> statement-breakpoint
ALTER TABLE "packages" RENAME COLUMN "name_en" TO "name";--> statement-breakpoint
ALTER TABLE "packages" RENAME COLUMN "description_en" TO "description";--> statement-breakpoint
ALTER TABLE "business_plans" RENAME COLUMN "name_en" TO "name";--> statement-breakpoint
ALTER TABLE "sponsors" RENAME COLUMN "description_en" TO "description";--> statement-breakpoint
ALTER TABLE "coupons" RENAME COLUMN "description_en" TO "description";--> statement-breakpoint
-- A listing's categories are found by their English name and by every translation of it (French included).
CREATE OR REPLACE FUNCTION search_refresh_services(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN RETURN; END IF;
  UPDATE businesses b SET search_doc =
      search_text_vector(b.business_name, 'A')
      || search_text_vector(concat_ws(' ', b.keywords_en, c.names), 'B')
      || search_text_vector(b.business_description_en, 'C')
      || search_text_vector(b.address, 'D')
      || coalesce(t.doc, ''::tsvector)
      || search_city_lexemes(b.id)
    FROM (SELECT DISTINCT unnest(ids) AS id) x
    LEFT JOIN LATERAL (
      SELECT string_agg(concat_ws(' ', cat.name,
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
CREATE OR REPLACE FUNCTION search_refresh_volunteers(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN RETURN; END IF;
  UPDATE volunteer_organizations v SET search_doc =
      search_text_vector(v.org_name, 'A')
      || search_text_vector(concat_ws(' ', v.org_mission, v.description_org_needs,
          (SELECT string_agg(concat_ws(' ', cat.name,
              (SELECT string_agg(ct.text, ' ') FROM text_translations ct
                WHERE ct.entity = 'volunteer_category' AND ct.entity_id = cat.id)), ' ')
            FROM volunteer_category_links l JOIN volunteer_categories cat ON cat.id = l.category_id
            WHERE l.org_id = v.id)), 'B')
      || search_text_vector(v.org_description, 'C')
      || search_text_vector(v.address, 'D')
      || coalesce((SELECT search_tsvector_agg(search_text_vector(tt.text, search_field_weight(tt.field), tt.lang = 'en'))
          FROM text_translations tt WHERE tt.entity = 'volunteer' AND tt.entity_id = v.id), ''::tsvector)
      || search_volunteer_city_lexemes(v.id)
    FROM (SELECT DISTINCT unnest(ids) AS id) k
   WHERE v.id = k.id;
  PERFORM search_lexicon_add(array(SELECT DISTINCT u.lexeme FROM unnest(ids) k(id) JOIN volunteer_organizations v ON v.id = k.id,
    unnest(v.search_doc) u));
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_trg_categories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'business_categories' THEN
    PERFORM search_refresh_services(array(SELECT DISTINCT l.business_id FROM n JOIN o ON o.id = n.id
      JOIN business_category_links l ON l.category_id = n.id WHERE n.name IS DISTINCT FROM o.name));
  ELSIF TG_TABLE_NAME = 'volunteer_categories' THEN
    PERFORM search_refresh_volunteers(array(SELECT DISTINCT l.org_id FROM n JOIN o ON o.id = n.id
      JOIN volunteer_category_links l ON l.category_id = n.id WHERE n.name IS DISTINCT FROM o.name));
  ELSE -- well_being_categories
    PERFORM search_refresh_well_being(array(SELECT DISTINCT l.listing_id FROM n JOIN o ON o.id = n.id
      JOIN well_being_listing_categories l ON l.category_id = n.id WHERE n.name IS DISTINCT FROM o.name));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The French texts (the text_translations trigger refreshes the search documents of the listings concerned).
INSERT INTO text_translations (entity, entity_id, field, lang, text, origin, reviewed, source_hash)
SELECT f.entity, f.id, f.field, 'fr', f.text, 'site', false, encode(sha256(convert_to(f.original, 'UTF8')), 'hex')
FROM (
  SELECT 'business_category', id, 'name', cat_name_fr, name FROM business_categories
  UNION ALL SELECT 'volunteer_category', id, 'name', cat_name_fr, name FROM volunteer_categories
  UNION ALL SELECT 'package', id, 'name', name_fr, name FROM packages
  UNION ALL SELECT 'package', id, 'description', description_fr, description FROM packages
  UNION ALL SELECT 'business_plan', id, 'name', name_fr, name FROM business_plans
) AS f(entity, id, field, text, original)
WHERE coalesce(f.text, '') <> '' AND f.original <> ''
ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "business_categories" DROP COLUMN "cat_name_fr";--> statement-breakpoint
ALTER TABLE "volunteer_categories" DROP COLUMN "cat_name_fr";--> statement-breakpoint
ALTER TABLE "packages" DROP COLUMN "name_fr";--> statement-breakpoint
ALTER TABLE "packages" DROP COLUMN "description_fr";--> statement-breakpoint
ALTER TABLE "business_plans" DROP COLUMN "name_fr";
