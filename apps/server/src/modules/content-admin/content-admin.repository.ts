import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  CONTENT_ENTITY,
  contentPages,
  textTranslations,
  type ContentSection,
} from '../../db/schema/index.js';
import { upsertTranslations, type TranslationRow } from '../../db/text-translations.js';

/*
 * A page's English text is its row of content_pages; every other language is rows of text_translations
 * (entity content_page, fields title, intro, sections.<n>.heading / .text).
 */
const ENTITY = CONTENT_ENTITY.contentPage;

export function listEnglishPages(db: Db) {
  return db
    .select({ id: contentPages.id, slug: contentPages.slug, title: contentPages.title })
    .from(contentPages)
    .orderBy(asc(contentPages.slug));
}

export async function findEnglishPage(db: Db, slug: string) {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
  return row;
}

/** The stored translations of pages (all pages when `pageId` is absent), in `langs` when given. */
export function pageTranslations(db: Db, q: { pageId?: number; langs?: string[] } = {}) {
  return db
    .select({
      entityId: textTranslations.entityId,
      lang: textTranslations.lang,
      field: textTranslations.field,
      text: textTranslations.text,
      origin: textTranslations.origin,
      reviewed: textTranslations.reviewed,
      updatedAt: textTranslations.updatedAt,
    })
    .from(textTranslations)
    .where(
      and(
        eq(textTranslations.entity, ENTITY),
        q.pageId === undefined ? undefined : eq(textTranslations.entityId, q.pageId),
        q.langs ? inArray(textTranslations.lang, q.langs) : undefined,
      ),
    );
}

export async function saveEnglishPage(
  db: Db,
  slug: string,
  text: { title: string; intro: string; sections: ContentSection[] },
) {
  const [saved] = await db
    .update(contentPages)
    .set({ ...text, updatedAt: new Date() })
    .where(eq(contentPages.slug, slug))
    .returning();
  return saved!;
}

/** Writes the given fields of a page in `lang` and removes the listed ones (left empty), in one transaction. */
export async function savePageTranslation(
  db: Db,
  pageId: number,
  lang: string,
  write: TranslationRow[],
  remove: string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    if (remove.length > 0)
      await tx
        .delete(textTranslations)
        .where(
          and(
            eq(textTranslations.entity, ENTITY),
            eq(textTranslations.entityId, pageId),
            eq(textTranslations.lang, lang),
            inArray(textTranslations.field, remove),
          ),
        );
    await upsertTranslations(tx, write);
  });
}

/** Marks every text of the page in `lang`; how many there were. */
export async function setReviewed(db: Db, pageId: number, lang: string, reviewed: boolean): Promise<number> {
  const rows = await db
    .update(textTranslations)
    .set({ reviewed, updatedAt: new Date() })
    .where(
      and(
        eq(textTranslations.entity, ENTITY),
        eq(textTranslations.entityId, pageId),
        eq(textTranslations.lang, lang),
      ),
    )
    .returning({ field: textTranslations.field });
  return rows.length;
}
