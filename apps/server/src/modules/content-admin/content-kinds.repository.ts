import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { textTranslations } from '../../db/schema/index.js';

export type KindTextRow = Awaited<ReturnType<typeof textsOf>>[number];

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

export interface KindTextWrite {
  entity: string;
  entityId: number;
  lang: string;
  reviewed: boolean;
  /** field → text and the hash of the English it translates */
  texts: { field: string; text: string; sourceHash: string }[];
  /** fields whose translation is removed (readers get English) */
  removed: string[];
}

/** A person's texts replace whatever is stored (a machine's, the seed's), in one transaction. */
export async function saveTexts(db: Db, w: KindTextWrite): Promise<void> {
  await db.transaction(async (tx) => {
    if (w.removed.length > 0)
      await tx
        .delete(textTranslations)
        .where(
          and(
            eq(textTranslations.entity, w.entity),
            eq(textTranslations.entityId, w.entityId),
            eq(textTranslations.lang, w.lang),
            inArray(textTranslations.field, w.removed),
          ),
        );
    if (w.texts.length === 0) return;
    await tx
      .insert(textTranslations)
      .values(
        w.texts.map((t) => ({
          entity: w.entity,
          entityId: w.entityId,
          field: t.field,
          lang: w.lang,
          text: t.text,
          origin: 'site',
          reviewed: w.reviewed,
          sourceHash: t.sourceHash,
        })),
      )
      .onConflictDoUpdate({
        target: [
          textTranslations.entity,
          textTranslations.entityId,
          textTranslations.field,
          textTranslations.lang,
        ],
        set: {
          text: sql`excluded.text`,
          origin: sql`excluded.origin`,
          reviewed: sql`excluded.reviewed`,
          sourceHash: sql`excluded.source_hash`,
          updatedAt: sql`now()`,
        },
      });
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
