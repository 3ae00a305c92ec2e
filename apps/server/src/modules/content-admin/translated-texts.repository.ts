import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { textTranslations } from '../../db/schema/index.js';
import { upsertTranslations, type TranslationRow } from '../../db/text-translations.js';

/*
 * The translated texts an admin edits, of any entity (pages and every kind of the registry): read, written by
 * a person, marked reviewed. The original stays in the item's own table.
 */

/** Every text of an entity (all items, all languages), or of one item in the given languages. */
export function textsOf(db: Db, entity: string, only?: { id: number; langs: string[] }) {
  return db
    .select({
      entityId: textTranslations.entityId,
      field: textTranslations.field,
      lang: textTranslations.lang,
      text: textTranslations.text,
      origin: textTranslations.origin,
      reviewed: textTranslations.reviewed,
      sourceHash: textTranslations.sourceHash,
      updatedAt: textTranslations.updatedAt,
    })
    .from(textTranslations)
    .where(
      only
        ? and(
            eq(textTranslations.entity, entity),
            eq(textTranslations.entityId, only.id),
            inArray(textTranslations.lang, only.langs),
          )
        : eq(textTranslations.entity, entity),
    );
}

export interface TextEdit {
  entity: string;
  entityId: number;
  lang: string;
  /** the texts a person wrote (origin site), each with the original it translates */
  write: TranslationRow[];
  /** fields whose translation is removed (readers get the original) */
  removed: string[];
}

/** A person's texts replace the seed's and a machine's (`upsertTranslations`), removals in the same transaction. */
export async function saveTexts(db: Db, edit: TextEdit): Promise<void> {
  await db.transaction(async (tx) => {
    if (edit.removed.length > 0)
      await tx
        .delete(textTranslations)
        .where(
          and(
            eq(textTranslations.entity, edit.entity),
            eq(textTranslations.entityId, edit.entityId),
            eq(textTranslations.lang, edit.lang),
            inArray(textTranslations.field, edit.removed),
          ),
        );
    await upsertTranslations(tx, edit.write);
  });
}

/** Sets `reviewed` on the item's texts in `lang`; answers how many there were. */
export async function setReviewed(
  db: Db,
  key: { entity: string; entityId: number; lang: string },
  reviewed: boolean,
): Promise<number> {
  const rows = await db
    .update(textTranslations)
    .set({ reviewed, updatedAt: new Date() })
    .where(
      and(
        eq(textTranslations.entity, key.entity),
        eq(textTranslations.entityId, key.entityId),
        eq(textTranslations.lang, key.lang),
      ),
    )
    .returning({ field: textTranslations.field });
  return rows.length;
}
