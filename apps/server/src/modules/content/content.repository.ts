import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  billboardItems,
  contentPages,
  sponsors,
  storyPages,
  teamMembers,
  tips,
} from '../../db/schema/index.js';

/** The languages to read: the caller's and en (the fallback). */
const langs = (lang: string) => [...new Set([lang, 'en'])];

export function listBillboard(db: Db, lang: string) {
  return db
    .select()
    .from(billboardItems)
    .where(inArray(billboardItems.language, langs(lang)))
    .orderBy(desc(billboardItems.updatedAt), asc(billboardItems.slug));
}

export function listTeam(db: Db, lang: string, positionIndex?: number) {
  const filter = inArray(teamMembers.language, langs(lang));
  return db
    .select()
    .from(teamMembers)
    .where(positionIndex === undefined ? filter : and(filter, eq(teamMembers.positionIndex, positionIndex)))
    .orderBy(asc(teamMembers.positionIndex));
}

export function listStories(db: Db, lang: string, storyId?: number) {
  const filter = inArray(storyPages.language, langs(lang));
  return db
    .select()
    .from(storyPages)
    .where(storyId === undefined ? filter : and(filter, eq(storyPages.storyId, storyId)))
    .orderBy(asc(storyPages.storyId));
}

export function findPage(db: Db, slug: string, lang: string) {
  return db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), inArray(contentPages.language, langs(lang))));
}

/** The tips of one month in `language`, one page, and how many that month has. */
export async function pageOfTips(
  db: Db,
  q: { year: number; month: number; language: string; limit: number; offset: number },
) {
  const where = and(eq(tips.year, q.year), eq(tips.month, q.month), eq(tips.language, q.language));
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: tips.id, day: tips.position, title: tips.title, text: tips.text })
      .from(tips)
      .where(where)
      .orderBy(asc(tips.position))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(tips).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function hasTipsIn(db: Db, year: number, month: number, language: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tips.id })
    .from(tips)
    .where(and(eq(tips.year, year), eq(tips.month, month), eq(tips.language, language)))
    .limit(1);
  return !!row;
}

export function listSponsors(db: Db) {
  return db.select().from(sponsors).orderBy(asc(sponsors.sortOrder), asc(sponsors.id));
}
