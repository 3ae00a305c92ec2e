-- The exact number of listed services of a city or a province ("All of PEI") without counting them on
-- every list page: counting walked every index entry of the city (two thirds of a list page's time in
-- the database, bench/). Each listed link row of business_cities adds +1 on its first day and -1 on the
-- day after its last, per city, and per province for its `first_in_province` row; the number listed on
-- a day is the sum of the changes up to that day, a few hundred rows at most. Triggers keep the changes
-- from the link rows (whose copies of the business's list columns migration 0015 keeps).
CREATE TABLE "business_list_counts" (
  "scope" "char" NOT NULL, -- 'c': a city, 'p': a province
  "scope_id" integer NOT NULL,
  "day" date NOT NULL,
  "delta" integer NOT NULL,
  PRIMARY KEY ("scope", "scope_id", "day")
);
--> statement-breakpoint
CREATE FUNCTION business_list_deltas(link_rows business_cities[], direction integer)
RETURNS TABLE (scope "char", scope_id integer, day date, delta integer) LANGUAGE sql IMMUTABLE AS $$
  SELECT s.scope, s.scope_id, d.day, direction * d.delta
  FROM unnest(link_rows) r
  CROSS JOIN LATERAL (VALUES ('c'::"char", r.city_id),
    ('p'::"char", CASE WHEN r.first_in_province THEN r.province_id END)) s(scope, scope_id)
  CROSS JOIN LATERAL (VALUES (r.listing_start_date, 1), (r.listing_end_date + 1, -1)) d(day, delta)
  WHERE r.status = 1 AND s.scope_id IS NOT NULL AND r.listing_start_date <= r.listing_end_date
$$;
--> statement-breakpoint
CREATE FUNCTION business_list_counts_add(added business_cities[], removed business_cities[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO business_list_counts AS c (scope, scope_id, day, delta)
  SELECT d.scope, d.scope_id, d.day, sum(d.delta)::int
  FROM (SELECT * FROM business_list_deltas(added, 1) UNION ALL SELECT * FROM business_list_deltas(removed, -1)) d
  GROUP BY 1, 2, 3 HAVING sum(d.delta) <> 0
  ON CONFLICT (scope, scope_id, day) DO UPDATE SET delta = c.delta + excluded.delta
$$;
--> statement-breakpoint
CREATE FUNCTION business_list_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM business_list_counts_add(array(SELECT n::business_cities FROM n), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM business_list_counts_add('{}', array(SELECT o::business_cities FROM o));
  ELSE
    PERFORM business_list_counts_add(array(SELECT n::business_cities FROM n), array(SELECT o::business_cities FROM o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER business_list_counts_ins AFTER INSERT ON business_cities REFERENCING NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION business_list_counts_follow();
--> statement-breakpoint
CREATE TRIGGER business_list_counts_upd AFTER UPDATE ON business_cities REFERENCING OLD TABLE AS o NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION business_list_counts_follow();
--> statement-breakpoint
CREATE TRIGGER business_list_counts_del AFTER DELETE ON business_cities REFERENCING OLD TABLE AS o
  FOR EACH STATEMENT EXECUTE FUNCTION business_list_counts_follow();
--> statement-breakpoint
SELECT business_list_counts_add(array(SELECT bc FROM business_cities bc), '{}');
