ALTER TABLE "events" ADD COLUMN "original_lang_stated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "original_lang_stated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "original_lang_stated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "volunteer_organizations" ADD COLUMN "original_lang_stated" boolean DEFAULT false NOT NULL;