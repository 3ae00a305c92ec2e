import { count, desc, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { screenViews } from '../../db/schema/index.js';

export async function insertScreenView(
  db: Db,
  view: { path: string; language: string; userId: number | null },
): Promise<void> {
  await db.insert(screenViews).values(view);
}

export function viewsPerPath(db: Db, since: Date) {
  const views = count();
  return db
    .select({ path: screenViews.path, views })
    .from(screenViews)
    .where(gte(screenViews.createdAt, since))
    .groupBy(screenViews.path)
    .orderBy(desc(views), screenViews.path);
}
