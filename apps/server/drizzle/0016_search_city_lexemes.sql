-- A service's search document also holds one lexeme per city it is listed in (`#city<id>`, from
-- business_cities), so a search in a city is one condition on the document's GIN index: the index
-- intersects the words' postings with the city's and only the city's matches are read from the table.
-- Before, every match in every city was read and then joined with the city's listings (bench/: the
-- one-city search was the slowest row). No typed term can reach these lexemes: query terms hold only
-- letters, digits and marks, and `#` starts no word. They carry no position, so they change no rank,
-- and the lexicon skips them (it takes no word with a digit).
CREATE FUNCTION search_city_lexemes(business_id integer) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_to_tsvector(array_agg('#city' || bc.city_id)), ''::tsvector)
  FROM business_cities bc WHERE bc.business_id = search_city_lexemes.business_id
$$;
--> statement-breakpoint
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
-- The city lexemes of some businesses rewritten (their texts unchanged, so nothing else is rebuilt).
CREATE FUNCTION search_set_city_lexemes(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE businesses b
  SET search_doc = ts_delete(b.search_doc,
      array(SELECT u.lexeme FROM unnest(b.search_doc) u WHERE u.lexeme LIKE '#city%'))
    || search_city_lexemes(b.id)
  WHERE b.id = ANY(ids)
$$;
--> statement-breakpoint
CREATE FUNCTION search_trg_business_cities() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_set_city_lexemes(array(SELECT DISTINCT business_id FROM n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_set_city_lexemes(array(SELECT DISTINCT business_id FROM o));
  ELSE
    -- most updates only copy a business's list columns (migration 0015): its cities are the same
    PERFORM search_set_city_lexemes(array(SELECT business_id FROM (
      (SELECT business_id, city_id FROM n EXCEPT SELECT business_id, city_id FROM o)
      UNION (SELECT business_id, city_id FROM o EXCEPT SELECT business_id, city_id FROM n)) moved));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_business_cities_ins AFTER INSERT ON business_cities REFERENCING NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_business_cities();
--> statement-breakpoint
CREATE TRIGGER search_business_cities_upd AFTER UPDATE ON business_cities REFERENCING OLD TABLE AS o NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_business_cities();
--> statement-breakpoint
CREATE TRIGGER search_business_cities_del AFTER DELETE ON business_cities REFERENCING OLD TABLE AS o
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_business_cities();
--> statement-breakpoint
SELECT search_set_city_lexemes(array(SELECT id FROM businesses));
