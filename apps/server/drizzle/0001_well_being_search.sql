-- Well-being search: typo-tolerant matching (pg_trgm similarity / word_similarity) plus ILIKE on
-- listing names, descriptions and category names, in every stored language.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "well_being_listings_name_trgm_idx" ON "well_being_listings" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "well_being_listings_description_trgm_idx" ON "well_being_listings" USING gin ("description" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "well_being_listing_translations_name_trgm_idx" ON "well_being_listing_translations" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "well_being_listing_translations_description_trgm_idx" ON "well_being_listing_translations" USING gin ("description" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "well_being_categories_name_trgm_idx" ON "well_being_categories" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "well_being_category_translations_name_trgm_idx" ON "well_being_category_translations" USING gin ("name" gin_trgm_ops);
