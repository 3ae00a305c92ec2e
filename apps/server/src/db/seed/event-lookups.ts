import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { ageGroups, eventCategories } from '../schema/index.js';
import type { TranslationRow } from '../text-translations.js';
import { AGE_GROUPS, EVENT_CATEGORIES, type Lookup } from './event-lookups-data.js';
import { seedTranslations } from './seed-translations.js';

type LookupTable = typeof eventCategories | typeof ageGroups;

/**
 * One list of names (natural key: slug): the English name and order refreshed on every start, the
 * other languages into text_translations by the seed's rule (a name someone changed stays).
 */
async function seedLookup(db: Db, table: LookupTable, entity: string, lookups: Lookup[]): Promise<void> {
  await db
    .insert(table)
    .values(lookups.map((l, i) => ({ slug: l.slug, name: l.names.en, sortOrder: i })))
    .onConflictDoUpdate({
      target: table.slug,
      set: { name: sql`excluded.name`, sortOrder: sql`excluded.sort_order` },
    });
  const ids = new Map(
    (await db.select({ id: table.id, slug: table.slug }).from(table)).map((r) => [r.slug, r.id]),
  );
  const rows = lookups.flatMap((l) =>
    Object.entries(l.names).flatMap(([lang, text]): TranslationRow[] => {
      const entityId = ids.get(l.slug);
      if (lang === 'en' || !text || entityId === undefined) return [];
      const state = l.states[lang];
      const origin = state === 'machine' ? 'machine' : 'site';
      return [
        {
          entity,
          entityId,
          field: 'name',
          lang,
          text,
          origin,
          reviewed: state === 'reviewed',
          original: l.names.en,
        },
      ];
    }),
  );
  await seedTranslations(db, rows);
}

/** Event types and age groups are reference data: always seeded. */
export async function seedEventLookups(db: Db): Promise<void> {
  await seedLookup(db, eventCategories, 'event_category', EVENT_CATEGORIES);
  await seedLookup(db, ageGroups, 'age_group', AGE_GROUPS);
}
