-- What each server process needs to keep its in-memory search index (modules/search/memory-*.ts) exactly
-- as current as the tables: one generation number for every listing change, and a log of which listing
-- changed in which generation. A transaction takes its generation when it commits (a deferred trigger),
-- under the generation row's lock, so generations follow the order of commits: a reader that sees
-- generation g sees every change up to g, and asks the log for the listings changed after its own.
-- Taking the lock last, at commit, cannot close a cycle with the locks the transaction already holds.
CREATE TABLE search_generation (one boolean PRIMARY KEY DEFAULT true CHECK (one), gen bigint NOT NULL);
--> statement-breakpoint
INSERT INTO search_generation (gen) VALUES (1);
--> statement-breakpoint
CREATE TABLE search_changes (gen bigint NOT NULL, kind text NOT NULL, id integer NOT NULL);
--> statement-breakpoint
CREATE INDEX search_changes_gen_idx ON search_changes (gen);
--> statement-breakpoint
-- The first change of a transaction takes the next generation and drops the log's oldest entries (a
-- process that fell that far behind reloads its index).
CREATE FUNCTION search_change_logged() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  g bigint := nullif(current_setting('harbour.search_gen', true), '')::bigint;
BEGIN
  IF g IS NULL THEN
    UPDATE search_generation SET gen = gen + 1 RETURNING gen INTO g;
    PERFORM set_config('harbour.search_gen', g::text, true);
    DELETE FROM search_changes WHERE gen < g - 100000;
  END IF;
  INSERT INTO search_changes (gen, kind, id) VALUES (g, TG_ARGV[0], coalesce(NEW.id, OLD.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER search_changes_services
  AFTER INSERT OR DELETE OR UPDATE OF status, featured, listing_start_date, listing_end_date, search_doc ON businesses
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_change_logged('service');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER search_changes_jobs
  AFTER INSERT OR DELETE OR UPDATE OF status, city_id, search_doc ON jobs
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_change_logged('job');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER search_changes_volunteers
  AFTER INSERT OR DELETE OR UPDATE OF status, search_doc ON volunteer_organizations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_change_logged('volunteer');
