-- The exact number of listed services of every city (the "every city" list) without counting them: the
-- count walked the 50,000-odd listed services on each page of that list, 10 ms of its 10.5 ms in the
-- database (bench/, 100,000 listings), while a city's page takes about 1 ms (migration 0017). The same
-- daily +1/-1 changes as 0017 under scope 'a' (scope_id 0), from the businesses themselves: the list of
-- every city holds every listed business, whatever its cities.
CREATE FUNCTION business_all_deltas(rows businesses[], direction integer)
RETURNS TABLE (day date, delta integer) LANGUAGE sql IMMUTABLE AS $$
  SELECT d.day, direction * d.delta
  FROM unnest(rows) r
  CROSS JOIN LATERAL (VALUES (r.listing_start_date, 1), (r.listing_end_date + 1, -1)) d(day, delta)
  WHERE r.status = 1 AND r.listing_start_date <= r.listing_end_date
$$;
--> statement-breakpoint
-- Days in order, so two writers lock the shared rows in the same order.
CREATE FUNCTION business_all_counts_add(added businesses[], removed businesses[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO business_list_counts AS c (scope, scope_id, day, delta)
  SELECT 'a', 0, d.day, sum(d.delta)::int
  FROM (SELECT * FROM business_all_deltas(added, 1) UNION ALL SELECT * FROM business_all_deltas(removed, -1)) d
  GROUP BY d.day HAVING sum(d.delta) <> 0
  ORDER BY d.day
  ON CONFLICT (scope, scope_id, day) DO UPDATE SET delta = c.delta + excluded.delta
$$;
--> statement-breakpoint
CREATE FUNCTION business_all_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM business_all_counts_add(array(SELECT n::businesses FROM n), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM business_all_counts_add('{}', array(SELECT o::businesses FROM o));
  ELSE
    PERFORM business_all_counts_add(array(SELECT n::businesses FROM n), array(SELECT o::businesses FROM o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER business_all_counts_ins AFTER INSERT ON businesses REFERENCING NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION business_all_counts_follow();
--> statement-breakpoint
CREATE TRIGGER business_all_counts_upd AFTER UPDATE ON businesses REFERENCING OLD TABLE AS o NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION business_all_counts_follow();
--> statement-breakpoint
CREATE TRIGGER business_all_counts_del AFTER DELETE ON businesses REFERENCING OLD TABLE AS o
  FOR EACH STATEMENT EXECUTE FUNCTION business_all_counts_follow();
--> statement-breakpoint
SELECT business_all_counts_add(array(SELECT b FROM businesses b), '{}');
