-- The send job writes a notice's deliveries in slices of followers (issue 22 §3): how far it got, so a
-- restart resumes there (null: not begun, or done).
ALTER TABLE "nupost_notices" ADD COLUMN "expanded_through" integer;