CREATE TABLE "event_cities" (
	"event_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	CONSTRAINT "event_cities_event_id_city_id_pk" PRIMARY KEY("event_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "business_cities" (
	"business_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	CONSTRAINT "business_cities_business_id_city_id_pk" PRIMARY KEY("business_id","city_id")
);
--> statement-breakpoint
ALTER TABLE "event_cities" ADD CONSTRAINT "event_cities_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cities" ADD CONSTRAINT "event_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_cities" ADD CONSTRAINT "business_cities_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_cities" ADD CONSTRAINT "business_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_cities_city_idx" ON "event_cities" USING btree ("city_id","event_id");--> statement-breakpoint
CREATE INDEX "business_cities_city_idx" ON "business_cities" USING btree ("city_id","business_id");--> statement-breakpoint
-- Backfill: a business keeps the city it was listed in and gets every city it chose (the array had
-- no foreign key, so unknown ids are left out); an event gets its city (none: province-wide).
INSERT INTO "business_cities" ("business_id", "city_id")
SELECT b."id", c."city_id"
FROM "businesses" b
CROSS JOIN LATERAL unnest(array_prepend(b."city_id", b."visible_city_ids")) AS c("city_id")
WHERE EXISTS (SELECT 1 FROM "cities" WHERE "cities"."id" = c."city_id")
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "event_cities" ("event_id", "city_id")
SELECT "id", "city_id" FROM "events" WHERE "city_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" DROP COLUMN "visible_city_ids";
