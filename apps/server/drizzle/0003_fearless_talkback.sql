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
ALTER TABLE "package_promos" ADD CONSTRAINT "package_promos_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_promos_package_idx" ON "package_promos" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "packages_product_idx" ON "packages" USING btree ("product","sort_order");