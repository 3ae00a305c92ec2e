-- When a card purchase's checkout page stops taking the payment (Stripe's expires_at, the sandbox's
-- own): a pending purchase past it becomes expired, so its listing can be paid again (issue 21 §5).
ALTER TABLE purchases ADD COLUMN checkout_expires_at timestamp with time zone;
--> statement-breakpoint
CREATE INDEX purchases_pending_checkout_idx ON purchases (checkout_expires_at) WHERE status = 'pending';
