CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"seed_key" text,
	"province_id" integer NOT NULL,
	"city_id" integer,
	"user_id" integer,
	"type" text DEFAULT 'general' NOT NULL,
	"gov_alert" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"image" text,
	"icon" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"seed_key" text,
	"province_id" integer NOT NULL,
	"city_id" integer,
	"title" text NOT NULL,
	"event_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time,
	"venue" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"age_group" text DEFAULT '' NOT NULL,
	"details" text NOT NULL,
	"host_details" text DEFAULT '' NOT NULL,
	"website" text,
	"phone_number" text,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_place_idx" ON "notifications" USING btree ("province_id","city_id","updated_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "notifications_updated_idx" ON "notifications" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "events_province_date_idx" ON "events" USING btree ("province_id","event_date");--> statement-breakpoint
CREATE INDEX "events_city_date_idx" ON "events" USING btree ("city_id","event_date");