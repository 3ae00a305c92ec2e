CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"all_province" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "cities_province_name" UNIQUE("province_id","name")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "provinces_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"user_mobile" text,
	"address" text,
	"postal_code" text,
	"profile_image" text,
	"province_id" integer,
	"city_id" integer,
	"preferred_language" text DEFAULT 'en' NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screen_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"language" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"states" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "features_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"setting_type" text NOT NULL,
	"category" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_type_category" UNIQUE("setting_type","category")
);
--> statement-breakpoint
CREATE TABLE "coupon_collections" (
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"collected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_collections_user_id_coupon_id_pk" PRIMARY KEY("user_id","coupon_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer,
	"business_name" text NOT NULL,
	"city_name" text,
	"description_en" text NOT NULL,
	"restriction_use" text DEFAULT '' NOT NULL,
	"coupon_code" text NOT NULL,
	"expire_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_coupon_code_unique" UNIQUE("coupon_code")
);
--> statement-breakpoint
CREATE TABLE "billboard_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"dynamic_link" text,
	"link" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billboard_items_slug_lang" UNIQUE("slug","language")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_slug_lang" UNIQUE("slug","language")
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description_en" text NOT NULL,
	"description_fr" text,
	"website" text,
	"feature" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sponsors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "story_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"story_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text,
	CONSTRAINT "story_pages_story_lang" UNIQUE("story_id","language")
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"position_index" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"short_description" text NOT NULL,
	"title" text,
	"description" text,
	"image" text,
	CONSTRAINT "team_members_index_lang" UNIQUE("position_index","language")
);
--> statement-breakpoint
CREATE TABLE "tips" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"position" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "tips_month_position_lang" UNIQUE("year","month","position","language")
);
--> statement-breakpoint
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
CREATE TABLE "well_being_article_translations" (
	"article_id" integer NOT NULL,
	"lang" text NOT NULL,
	"header" text NOT NULL,
	"title" text NOT NULL,
	"banner_text" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	CONSTRAINT "well_being_article_translations_article_id_lang_pk" PRIMARY KEY("article_id","lang")
);
--> statement-breakpoint
CREATE TABLE "well_being_articles" (
	"id" integer PRIMARY KEY NOT NULL,
	"header" text NOT NULL,
	"title" text NOT NULL,
	"banner_text" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "well_being_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "well_being_categories_tag_unique" UNIQUE("tag")
);
--> statement-breakpoint
CREATE TABLE "well_being_category_translations" (
	"category_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "well_being_category_translations_category_id_lang_pk" PRIMARY KEY("category_id","lang")
);
--> statement-breakpoint
CREATE TABLE "well_being_listing_categories" (
	"listing_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "well_being_listing_categories_listing_id_category_id_pk" PRIMARY KEY("listing_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "well_being_listing_translations" (
	"listing_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text,
	"working_hours" text,
	"description" text,
	"eligibility" text,
	"fees" text,
	"how_to_access" text,
	"disabilities_access" text,
	"coverage_area" text,
	"language" text,
	"documents_required" text,
	CONSTRAINT "well_being_listing_translations_listing_id_lang_pk" PRIMARY KEY("listing_id","lang")
);
--> statement-breakpoint
CREATE TABLE "well_being_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"province_id" integer NOT NULL,
	"city_id" integer,
	"name" text NOT NULL,
	"image" text,
	"working_hours" text,
	"phone_number" text,
	"address" text,
	"lat" double precision,
	"lon" double precision,
	"website" text,
	"description" text,
	"eligibility" text,
	"fees" text,
	"how_to_access" text,
	"disabilities_access" text,
	"coverage_area" text,
	"language" text,
	"documents_required" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "well_being_listings_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "well_being_page_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"lang" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "well_being_page_texts_key_lang" UNIQUE("key","lang")
);
--> statement-breakpoint
CREATE TABLE "office_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"preferred_date" date NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text,
	"plan_scheme" text NOT NULL,
	"price_cents" integer NOT NULL,
	"member_limit" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "business_plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "package_promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"package_id" integer NOT NULL,
	"name" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount" double precision NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "package_promos_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"product" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text,
	"description_en" text DEFAULT '' NOT NULL,
	"description_fr" text,
	"price_cents" integer NOT NULL,
	"price_monthly_cents" integer,
	"package_type" text DEFAULT 'month' NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "packages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
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
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provinces" ADD CONSTRAINT "provinces_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_views" ADD CONSTRAINT "screen_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_collections" ADD CONSTRAINT "coupon_collections_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_collections" ADD CONSTRAINT "coupon_collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_being_article_translations" ADD CONSTRAINT "well_being_article_translations_article_id_well_being_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."well_being_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_being_category_translations" ADD CONSTRAINT "well_being_category_translations_category_id_well_being_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."well_being_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_being_listing_categories" ADD CONSTRAINT "well_being_listing_categories_listing_id_well_being_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."well_being_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_being_listing_categories" ADD CONSTRAINT "well_being_listing_categories_category_id_well_being_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."well_being_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_being_listing_translations" ADD CONSTRAINT "well_being_listing_translations_listing_id_well_being_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."well_being_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_being_listings" ADD CONSTRAINT "well_being_listings_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_being_listings" ADD CONSTRAINT "well_being_listings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_promos" ADD CONSTRAINT "package_promos_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
CREATE UNIQUE INDEX "auth_tokens_token_hash_idx" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_purpose_idx" ON "auth_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "cities_province_idx" ON "cities" USING btree ("province_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "screen_views_created_idx" ON "screen_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "coupons_business_idx" ON "coupons" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "coupons_expire_idx" ON "coupons" USING btree ("expire_at");--> statement-breakpoint
CREATE INDEX "tips_month_idx" ON "tips" USING btree ("year","month","language");--> statement-breakpoint
CREATE INDEX "notifications_place_idx" ON "notifications" USING btree ("province_id","city_id","updated_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "notifications_updated_idx" ON "notifications" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "events_province_date_idx" ON "events" USING btree ("province_id","event_date");--> statement-breakpoint
CREATE INDEX "events_city_date_idx" ON "events" USING btree ("city_id","event_date");--> statement-breakpoint
CREATE INDEX "well_being_listing_categories_category_idx" ON "well_being_listing_categories" USING btree ("category_id","listing_id");--> statement-breakpoint
CREATE INDEX "well_being_listings_province_name_idx" ON "well_being_listings" USING btree ("province_id","active","name");--> statement-breakpoint
CREATE INDEX "office_invitations_created_idx" ON "office_invitations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "package_promos_package_idx" ON "package_promos" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "packages_product_idx" ON "packages" USING btree ("product","sort_order");--> statement-breakpoint
CREATE INDEX "business_category_links_category_idx" ON "business_category_links" USING btree ("category_id","business_id");--> statement-breakpoint
CREATE INDEX "businesses_city_status_idx" ON "businesses" USING btree ("city_id","status");--> statement-breakpoint
CREATE INDEX "businesses_order_idx" ON "businesses" USING btree ("featured","business_name");--> statement-breakpoint
CREATE INDEX "jobs_city_status_idx" ON "jobs" USING btree ("city_id","status","posted_at");--> statement-breakpoint
CREATE INDEX "volunteer_category_links_category_idx" ON "volunteer_category_links" USING btree ("category_id","org_id");--> statement-breakpoint
CREATE INDEX "volunteer_organization_cities_city_idx" ON "volunteer_organization_cities" USING btree ("city_id","org_id");--> statement-breakpoint
CREATE INDEX "volunteer_organizations_status_name_idx" ON "volunteer_organizations" USING btree ("status","org_name");