-- The owner's keywords and description of a business are written in the listing's original_lang, not English:
-- their columns lose the misleading _en (the API keeps its field names keywords_en, business_description_en).
-- The coupon's translated field restrictionUse takes its column's name, restriction_use, like every other
-- field, in the rows and in the seed's ledger.
UPDATE text_translations SET field = 'restriction_use' WHERE entity = 'coupon' AND field = 'restrictionUse';
--> statement-breakpoint
UPDATE app_meta SET value = (
  SELECT coalesce(jsonb_object_agg(concat_ws(E'\n', split_part(e.key, E'\n', 1), split_part(e.key, E'\n', 2),
      CASE split_part(e.key, E'\n', 3) WHEN 'restrictionUse' THEN 'restriction_use'
        ELSE split_part(e.key, E'\n', 3) END,
      split_part(e.key, E'\n', 4)), e.value), '{}'::jsonb)::text
  FROM jsonb_each(app_meta.value::jsonb) AS e)
WHERE key = 'seed_rows:text_translations:coupon';
--> statement-breakpoint
ALTER TABLE "businesses" RENAME COLUMN "keywords_en" TO "keywords";--> statement-breakpoint
ALTER TABLE "businesses" RENAME COLUMN "business_description_en" TO "business_description";--> statement-breakpoint
-- The functions that read the renamed columns (last defined in 0038 and 0014), with the new names.
CREATE OR REPLACE FUNCTION search_refresh_services(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN RETURN; END IF;
  UPDATE businesses b SET search_doc =
      search_text_vector(b.business_name, 'A')
      || search_text_vector(concat_ws(' ', b.keywords, c.names), 'B')
      || search_text_vector(b.business_description, 'C')
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
CREATE OR REPLACE FUNCTION search_trg_services() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_refresh_services(array(SELECT id FROM n));
  ELSE
    PERFORM search_refresh_services(array(SELECT n.id FROM n JOIN o ON o.id = n.id
      WHERE (n.business_name, n.keywords, n.business_description, n.address)
        IS DISTINCT FROM (o.business_name, o.keywords, o.business_description, o.address)));
  END IF;
  RETURN NULL;
END $$;
