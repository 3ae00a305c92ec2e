import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  billboardItems,
  contentPages,
  sponsors,
  storyPages,
  teamMembers,
  tips,
} from '../../db/schema/index.js';

/*
 * The items in English, their original; the service overlays the caller's language from
 * text_translations (`siteTexts`).
 */

export function listBillboard(db: Db) {
  return db.select().from(billboardItems).orderBy(desc(billboardItems.updatedAt), asc(billboardItems.slug));
}

export function listTeam(db: Db, positionIndex?: number) {
  return db
    .select()
    .from(teamMembers)
    .where(positionIndex === undefined ? undefined : eq(teamMembers.positionIndex, positionIndex))
    .orderBy(asc(teamMembers.positionIndex));
}

export function listStories(db: Db, storyId?: number) {
  return db
    .select()
    .from(storyPages)
    .where(storyId === undefined ? undefined : eq(storyPages.storyId, storyId))
    .orderBy(asc(storyPages.storyId));
}

export async function findPage(db: Db, slug: string) {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
  return row;
}

/** The tips of one month, one page, and how many that month has. */
export async function pageOfTips(db: Db, q: { year: number; month: number; limit: number; offset: number }) {
  const where = and(eq(tips.year, q.year), eq(tips.month, q.month));
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

export function listSponsors(db: Db) {
  return db.select().from(sponsors).orderBy(asc(sponsors.sortOrder), asc(sponsors.id));
}
