-- Directory search: typo-tolerant matching on addresses too (a town or street name in the search).
CREATE INDEX IF NOT EXISTS "businesses_address_trgm_idx" ON "businesses" USING gin ("address" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_address_trgm_idx" ON "jobs" USING gin ("address" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "volunteer_organizations_address_trgm_idx" ON "volunteer_organizations" USING gin ("address" gin_trgm_ops);
