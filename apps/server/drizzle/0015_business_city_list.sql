-- A city's list of services is read from `business_cities` alone (issue 11): each link row carries a
-- copy of its business's list columns (status, featured, name, listing period) and its city's province,
-- so a page and the exact count are index-only scans of one city, as before migration 0012 moved the
-- cities into this table. `first_in_province` marks one row per business and province (its lowest city
-- id there): a province-wide list ("All of PEI") reads those rows, so a business chosen for two cities
-- of the province is listed and counted once. Triggers keep the copies; the application never writes them.
ALTER TABLE "business_cities"
  ADD COLUMN "status" smallint NOT NULL DEFAULT 0,
  ADD COLUMN "featured" smallint NOT NULL DEFAULT 0,
  ADD COLUMN "business_name" text NOT NULL DEFAULT '',
  ADD COLUMN "listing_start_date" date,
  ADD COLUMN "listing_end_date" date,
  ADD COLUMN "province_id" integer,
  ADD COLUMN "first_in_province" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
UPDATE "business_cities" bc
SET "status" = b."status", "featured" = b."featured", "business_name" = b."business_name",
    "listing_start_date" = b."listing_start_date", "listing_end_date" = b."listing_end_date",
    "province_id" = c."province_id"
FROM "businesses" b, "cities" c
WHERE b."id" = bc."business_id" AND c."id" = bc."city_id";
--> statement-breakpoint
UPDATE "business_cities" bc
SET "first_in_province" = NOT EXISTS (
  SELECT 1 FROM "business_cities" o
  WHERE o."business_id" = bc."business_id" AND o."province_id" = bc."province_id" AND o."city_id" < bc."city_id");
--> statement-breakpoint
CREATE INDEX "business_cities_listed_idx" ON "business_cities" USING btree
  ("city_id", "featured" DESC NULLS FIRST, "business_name", "business_id", "listing_start_date", "listing_end_date")
  WHERE "status" = 1;
--> statement-breakpoint
CREATE INDEX "business_cities_listed_province_idx" ON "business_cities" USING btree
  ("province_id", "featured" DESC NULLS FIRST, "business_name", "business_id", "listing_start_date", "listing_end_date")
  WHERE "status" = 1 AND "first_in_province";
--> statement-breakpoint
-- A new link row takes its business's list columns and its city's province.
CREATE FUNCTION "business_cities_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT b."status", b."featured", b."business_name", b."listing_start_date", b."listing_end_date"
    INTO NEW."status", NEW."featured", NEW."business_name", NEW."listing_start_date", NEW."listing_end_date"
    FROM "businesses" b WHERE b."id" = NEW."business_id";
  SELECT c."province_id" INTO NEW."province_id" FROM "cities" c WHERE c."id" = NEW."city_id";
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "business_cities_fill" BEFORE INSERT OR UPDATE OF "business_id", "city_id" ON "business_cities"
  FOR EACH ROW EXECUTE FUNCTION "business_cities_fill"();
--> statement-breakpoint
-- After links of some businesses are added or removed, their one row per province is chosen again.
CREATE FUNCTION "business_cities_first_in_province"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "business_cities" bc
  SET "first_in_province" = NOT EXISTS (
    SELECT 1 FROM "business_cities" o
    WHERE o."business_id" = bc."business_id" AND o."province_id" = bc."province_id" AND o."city_id" < bc."city_id")
  WHERE bc."business_id" IN (SELECT "business_id" FROM changed)
    AND bc."first_in_province" IS DISTINCT FROM NOT EXISTS (
      SELECT 1 FROM "business_cities" o
      WHERE o."business_id" = bc."business_id" AND o."province_id" = bc."province_id" AND o."city_id" < bc."city_id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "business_cities_added" AFTER INSERT ON "business_cities"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "business_cities_first_in_province"();
--> statement-breakpoint
CREATE TRIGGER "business_cities_removed" AFTER DELETE ON "business_cities"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "business_cities_first_in_province"();
--> statement-breakpoint
-- A business's list columns changed: its link rows follow.
CREATE FUNCTION "businesses_list_columns_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "business_cities" bc
  SET "status" = NEW."status", "featured" = NEW."featured", "business_name" = NEW."business_name",
      "listing_start_date" = NEW."listing_start_date", "listing_end_date" = NEW."listing_end_date"
  WHERE bc."business_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "businesses_list_columns_changed"
  AFTER UPDATE OF "status", "featured", "business_name", "listing_start_date", "listing_end_date" ON "businesses"
  FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."featured" IS DISTINCT FROM NEW."featured"
    OR OLD."business_name" IS DISTINCT FROM NEW."business_name"
    OR OLD."listing_start_date" IS DISTINCT FROM NEW."listing_start_date"
    OR OLD."listing_end_date" IS DISTINCT FROM NEW."listing_end_date")
  EXECUTE FUNCTION "businesses_list_columns_changed"();
