-- NuPOST delivery (issue 22 §3): browsers' push subscriptions, members' e-mail choice, and one
-- delivery per notice, member and channel: the durable queue the send job works through.
CREATE TABLE push_subscriptions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id, created_at);
--> statement-breakpoint
CREATE TABLE nupost_member_settings (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  email boolean NOT NULL DEFAULT false,
  updated_at timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE nupost_deliveries (
  id serial PRIMARY KEY,
  notice_id integer NOT NULL REFERENCES nupost_notices(id) ON DELETE CASCADE,
  member_user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('push', 'email', 'app')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'cancelled')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamp with time zone NOT NULL DEFAULT now(),
  pushed_subscriptions integer[] NOT NULL DEFAULT '{}',
  error text,
  notification_id integer REFERENCES notifications(id) ON DELETE SET NULL,
  read_at timestamp with time zone,
  sent_at timestamp with time zone,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT nupost_deliveries_once UNIQUE (notice_id, member_user_id, channel)
);
--> statement-breakpoint
CREATE INDEX nupost_deliveries_due_idx ON nupost_deliveries (next_attempt_at) WHERE status IN ('pending', 'sending');
--> statement-breakpoint
CREATE INDEX nupost_deliveries_notification_idx ON nupost_deliveries (notification_id) WHERE notification_id IS NOT NULL;
