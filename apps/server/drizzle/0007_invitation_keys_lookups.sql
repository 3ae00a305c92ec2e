CREATE TABLE "age_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "age_groups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "event_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "invitation_key_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_id" integer NOT NULL,
	"user_id" integer,
	"product" text NOT NULL,
	"listing_id" integer,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"product" text NOT NULL,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_keys_key_unique" UNIQUE("key"),
	CONSTRAINT "invitation_keys_uses_check" CHECK ("invitation_keys"."uses" >= 0 and "invitation_keys"."uses" <= "invitation_keys"."max_uses"),
	CONSTRAINT "invitation_keys_max_uses_check" CHECK ("invitation_keys"."max_uses" between 1 and 10000),
	CONSTRAINT "invitation_keys_product_check" CHECK ("invitation_keys"."product" in ('business', 'event', 'job', 'volunteer'))
);
--> statement-breakpoint
ALTER TABLE "invitation_key_redemptions" ADD CONSTRAINT "invitation_key_redemptions_key_id_invitation_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."invitation_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_key_redemptions" ADD CONSTRAINT "invitation_key_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_keys" ADD CONSTRAINT "invitation_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_key_redemptions_key_idx" ON "invitation_key_redemptions" USING btree ("key_id");--> statement-breakpoint
CREATE INDEX "invitation_key_redemptions_user_idx" ON "invitation_key_redemptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invitation_keys_created_idx" ON "invitation_keys" USING btree ("created_at","id");