-- Directory search: full-text (generated tsvector, GIN) for word order and stemming, plus trigram
-- GIN indexes for typo-tolerant matching on names, keywords and category names.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce("business_name", '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce("keywords_en", '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, coalesce("business_description_en", '')), 'C')
) STORED;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce("job_title", '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce("company_name", '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, coalesce("skill_required", '') || ' ' || coalesce("employment_type", '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, coalesce("job_description", '')), 'C')
) STORED;
--> statement-breakpoint
ALTER TABLE "volunteer_organizations" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce("org_name", '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce("org_mission", '') || ' ' || coalesce("description_org_needs", '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, coalesce("org_description", '')), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "businesses_search_vector_idx" ON "businesses" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "volunteer_organizations_search_vector_idx" ON "volunteer_organizations" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "businesses_name_trgm_idx" ON "businesses" USING gin ("business_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "businesses_keywords_trgm_idx" ON "businesses" USING gin ("keywords_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_title_trgm_idx" ON "jobs" USING gin ("job_title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_company_trgm_idx" ON "jobs" USING gin ("company_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "volunteer_organizations_name_trgm_idx" ON "volunteer_organizations" USING gin ("org_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "business_categories_name_en_trgm_idx" ON "business_categories" USING gin ("cat_name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "business_categories_name_fr_trgm_idx" ON "business_categories" USING gin ("cat_name_fr" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "volunteer_categories_name_en_trgm_idx" ON "volunteer_categories" USING gin ("cat_name_en" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "volunteer_categories_name_fr_trgm_idx" ON "volunteer_categories" USING gin ("cat_name_fr" gin_trgm_ops);
