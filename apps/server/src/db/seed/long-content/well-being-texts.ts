import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../client.js';
import {
  WELL_BEING_PAGE_ID,
  WELL_BEING_TRANSLATED,
  wellBeingArticles,
  wellBeingCategories,
  wellBeingListings,
  wellBeingPages,
} from '../../schema/index.js';
import type { TranslationRow } from '../../text-translations.js';
import { fieldRows } from '../content-translations.js';
import { seedTranslations } from '../seed-translations.js';
import { cityNameIn } from '../translations-data/index.js';
import type { TranslatedLang } from '../translations-data/types.js';
import { slugOf } from '../well-being.js';
import { LISTINGS } from '../well-being-listings.js';
import { languageNames } from './language-names.js';
import type { LongContent } from './types.js';

type Entry = [TranslatedLang, LongContent];
type Part = (typeof WELL_BEING_TRANSLATED)[keyof typeof WELL_BEING_TRANSLATED];

/**
 * The rows of one item's texts in `lang`, `original` the English column (kept when it is empty). The
 * item's review state in the language's file gives origin and `reviewed`.
 */
function itemRows<K extends string>(
  part: Part & { fields: Record<K, string> },
  item: { id: number; english: Partial<Record<K, string | null>> },
  [lang, c]: Entry,
  reviewKey: string,
  texts: Partial<Record<K, string>>,
): TranslationRow[] {
  const state = c.review?.('wellBeing', reviewKey) ?? 'written';
  const fields = (Object.entries(part.fields) as [K, string][]).map(
    ([key, field]): [string, string | undefined, string | null | undefined] => [
      field,
      texts[key],
      item.english[key],
    ],
  );
  return fieldRows({ entity: part.entity, entityId: item.id, lang, state }, fields, {
    keepWithoutOriginal: true,
  });
}

async function categoryRows(db: Db, entries: Entry[]): Promise<TranslationRow[]> {
  const categories = await db.select().from(wellBeingCategories);
  return entries.flatMap((entry) =>
    categories.flatMap((cat) => {
      const texts = entry[1].wellBeing.categories[cat.tag];
      if (!texts) return [];
      return itemRows(
        WELL_BEING_TRANSLATED.category,
        { id: cat.id, english: cat },
        entry,
        `categories.${cat.tag}`,
        texts,
      );
    }),
  );
}

async function listingRows(db: Db, entries: Entry[]): Promise<TranslationRow[]> {
  const listings = await db
    .select()
    .from(wellBeingListings)
    .where(
      inArray(
        wellBeingListings.slug,
        LISTINGS.map(([, name]) => slugOf(name)),
      ),
    );
  const bySlug = new Map(listings.map((l) => [l.slug, l]));
  return entries.flatMap((entry) => {
    const [lang, c] = entry;
    return LISTINGS.flatMap(([kind, name, , city, , , , , langs = ['en']]) => {
      const listing = bySlug.get(slugOf(name));
      const texts = c.wellBeing.kinds[kind];
      if (!listing || !texts) return [];
      return itemRows(
        WELL_BEING_TRANSLATED.listing,
        { id: listing.id, english: listing },
        entry,
        `kinds.${kind}`,
        {
          ...texts,
          coverageArea: c.wellBeing.coverage.replace('{city}', cityNameIn(lang, city)),
          language: languageNames(langs, lang),
        },
      );
    });
  });
}

async function articleRows(db: Db, entries: Entry[]): Promise<TranslationRow[]> {
  const articles = await db.select().from(wellBeingArticles);
  return entries.flatMap((entry) =>
    articles.flatMap((article) => {
      const texts = entry[1].wellBeing.articles[article.id];
      if (!texts) return [];
      return itemRows(
        WELL_BEING_TRANSLATED.article,
        { id: article.id, english: article },
        entry,
        `articles.${article.id}`,
        texts,
      );
    }),
  );
}

/** The main page's banners (the language's file names them by column: `banner_text`), each its own state. */
async function pageRows(db: Db, entries: Entry[]): Promise<TranslationRow[]> {
  const [page] = await db.select().from(wellBeingPages).where(eq(wellBeingPages.id, WELL_BEING_PAGE_ID));
  if (!page) return [];
  const part = WELL_BEING_TRANSLATED.page;
  return entries.flatMap((entry) =>
    (Object.entries(part.fields) as [keyof typeof part.fields, string][]).flatMap(([key, field]) =>
      itemRows(part, { id: page.id, english: page }, entry, `pageTexts.${field}`, {
        [key]: entry[1].wellBeing.pageTexts[field],
      }),
    ),
  );
}

/**
 * Well-being's texts in every translated language, into text_translations by the seed's rule: a text
 * someone changed since the seed wrote it stays. Categories always; listings, articles and the main
 * page's banners with the demo content (the English rows exist only then).
 */
export async function seedWellBeingTexts(db: Db, entries: Entry[], demo: boolean): Promise<void> {
  const rows = await categoryRows(db, entries);
  if (demo) {
    rows.push(
      ...(await listingRows(db, entries)),
      ...(await articleRows(db, entries)),
      ...(await pageRows(db, entries)),
    );
  }
  await seedTranslations(db, rows);
}
