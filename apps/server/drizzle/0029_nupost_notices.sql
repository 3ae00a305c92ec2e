-- NuPOST notices, follows and invitations (issue 22 §2). A notice's texts in other languages live in
-- text_translations (entity 'nupost_notice'), made by the translation worker or written by the business.
ALTER TABLE business_plans ADD COLUMN notice_limit integer DEFAULT 30;
--> statement-breakpoint
UPDATE business_plans SET notice_limit = NULL WHERE member_limit IS NULL;
--> statement-breakpoint
CREATE TABLE nupost_notices (
  id serial PRIMARY KEY,
  business_user_id integer NOT NULL REFERENCES business_accounts(user_id) ON DELETE CASCADE,
  title text NOT NULL,
  body text NOT NULL,
  link text,
  picture text,
  original_lang text NOT NULL,
  original_lang_stated boolean NOT NULL DEFAULT true,
  audience text NOT NULL DEFAULT 'all' CHECK (audience IN ('all', 'province', 'city')),
  province_id integer REFERENCES provinces(id),
  city_id integer REFERENCES cities(id),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'scheduled', 'sending', 'sent', 'cancelled')),
  scheduled_at timestamp with time zone,
  sent_at timestamp with time zone,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX nupost_notices_business_idx ON nupost_notices (business_user_id, created_at DESC);
--> statement-breakpoint
CREATE INDEX nupost_notices_due_idx ON nupost_notices (scheduled_at) WHERE status = 'scheduled';
--> statement-breakpoint
CREATE TABLE nupost_follows (
  id serial PRIMARY KEY,
  business_user_id integer NOT NULL REFERENCES business_accounts(user_id) ON DELETE CASCADE,
  member_user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  ended_at timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX nupost_follows_active_idx ON nupost_follows (business_user_id, member_user_id)
  WHERE ended_at IS NULL;
--> statement-breakpoint
CREATE INDEX nupost_follows_member_idx ON nupost_follows (member_user_id) WHERE ended_at IS NULL;
--> statement-breakpoint
CREATE INDEX nupost_follows_ended_idx ON nupost_follows (business_user_id, ended_at) WHERE ended_at IS NOT NULL;
--> statement-breakpoint
CREATE TABLE nupost_invitations (
  id serial PRIMARY KEY,
  business_user_id integer NOT NULL REFERENCES business_accounts(user_id) ON DELETE CASCADE,
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  expires_at timestamp with time zone NOT NULL,
  confirmed_at timestamp with time zone,
  member_user_id integer REFERENCES users(id) ON DELETE SET NULL
);
--> statement-breakpoint
CREATE INDEX nupost_invitations_business_idx ON nupost_invitations (business_user_id, created_at);
--> statement-breakpoint
CREATE INDEX nupost_invitations_email_idx ON nupost_invitations (business_user_id, email);
