-- Before pictures were uploaded (issue 22), a notice's picture was any https URL. Sending now takes only a
-- picture stored for the notice's business (/uploads/nupost/<business user id>/<32 hex>.webp); a notice
-- not yet sent that still shows an outside picture lets it go, so no push or e-mail points elsewhere and
-- the business can save its draft again. Sent notices keep their history.
UPDATE nupost_notices SET picture = NULL, updated_at = now()
WHERE picture IS NOT NULL
  AND status IN ('draft', 'scheduled')
  AND picture !~ ('^/uploads/nupost/' || business_user_id || '/[a-f0-9]{32}\.webp$');
