-- A volunteer organisation's search document also holds one `#city<id>` lexeme per city it is listed in
-- (volunteer_organization_cities), as a service's does since 0016: a search in a city is then one
-- condition on the document's GIN index. Before, the planner joined the city's organisations with a
-- sequential scan testing every organisation's document (each read from TOAST): 75 ms for "food" in
-- Halifax (bench/, 15,000 organisations). Jobs keep their `city_id` condition: they have one city, and
-- their plan already starts from the document's index.
CREATE FUNCTION search_volunteer_city_lexemes(org_id integer) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_to_tsvector(array_agg('#city' || c.city_id)), ''::tsvector)
  FROM volunteer_organization_cities c WHERE c.org_id = search_volunteer_city_lexemes.org_id
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_refresh_volunteers(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
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
      || search_volunteer_city_lexemes(v.id)
    FROM (SELECT DISTINCT unnest(ids) AS id) k
   WHERE v.id = k.id;
  PERFORM search_lexicon_add(array(SELECT DISTINCT u.lexeme FROM unnest(ids) k(id) JOIN volunteer_organizations v ON v.id = k.id,
    unnest(v.search_doc) u));
END $$;
--> statement-breakpoint
-- The city lexemes of some organisations rewritten (their texts unchanged, so nothing else is rebuilt).
CREATE FUNCTION search_set_volunteer_city_lexemes(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE volunteer_organizations v
  SET search_doc = ts_delete(v.search_doc,
      array(SELECT u.lexeme FROM unnest(v.search_doc) u WHERE u.lexeme LIKE '#city%'))
    || search_volunteer_city_lexemes(v.id)
  WHERE v.id = ANY(ids)
$$;
--> statement-breakpoint
CREATE FUNCTION search_trg_volunteer_cities() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_set_volunteer_city_lexemes(array(SELECT DISTINCT org_id FROM n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_set_volunteer_city_lexemes(array(SELECT DISTINCT org_id FROM o));
  ELSE
    PERFORM search_set_volunteer_city_lexemes(array(SELECT DISTINCT org_id FROM n
      UNION SELECT org_id FROM o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_volunteer_cities_ins AFTER INSERT ON volunteer_organization_cities REFERENCING NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_volunteer_cities();
--> statement-breakpoint
CREATE TRIGGER search_volunteer_cities_upd AFTER UPDATE ON volunteer_organization_cities REFERENCING OLD TABLE AS o NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_volunteer_cities();
--> statement-breakpoint
CREATE TRIGGER search_volunteer_cities_del AFTER DELETE ON volunteer_organization_cities REFERENCING OLD TABLE AS o
  FOR EACH STATEMENT EXECUTE FUNCTION search_trg_volunteer_cities();
--> statement-breakpoint
SELECT search_set_volunteer_city_lexemes(array(SELECT id FROM volunteer_organizations));
