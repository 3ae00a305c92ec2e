CREATE TABLE "text_translations" (
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"field" text NOT NULL,
	"lang" text NOT NULL,
	"text" text NOT NULL,
	"origin" text NOT NULL,
	"reviewed" boolean DEFAULT false NOT NULL,
	"source_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_translations_entity_entity_id_field_lang_pk" PRIMARY KEY("entity","entity_id","field","lang")
);
--> statement-breakpoint
CREATE TABLE "translation_cache" (
	"source_hash" text NOT NULL,
	"target_lang" text NOT NULL,
	"text" text NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_cache_source_hash_target_lang_pk" PRIMARY KEY("source_hash","target_lang")
);
--> statement-breakpoint
CREATE TABLE "translation_queue" (
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"enqueued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_queue_entity_entity_id_pk" PRIMARY KEY("entity","entity_id")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "original_lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "original_lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "original_lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "volunteer_organizations" ADD COLUMN "original_lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "subscription_months" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "subscription_end_set_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "text_translations_lang_idx" ON "text_translations" USING btree ("entity","lang");--> statement-breakpoint
CREATE INDEX "translation_queue_due_idx" ON "translation_queue" USING btree ("not_before");--> statement-breakpoint
CREATE INDEX "text_translations_text_trgm" ON "text_translations" USING gin ("text" gin_trgm_ops);
