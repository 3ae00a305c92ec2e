CREATE TABLE "business_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"cat_name_en" text NOT NULL,
	"cat_name_fr" text NOT NULL,
	CONSTRAINT "business_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "business_category_links" (
	"business_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "business_category_links_business_id_category_id_pk" PRIMARY KEY("business_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"user_id" integer,
	"business_name" text NOT NULL,
	"keywords_en" text DEFAULT '' NOT NULL,
	"business_description_en" text DEFAULT '' NOT NULL,
	"address" text,
	"lat" double precision,
	"lon" double precision,
	"telephone" text,
	"email" text,
	"website" text,
	"featured" smallint DEFAULT 0 NOT NULL,
	"hours" jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"city_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"listing_start_date" date NOT NULL,
	"listing_end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "businesses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"user_id" integer,
	"job_title" text NOT NULL,
	"company_name" text NOT NULL,
	"hourly_wages" double precision,
	"location" text,
	"address" text,
	"lat" double precision,
	"lon" double precision,
	"employment_type" text,
	"number_of_vacancies" integer,
	"language_require" text,
	"education_qualification" text,
	"skill_required" text,
	"job_description" text,
	"how_to_apply" text,
	"start_date_of_job" date,
	"city_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"posted_at" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "volunteer_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"cat_name_en" text NOT NULL,
	"cat_name_fr" text NOT NULL,
	CONSTRAINT "volunteer_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "volunteer_category_links" (
	"org_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "volunteer_category_links_org_id_category_id_pk" PRIMARY KEY("org_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "volunteer_organization_cities" (
	"org_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	CONSTRAINT "volunteer_organization_cities_org_id_city_id_pk" PRIMARY KEY("org_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "volunteer_organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"user_id" integer,
	"org_name" text NOT NULL,
	"org_description" text,
	"description_org_needs" text,
	"org_mission" text,
	"note" text,
	"looking_for_volunteer" smallint DEFAULT 0 NOT NULL,
	"address" text,
	"postal_code" text,
	"lat" double precision,
	"lon" double precision,
	"phone" text,
	"email" text,
	"website" text,
	"image" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_organizations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "business_category_links" ADD CONSTRAINT "business_category_links_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_category_links" ADD CONSTRAINT "business_category_links_category_id_business_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."business_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_state_id_provinces_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_category_links" ADD CONSTRAINT "volunteer_category_links_org_id_volunteer_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."volunteer_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_category_links" ADD CONSTRAINT "volunteer_category_links_category_id_volunteer_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."volunteer_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_organization_cities" ADD CONSTRAINT "volunteer_organization_cities_org_id_volunteer_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."volunteer_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_organization_cities" ADD CONSTRAINT "volunteer_organization_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_organizations" ADD CONSTRAINT "volunteer_organizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_category_links_category_idx" ON "business_category_links" USING btree ("category_id","business_id");--> statement-breakpoint
CREATE INDEX "businesses_city_status_idx" ON "businesses" USING btree ("city_id","status");--> statement-breakpoint
CREATE INDEX "businesses_order_idx" ON "businesses" USING btree ("featured","business_name");--> statement-breakpoint
CREATE INDEX "jobs_city_status_idx" ON "jobs" USING btree ("city_id","status","posted_at");--> statement-breakpoint
CREATE INDEX "volunteer_category_links_category_idx" ON "volunteer_category_links" USING btree ("category_id","org_id");--> statement-breakpoint
CREATE INDEX "volunteer_organization_cities_city_idx" ON "volunteer_organization_cities" USING btree ("city_id","org_id");--> statement-breakpoint
CREATE INDEX "volunteer_organizations_status_name_idx" ON "volunteer_organizations" USING btree ("status","org_name");