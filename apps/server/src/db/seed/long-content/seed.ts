import type { Db } from '../../client.js';
import { sponsors } from '../../schema/index.js';
import { seedTranslations } from '../seed-translations.js';
import type { TranslatedLang } from '../translations-data/types.js';
import { seedBillboardTexts, seedContentTexts } from './content-texts.js';
import type { LongContent, LongContentPart } from './types.js';
import { seedWellBeingTexts } from './well-being-texts.js';

type Entry = [TranslatedLang, LongContent];

/** Whether a native reader checked the item's text (its review state in the language's files). */
const isReviewed = (c: LongContent, part: LongContentPart, key: string | number) =>
  (c.review?.(part, String(key)) ?? 'written') === 'reviewed';

async function seedSponsors(db: Db, entries: Entry[]): Promise<void> {
  const rows = await db
    .select({ id: sponsors.id, slug: sponsors.slug, original: sponsors.description })
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
  await seedContentTexts(db, entries);
  await seedSponsors(db, entries);
  await seedWellBeingTexts(db, entries, opts.demo);
  if (opts.demo) await seedBillboardTexts(db, entries);
}
