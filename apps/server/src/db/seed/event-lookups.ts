import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { ageGroups, eventCategories } from '../schema/index.js';
import { AGE_GROUPS, EVENT_CATEGORIES } from './event-lookups-data.js';

/** Event types and age groups are reference data: always seeded, names refreshed (natural key: slug). */
export async function seedEventLookups(db: Db): Promise<void> {
  await db
    .insert(eventCategories)
    .values(EVENT_CATEGORIES.map((c, i) => ({ slug: c.slug, names: c.names, sortOrder: i })))
    .onConflictDoUpdate({
      target: eventCategories.slug,
      set: { names: sql`excluded.names`, sortOrder: sql`excluded.sort_order` },
    });
  await db
    .insert(ageGroups)
    .values(AGE_GROUPS.map((g, i) => ({ slug: g.slug, names: g.names, sortOrder: i })))
    .onConflictDoUpdate({
      target: ageGroups.slug,
      set: { names: sql`excluded.names`, sortOrder: sql`excluded.sort_order` },
    });
}
