-- An invitation key gives what the admin issued it for: one plan of its product and a quantity (issue 21
-- §2). Keys issued before keep today's behaviour: the one-month business plan or the one-week event
-- plan, quantity 1; a job key (no one-week plan) keeps no plan, which still means one week.
ALTER TABLE invitation_keys ADD COLUMN package_id integer REFERENCES packages(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE invitation_keys ADD COLUMN quantity integer NOT NULL DEFAULT 1;
--> statement-breakpoint
ALTER TABLE invitation_keys ADD CONSTRAINT invitation_keys_quantity_check CHECK (quantity BETWEEN 1 AND 52);
--> statement-breakpoint
UPDATE invitation_keys k SET package_id = p.id FROM packages p
  WHERE (k.product = 'business' AND p.code = 'business-1m') OR (k.product = 'event' AND p.code = 'event-1w');
--> statement-breakpoint
-- A plan for non-profits waits for an admin's approval; a refusal's reason is shown to the owner.
ALTER TABLE purchases ADD COLUMN rejection_reason text;
