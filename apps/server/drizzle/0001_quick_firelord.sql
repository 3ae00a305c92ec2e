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
ALTER TABLE "coupon_collections" ADD CONSTRAINT "coupon_collections_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_collections" ADD CONSTRAINT "coupon_collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_business_idx" ON "coupons" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "coupons_expire_idx" ON "coupons" USING btree ("expire_at");--> statement-breakpoint
CREATE INDEX "tips_month_idx" ON "tips" USING btree ("year","month","language");