import type { Db } from '../../client.js';
import { billboardItems, contentPages, sponsors, storyPages, teamMembers, tips } from '../../schema/index.js';
import type { PgTable } from 'drizzle-orm/pg-core';
import { billboardRows } from '../content.js';
import { LEDGERS } from '../content.js';
import { seedTableRows } from '../seed-rows.js';
import { seedTranslations } from '../seed-translations.js';
import { PAGE_ROWS, STORY_ROWS } from '../content-data/pages.js';
import { TEAM_ROWS } from '../content-data/team.js';
import { TIPS_YEAR } from '../content-data/tips.js';
import type { TranslatedLang } from '../translations-data/types.js';
import type { LongContent, LongContentPart } from './types.js';
import { seedWellBeingTexts } from './well-being-texts.js';

type Entry = [TranslatedLang, LongContent];

/** By the seed's rule (`seed-rows.ts`): a new row, or one as the seed left it, is written; an edited one stays. */
const seedTable = (db: Db, table: PgTable, ledger: string, key: string[], rows: Record<string, unknown>[]) =>
  seedTableRows(db, table, { ledger, key, wanted: rows });

/** Whether a native reader checked the item's text (its review state in the language's files). */
const isReviewed = (c: LongContent, part: LongContentPart, key: string | number) =>
  (c.review?.(part, String(key)) ?? 'written') === 'reviewed';

const pageLinks = new Map(PAGE_ROWS.filter((p) => p.language === 'en').map((p) => [p.slug, p.sections]));
const storyImage = new Map(STORY_ROWS.map((r) => [r.storyId, r.image]));
const teamEnglish = new Map(TEAM_ROWS.map((r) => [r.positionIndex, r]));

async function seedPages(db: Db, entries: Entry[]): Promise<void> {
  const story = entries.flatMap(([language, c]) =>
    Object.entries(c.story).map(([id, s]) => ({
      storyId: Number(id),
      language,
      title: s.title,
      description: s.description,
      image: storyImage.get(Number(id)) ?? null,
      reviewed: isReviewed(c, 'story', id),
    })),
  );
  const pages = entries.flatMap(([language, c]) =>
    Object.entries(c.pages).map(([slug, p]) => ({
      slug,
      language,
      title: p.title,
      intro: p.intro,
      sections: p.sections.map((s, i) => ({ ...s, link: pageLinks.get(slug)?.[i]?.link ?? null })),
      reviewed: isReviewed(c, 'pages', slug),
    })),
  );
  const team = entries.flatMap(([language, c]) =>
    Object.entries(c.team).flatMap(([index, m]) => {
      const en = teamEnglish.get(Number(index));
      if (!en) return [];
      return [
        {
          ...en,
          language,
          position: m.position,
          shortDescription: m.short,
          title: m.profile?.title ?? null,
          description: m.profile?.description ?? null,
          reviewed: isReviewed(c, 'team', index),
        },
      ];
    }),
  );
  const tipRows = entries.flatMap(([language, c]) =>
    c.tips.flatMap((month, m) =>
      month.map(([title, text], i) => ({
        year: TIPS_YEAR,
        month: m + 1,
        position: i + 1,
        language,
        title,
        text,
        reviewed: isReviewed(c, 'tips', `${m + 1}.${i + 1}`),
      })),
    ),
  );
  await seedTable(db, storyPages, ...LEDGERS.story, story);
  await seedTable(db, contentPages, ...LEDGERS.pages, pages);
  await seedTable(db, teamMembers, ...LEDGERS.team, team);
  await seedTable(db, tips, ...LEDGERS.tips, tipRows);
}

async function seedSponsors(db: Db, entries: Entry[]): Promise<void> {
  const rows = await db
    .select({ id: sponsors.id, slug: sponsors.slug, original: sponsors.descriptionEn })
    .from(sponsors);
  await seedTranslations(
    db,
    entries.flatMap(([lang, c]) =>
      rows.flatMap((s) => {
        const text = c.sponsors[s.slug];
        if (!text) return [];
        return [
          {
            entity: 'sponsor',
            entityId: s.id,
            field: 'description',
            lang,
            text,
            origin: 'site' as const,
            reviewed: isReviewed(c, 'sponsors', s.slug),
            original: s.original,
          },
        ];
      }),
    ),
  );
}

async function seedBillboard(db: Db, entries: Entry[], now: Date): Promise<void> {
  const english = billboardRows(now).filter((b) => b.language === 'en');
  const rows = entries.flatMap(([language, c]) =>
    english.flatMap((b) => {
      const t = c.billboard[b.slug];
      return t ? [{ ...b, ...t, language, reviewed: isReviewed(c, 'billboard', b.slug) }] : [];
    }),
  );
  await seedTable(db, billboardItems, ...LEDGERS.billboard, rows);
}

/**
 * The long texts in every translated language: idempotent (natural keys); a newer data file replaces
 * a row the seed wrote, never one an admin edited or marked reviewed (`seed-rows.ts`). Runs after the English content, well-being and locations.
 */
export async function seedLongContent(
  db: Db,
  translations: Partial<Record<TranslatedLang, LongContent>>,
  opts: { demo: boolean; now?: Date },
): Promise<void> {
  const entries = Object.entries(translations) as Entry[];
  await seedPages(db, entries);
  await seedSponsors(db, entries);
  await seedWellBeingTexts(db, entries, opts.demo);
  if (opts.demo) await seedBillboard(db, entries, opts.now ?? new Date());
}
