import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentPages, type ContentSection } from '../../db/schema/index.js';

/** Every page in every language: what the state grid needs. */
export function listPageStates(db: Db) {
  return db
    .select({
      slug: contentPages.slug,
      language: contentPages.language,
      title: contentPages.title,
      reviewed: contentPages.reviewed,
    })
    .from(contentPages)
    .orderBy(asc(contentPages.slug));
}

export function pageIn(db: Db, slug: string, languages: string[]) {
  return db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), inArray(contentPages.language, languages)));
}

export async function savePage(
  db: Db,
  row: {
    slug: string;
    language: string;
    title: string;
    intro: string;
    sections: ContentSection[];
    reviewed: boolean;
  },
) {
  const { title, intro, sections, reviewed } = row;
  const [saved] = await db
    .insert(contentPages)
    .values(row)
    .onConflictDoUpdate({
      target: [contentPages.slug, contentPages.language],
      set: { title, intro, sections, reviewed, updatedAt: new Date() },
    })
    .returning();
  return saved!;
}

/** Returns the row, or undefined when the page has no text in that language. */
export async function setReviewed(db: Db, slug: string, language: string, reviewed: boolean) {
  const [row] = await db
    .update(contentPages)
    .set({ reviewed, updatedAt: new Date() })
    .where(and(eq(contentPages.slug, slug), eq(contentPages.language, language)))
    .returning();
  return row;
}
