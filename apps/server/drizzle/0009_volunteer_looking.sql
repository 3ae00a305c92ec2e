-- "Looking for volunteers" takes the meaning of spec 3 §3: 0 Yes, 1 No, 2 Adding names to waiting
-- list, 3 Other. The column used to hold 0 not now, 1 now and then, 2 regularly, 3 urgently: not now
-- becomes No and every other value Yes. The intensity (now and then / regularly / urgently) is not
-- kept; no old value stands for the waiting list or Other.
DROP INDEX IF EXISTS "volunteer_organizations_listed_idx";--> statement-breakpoint
UPDATE "volunteer_organizations" SET "looking_for_volunteer" = CASE WHEN "looking_for_volunteer" IN (1, 2, 3) THEN 0 ELSE 1 END;--> statement-breakpoint
ALTER TABLE "volunteer_organizations" ALTER COLUMN "looking_for_volunteer" SET DEFAULT 1;--> statement-breakpoint
-- Directory order: Yes, waiting list, Other, No, then name and id (the list query orders by the same
-- expression). The plain column comes last so a page stays an index-only scan.
CREATE INDEX "volunteer_organizations_listed_idx" ON "volunteer_organizations" USING btree ((case "looking_for_volunteer" when 0 then 0 when 2 then 1 when 3 then 2 else 3 end),"org_name","id","looking_for_volunteer") WHERE "volunteer_organizations"."status" = 1;
