DROP INDEX "businesses_city_status_idx";--> statement-breakpoint
DROP INDEX "businesses_order_idx";--> statement-breakpoint
DROP INDEX "jobs_city_status_idx";--> statement-breakpoint
DROP INDEX "volunteer_organizations_status_name_idx";--> statement-breakpoint
CREATE INDEX "businesses_listed_city_idx" ON "businesses" USING btree ("city_id","featured" DESC NULLS FIRST,"business_name","id","listing_start_date","listing_end_date") WHERE "businesses"."status" = 1;--> statement-breakpoint
CREATE INDEX "businesses_listed_idx" ON "businesses" USING btree ("featured" DESC NULLS FIRST,"business_name","id","city_id","listing_start_date","listing_end_date") WHERE "businesses"."status" = 1;--> statement-breakpoint
CREATE INDEX "jobs_listed_city_idx" ON "jobs" USING btree ("city_id","posted_at" DESC NULLS FIRST,"job_title","id") WHERE "jobs"."status" = 1;--> statement-breakpoint
CREATE INDEX "jobs_listed_idx" ON "jobs" USING btree ("posted_at" DESC NULLS FIRST,"job_title","id","city_id") WHERE "jobs"."status" = 1;--> statement-breakpoint
CREATE INDEX "volunteer_organizations_listed_idx" ON "volunteer_organizations" USING btree ("looking_for_volunteer" DESC NULLS FIRST,"org_name","id") WHERE "volunteer_organizations"."status" = 1;