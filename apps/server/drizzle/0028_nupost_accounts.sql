-- NuPOST business accounts (issue 22 §1) and the paid sign-ups waiting for the provider's word.
CREATE TABLE business_accounts (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  business_name text NOT NULL,
  plan_id integer NOT NULL REFERENCES business_plans(id),
  purchase_id integer UNIQUE REFERENCES purchases(id) ON DELETE SET NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE nupost_signups (
  id serial PRIMARY KEY,
  purchase_id integer NOT NULL UNIQUE REFERENCES purchases(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  business_name text NOT NULL,
  plan_id integer NOT NULL REFERENCES business_plans(id),
  created_at timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX nupost_signups_user_idx ON nupost_signups (user_id);
