import { eq } from 'drizzle-orm';
import { sourceHash, type TranslationRow } from '../text-translations.js';
import type { Db } from '../client.js';
import { textTranslations } from '../schema/index.js';
import { seedRows, upsertInto } from './seed-rows.js';

/**
 * Writes the site's translations into text_translations by the seed's rule (`seed-rows.ts`): a new
 * text, or one still as the seed left it, is written; one an admin marked reviewed or changed, an
 * owner's text, or a newer machine translation is kept. One ledger per entity.
 */
export async function seedTranslations(db: Db, rows: readonly TranslationRow[]): Promise<void> {
  const byEntity = new Map<string, TranslationRow[]>();
  for (const r of rows) byEntity.set(r.entity, [...(byEntity.get(r.entity) ?? []), r]);
  const write = upsertInto(db, textTranslations, ['entity', 'entityId', 'field', 'lang']);
  for (const [entity, list] of byEntity) {
    const existing = await db.select().from(textTranslations).where(eq(textTranslations.entity, entity));
    await seedRows(
      db,
      {
        ledger: `text_translations:${entity}`,
        key: ['entity', 'entityId', 'field', 'lang'],
        wanted: list.map((r) => ({
          entity: r.entity,
          entityId: r.entityId,
          field: r.field,
          lang: r.lang,
          text: r.text,
          origin: r.origin,
          reviewed: r.reviewed ?? false,
          sourceHash: sourceHash(r.original),
        })),
        existing,
      },
      write,
    );
  }
}
