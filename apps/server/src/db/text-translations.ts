import { createHash } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { inIds, runPrepared } from './prepared.js';
import { textTranslations } from './schema/index.js';

export type TranslationOrigin = 'site' | 'machine' | 'owner';

export type TranslatedText = {
  text: string;
  origin: TranslationOrigin;
  reviewed: boolean;
  sourceHash: string;
};

/** field → its text in the asked language, for each item id that has one */
export type TranslationsById = Map<number, Map<string, TranslatedText>>;

export function sourceHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The items of a page whose texts may have a translation, by entity of text_translations. */
export type TranslationWants = { entity: string; ids: readonly number[] }[];

/**
 * The texts in `lang` of several entities' items (a page's listings and their categories and cities)
 * in one statement. Use `currentText` to drop one made from an older original.
 */
export async function findTranslationsOf(
  db: Db,
  wants: TranslationWants,
  lang: string,
): Promise<Map<string, TranslationsById>> {
  const byEntity = new Map<string, TranslationsById>();
  const asked = wants.filter((w) => w.ids.length > 0);
  if (asked.length === 0) return byEntity;
  const rows = await runPrepared(
    db
      .select({
        entity: textTranslations.entity,
        entityId: textTranslations.entityId,
        field: textTranslations.field,
        text: textTranslations.text,
        origin: textTranslations.origin,
        reviewed: textTranslations.reviewed,
        sourceHash: textTranslations.sourceHash,
      })
      .from(textTranslations)
      .where(
        and(
          eq(textTranslations.lang, lang),
          or(
            ...asked.map((w) =>
              and(
                eq(textTranslations.entity, w.entity),
                inIds(textTranslations.entityId, [...new Set(w.ids)]),
              ),
            ),
          ),
        ),
      ),
  );
  for (const { entity, entityId, field, ...text } of rows) {
    const byId = byEntity.get(entity) ?? new Map<number, Map<string, TranslatedText>>();
    const fields = byId.get(entityId) ?? new Map<string, TranslatedText>();
    fields.set(field, { ...text, origin: text.origin as TranslationOrigin });
    byId.set(entityId, fields);
    byEntity.set(entity, byId);
  }
  return byEntity;
}

/** The texts of one entity's `ids` in `lang`; use `currentText` to drop one made from an older original. */
export async function findTranslations(
  db: Db,
  entity: string,
  ids: readonly number[],
  lang: string,
): Promise<TranslationsById> {
  return (await findTranslationsOf(db, [{ entity, ids }], lang)).get(entity) ?? new Map();
}

/**
 * The translation to show for `original`, or undefined to show the original: a machine or site
 * text made from another original is stale; an owner's own text stays theirs.
 */
export function currentText(
  original: string,
  translated: TranslatedText | undefined,
): TranslatedText | undefined {
  if (!translated) return undefined;
  if (translated.origin !== 'owner' && translated.sourceHash !== sourceHash(original)) return undefined;
  return translated;
}

export type TranslationRow = {
  entity: string;
  entityId: number;
  field: string;
  lang: string;
  text: string;
  origin: TranslationOrigin;
  reviewed?: boolean;
  /** the original text this translates */
  original: string;
};

/** Writes (or replaces) translations: owner over site over machine, unless the kept one is stale. */
export async function upsertTranslations(db: Db, rows: readonly TranslationRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(textTranslations)
    .values(
      rows.map((r) => ({
        entity: r.entity,
        entityId: r.entityId,
        field: r.field,
        lang: r.lang,
        text: r.text,
        origin: r.origin,
        reviewed: r.reviewed ?? r.origin === 'owner',
        sourceHash: sourceHash(r.original),
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
      // an owner's text wins over all; the site's over the machine's; a machine text replaces only
      // another machine text, or a site text made from an older original
      setWhere: sql`excluded.origin = 'owner'
        or (excluded.origin = 'site' and ${textTranslations.origin} <> 'owner')
        or (excluded.origin = 'machine' and (${textTranslations.origin} = 'machine'
          or (${textTranslations.origin} = 'site' and ${textTranslations.sourceHash} <> excluded.source_hash)))`,
    });
}

const rowKey = (r: { entity: string; entityId: number; field: string; lang: string }) =>
  `${r.entity}\n${r.entityId}\n${r.field}\n${r.lang}`;

/**
 * `upsertTranslations` for the rows whose text or original differ from what is stored: a seed run
 * at every start writes nothing when nothing changed, and a text an admin marked reviewed stays so.
 */
export async function upsertChangedTranslations(db: Db, rows: readonly TranslationRow[]): Promise<void> {
  if (rows.length === 0) return;
  const existing = await db
    .select({
      entity: textTranslations.entity,
      entityId: textTranslations.entityId,
      field: textTranslations.field,
      lang: textTranslations.lang,
      text: textTranslations.text,
      sourceHash: textTranslations.sourceHash,
    })
    .from(textTranslations)
    .where(inArray(textTranslations.entity, [...new Set(rows.map((r) => r.entity))]));
  const current = new Map(existing.map((r) => [rowKey(r), r]));
  const changed = rows.filter((r) => {
    const had = current.get(rowKey(r));
    return !had || had.text !== r.text || had.sourceHash !== sourceHash(r.original);
  });
  for (let i = 0; i < changed.length; i += 500) await upsertTranslations(db, changed.slice(i, i + 500));
}
