CREATE TABLE "event_age_group_links" (
	"event_id" integer NOT NULL,
	"age_group_id" integer NOT NULL,
	CONSTRAINT "event_age_group_links_event_id_age_group_id_pk" PRIMARY KEY("event_id","age_group_id")
);
--> statement-breakpoint
CREATE TABLE "event_category_links" (
	"event_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "event_category_links_event_id_category_id_pk" PRIMARY KEY("event_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "listing_expiry_notices" (
	"kind" text NOT NULL,
	"listing_id" integer NOT NULL,
	"end_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_expiry_notices_kind_listing_id_end_date_pk" PRIMARY KEY("kind","listing_id","end_date")
);
--> statement-breakpoint
CREATE TABLE "listing_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"listing_id" integer NOT NULL,
	"url" text NOT NULL,
	"url_small" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "event_end_date" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "price" double precision;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "purchase_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "listing_start_date" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "listing_end_date" date;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "contact_person" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "branches" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "visible_city_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "purchase_id" integer;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "purchase_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "listing_start_date" date;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "listing_end_date" date;--> statement-breakpoint
ALTER TABLE "event_age_group_links" ADD CONSTRAINT "event_age_group_links_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_age_group_links" ADD CONSTRAINT "event_age_group_links_age_group_id_age_groups_id_fk" FOREIGN KEY ("age_group_id") REFERENCES "public"."age_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_category_links" ADD CONSTRAINT "event_category_links_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_category_links" ADD CONSTRAINT "event_category_links_category_id_event_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."event_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_photos_listing_idx" ON "listing_photos" USING btree ("kind","listing_id","position");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_user_idx" ON "events" USING btree ("user_id","id");--> statement-breakpoint
-- Hand-written: the owners' lists (manager) and "which listing does this purchase pay for".
CREATE INDEX "businesses_user_idx" ON "businesses" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "jobs_user_idx" ON "jobs" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "volunteer_organizations_user_idx" ON "volunteer_organizations" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_purchase_idx" ON "businesses" ("purchase_id") WHERE "purchase_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_purchase_idx" ON "jobs" ("purchase_id") WHERE "purchase_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "events_purchase_idx" ON "events" ("purchase_id") WHERE "purchase_id" IS NOT NULL;
