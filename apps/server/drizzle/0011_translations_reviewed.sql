ALTER TABLE "billboard_items" ADD COLUMN "reviewed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "reviewed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "story_pages" ADD COLUMN "reviewed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "reviewed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tips" ADD COLUMN "reviewed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "well_being_article_translations" ADD COLUMN "reviewed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "well_being_category_translations" ADD COLUMN "reviewed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "well_being_listing_translations" ADD COLUMN "reviewed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "well_being_page_texts" ADD COLUMN "reviewed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsors" DROP COLUMN "description_fr";--> statement-breakpoint
-- Every translation seeded so far was written without a native reviewer.
UPDATE "billboard_items" SET "reviewed" = false WHERE "language" <> 'en';--> statement-breakpoint
UPDATE "content_pages" SET "reviewed" = false WHERE "language" <> 'en';--> statement-breakpoint
UPDATE "story_pages" SET "reviewed" = false WHERE "language" <> 'en';--> statement-breakpoint
UPDATE "team_members" SET "reviewed" = false WHERE "language" <> 'en';--> statement-breakpoint
UPDATE "tips" SET "reviewed" = false WHERE "language" <> 'en';--> statement-breakpoint
UPDATE "well_being_article_translations" SET "reviewed" = false;--> statement-breakpoint
UPDATE "well_being_category_translations" SET "reviewed" = false;--> statement-breakpoint
UPDATE "well_being_listing_translations" SET "reviewed" = false;--> statement-breakpoint
UPDATE "well_being_page_texts" SET "reviewed" = false WHERE "lang" <> 'en';
