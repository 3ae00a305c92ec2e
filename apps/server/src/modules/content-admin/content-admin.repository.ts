import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentPages, type ContentSection } from '../../db/schema/index.js';

/*
 * A page's English text is its row of content_pages; every other language is rows of text_translations
 * (entity content_page, fields title, intro, sections.<n>.heading / .text), read and written through
 * translated-texts.repository.ts as every kind's are.
 */

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
