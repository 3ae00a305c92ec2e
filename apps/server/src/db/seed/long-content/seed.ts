import { inArray } from 'drizzle-orm';
import type { Db } from '../../client.js';
import {
  billboardItems,
  contentPages,
  sponsors,
  storyPages,
  teamMembers,
  tips,
  wellBeingArticles,
  wellBeingArticleTranslations,
  wellBeingCategories,
  wellBeingCategoryTranslations,
  wellBeingListings,
  wellBeingListingTranslations,
  wellBeingPageTexts,
} from '../../schema/index.js';
import type { PgTable } from 'drizzle-orm/pg-core';
import { billboardRows } from '../content.js';
import { LEDGERS } from '../content.js';
import { seedTableRows } from '../seed-rows.js';
import { seedTranslations } from '../seed-translations.js';
import { PAGE_ROWS, STORY_ROWS } from '../content-data/pages.js';
import { TEAM_ROWS } from '../content-data/team.js';
import { TIPS_YEAR } from '../content-data/tips.js';
import { cityNameIn } from '../translations-data/index.js';
import type { TranslatedLang } from '../translations-data/types.js';
import { slugOf } from '../well-being.js';
import { LISTINGS } from '../well-being-listings.js';
import { languageNames } from './language-names.js';
import type { LongContent, LongContentPart } from './types.js';

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

async function seedWellBeingTexts(db: Db, entries: Entry[], demo: boolean): Promise<void> {
  const categories = await db
    .select({ id: wellBeingCategories.id, tag: wellBeingCategories.tag })
    .from(wellBeingCategories);
  const categoryRows = entries.flatMap(([lang, c]) =>
    categories.flatMap((cat) => {
      const t = c.wellBeing.categories[cat.tag];
      const reviewed = isReviewed(c, 'wellBeing', `categories.${cat.tag}`);
      return t ? [{ categoryId: cat.id, lang, name: t.name, description: t.description, reviewed }] : [];
    }),
  );
  await seedTable(
    db,
    wellBeingCategoryTranslations,
    'well_being_category_translations',
    ['categoryId', 'lang'],
    categoryRows,
  );
  if (!demo) return;

  const listings = await db
    .select({ id: wellBeingListings.id, slug: wellBeingListings.slug })
    .from(wellBeingListings)
    .where(
      inArray(
        wellBeingListings.slug,
        LISTINGS.map(([, name]) => slugOf(name)),
      ),
    );
  const idBySlug = new Map(listings.map((l) => [l.slug, l.id]));
  const listingRows = entries.flatMap(([lang, c]) =>
    LISTINGS.flatMap(([kind, name, , city, , , , , langs = ['en']]) => {
      const listingId = idBySlug.get(slugOf(name));
      const texts = c.wellBeing.kinds[kind];
      if (listingId === undefined || !texts) return [];
      return [
        {
          listingId,
          lang,
          ...texts,
          coverageArea: c.wellBeing.coverage.replace('{city}', cityNameIn(lang, city)),
          language: languageNames(langs, lang),
          reviewed: isReviewed(c, 'wellBeing', `kinds.${kind}`),
        },
      ];
    }),
  );
  const articleIds = new Set(
    (await db.select({ id: wellBeingArticles.id }).from(wellBeingArticles)).map((a) => a.id),
  );
  const articleRows = entries.flatMap(([lang, c]) =>
    Object.entries(c.wellBeing.articles)
      .filter(([id]) => articleIds.has(Number(id)))
      .map(([id, a]) => ({
        articleId: Number(id),
        lang,
        ...a,
        reviewed: isReviewed(c, 'wellBeing', `articles.${id}`),
      })),
  );
  const pageTextRows = entries.flatMap(([lang, c]) =>
    Object.entries(c.wellBeing.pageTexts).map(([key, value]) => ({
      key,
      lang,
      value,
      reviewed: isReviewed(c, 'wellBeing', `pageTexts.${key}`),
    })),
  );
  await seedTable(
    db,
    wellBeingListingTranslations,
    'well_being_listing_translations',
    ['listingId', 'lang'],
    listingRows,
  );
  await seedTable(
    db,
    wellBeingArticleTranslations,
    'well_being_article_translations',
    ['articleId', 'lang'],
    articleRows,
  );
  await seedTable(db, wellBeingPageTexts, 'well_being_page_texts', ['key', 'lang'], pageTextRows);
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
