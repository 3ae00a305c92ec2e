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
ALTER TABLE "well_being_article_translations" ADD CONSTRAINT "well_being_article_translations_article_id_well_being_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."well_being_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_being_category_translations" ADD CONSTRAINT "well_being_category_translations_category_id_well_being_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."well_being_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_being_listing_categories" ADD CONSTRAINT "well_being_listing_categories_listing_id_well_being_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."well_being_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_being_listing_categories" ADD CONSTRAINT "well_being_listing_categories_category_id_well_being_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."well_being_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_being_listing_translations" ADD CONSTRAINT "well_being_listing_translations_listing_id_well_being_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."well_being_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_being_listings" ADD CONSTRAINT "well_being_listings_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_being_listings" ADD CONSTRAINT "well_being_listings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "well_being_listing_categories_category_idx" ON "well_being_listing_categories" USING btree ("category_id","listing_id");--> statement-breakpoint
CREATE INDEX "well_being_listings_province_name_idx" ON "well_being_listings" USING btree ("province_id","active","name");