-- Site content moves to the one translation model (docs/languages.md): the English row of each item stays
-- in its table, every other language's texts become rows of text_translations (origin site, reviewed as the
-- row said, source_hash: sha-256 of the English text it translates), and the other rows go. A row with no
-- English row to belong to cannot be read in the new model and goes too. Empty texts are not copied.
INSERT INTO text_translations (entity, entity_id, field, lang, text, origin, reviewed, source_hash)
SELECT 'team_member', en.id, f.field, t.language, f.text, 'site', t.reviewed,
  encode(sha256(convert_to(f.original, 'UTF8')), 'hex')
FROM team_members t
JOIN team_members en ON en.position_index = t.position_index AND en.language = 'en'
CROSS JOIN LATERAL (VALUES
  ('position', t.position, en.position),
  ('short_description', t.short_description, en.short_description),
  ('title', t.title, en.title),
  ('description', t.description, en.description)
) AS f(field, text, original)
WHERE t.language <> 'en' AND f.text <> '' AND f.original <> ''
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO text_translations (entity, entity_id, field, lang, text, origin, reviewed, source_hash)
SELECT 'story_page', en.id, f.field, t.language, f.text, 'site', t.reviewed,
  encode(sha256(convert_to(f.original, 'UTF8')), 'hex')
FROM story_pages t
JOIN story_pages en ON en.story_id = t.story_id AND en.language = 'en'
CROSS JOIN LATERAL (VALUES
  ('title', t.title, en.title),
  ('description', t.description, en.description)
) AS f(field, text, original)
WHERE t.language <> 'en' AND f.text <> '' AND f.original <> ''
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO text_translations (entity, entity_id, field, lang, text, origin, reviewed, source_hash)
SELECT 'content_page', en.id, f.field, t.language, f.text, 'site', t.reviewed,
  encode(sha256(convert_to(f.original, 'UTF8')), 'hex')
FROM content_pages t
JOIN content_pages en ON en.slug = t.slug AND en.language = 'en'
CROSS JOIN LATERAL (
  VALUES ('title', t.title, en.title), ('intro', t.intro, en.intro)
  UNION ALL
  -- a section's texts: sections.<n>.heading and sections.<n>.text, n from 0 as in the English page
  SELECT 'sections.' || (ts.n - 1) || '.' || part.name, ts.s ->> part.name, es.s ->> part.name
  FROM jsonb_array_elements(t.sections) WITH ORDINALITY AS ts(s, n)
  JOIN jsonb_array_elements(en.sections) WITH ORDINALITY AS es(s, n) ON es.n = ts.n
  CROSS JOIN (VALUES ('heading'), ('text')) AS part(name)
) AS f(field, text, original)
WHERE t.language <> 'en' AND f.text <> '' AND f.original <> ''
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO text_translations (entity, entity_id, field, lang, text, origin, reviewed, source_hash)
SELECT 'tip', en.id, f.field, t.language, f.text, 'site', t.reviewed,
  encode(sha256(convert_to(f.original, 'UTF8')), 'hex')
FROM tips t
JOIN tips en ON en.year = t.year AND en.month = t.month AND en.position = t.position AND en.language = 'en'
CROSS JOIN LATERAL (VALUES ('title', t.title, en.title), ('text', t.text, en.text)) AS f(field, text, original)
WHERE t.language <> 'en' AND f.text <> '' AND f.original <> ''
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO text_translations (entity, entity_id, field, lang, text, origin, reviewed, source_hash)
SELECT 'billboard_item', en.id, f.field, t.language, f.text, 'site', t.reviewed,
  encode(sha256(convert_to(f.original, 'UTF8')), 'hex')
FROM billboard_items t
JOIN billboard_items en ON en.slug = t.slug AND en.language = 'en'
CROSS JOIN LATERAL (VALUES
  ('title', t.title, en.title),
  ('content', t.content, en.content),
  ('message', t.message, en.message)
) AS f(field, text, original)
WHERE t.language <> 'en' AND f.text <> '' AND f.original <> ''
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM team_members WHERE language <> 'en';
--> statement-breakpoint
DELETE FROM story_pages WHERE language <> 'en';
--> statement-breakpoint
DELETE FROM content_pages WHERE language <> 'en';
--> statement-breakpoint
DELETE FROM tips WHERE language <> 'en';
--> statement-breakpoint
DELETE FROM billboard_items WHERE language <> 'en';
--> statement-breakpoint
-- The seed's ledgers (db/seed/seed-rows.ts) keyed these rows by natural key and language: the English
-- entries lose the language, the others go (the moved texts are unknown to the text_translations ledgers,
-- so the seed replaces one only when it is what the data file says, and keeps one that differs).
UPDATE app_meta SET value = coalesce(
  (SELECT jsonb_object_agg(left(e.key, -3), e.value)::text FROM jsonb_each(app_meta.value::jsonb) AS e
   WHERE right(e.key, 3) = E'\nen'), '{}')
WHERE key IN ('seed_rows:team_members', 'seed_rows:story_pages', 'seed_rows:content_pages', 'seed_rows:tips',
  'seed_rows:billboard_items');
--> statement-breakpoint
ALTER TABLE "billboard_items" DROP CONSTRAINT "billboard_items_slug_lang";--> statement-breakpoint
ALTER TABLE "content_pages" DROP CONSTRAINT "content_pages_slug_lang";--> statement-breakpoint
ALTER TABLE "story_pages" DROP CONSTRAINT "story_pages_story_lang";--> statement-breakpoint
ALTER TABLE "team_members" DROP CONSTRAINT "team_members_index_lang";--> statement-breakpoint
ALTER TABLE "tips" DROP CONSTRAINT "tips_month_position_lang";--> statement-breakpoint
DROP INDEX "tips_month_idx";--> statement-breakpoint
ALTER TABLE "billboard_items" DROP COLUMN "language";--> statement-breakpoint
ALTER TABLE "billboard_items" DROP COLUMN "reviewed";--> statement-breakpoint
ALTER TABLE "content_pages" DROP COLUMN "language";--> statement-breakpoint
ALTER TABLE "content_pages" DROP COLUMN "reviewed";--> statement-breakpoint
ALTER TABLE "story_pages" DROP COLUMN "language";--> statement-breakpoint
ALTER TABLE "story_pages" DROP COLUMN "reviewed";--> statement-breakpoint
ALTER TABLE "team_members" DROP COLUMN "language";--> statement-breakpoint
ALTER TABLE "team_members" DROP COLUMN "reviewed";--> statement-breakpoint
ALTER TABLE "tips" DROP COLUMN "language";--> statement-breakpoint
ALTER TABLE "tips" DROP COLUMN "reviewed";--> statement-breakpoint
ALTER TABLE "billboard_items" ADD CONSTRAINT "billboard_items_slug" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_slug" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "story_pages" ADD CONSTRAINT "story_pages_story_id" UNIQUE("story_id");--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_position_index" UNIQUE("position_index");--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_month_position" UNIQUE("year","month","position");
