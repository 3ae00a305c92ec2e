import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import { textTranslations, translationCache, translationQueue } from '../../db/schema/index.js';
import { TRANSLATABLE, type TranslatableEntity } from '../../db/translatable.js';

/** `execute` answers `{ rows }` on both drivers (PGlite and node-postgres). */

/** Puts an item in the queue, or sends it back to the front with its failures forgotten. */
export async function enqueue(db: Db, entity: TranslatableEntity, entityId: number): Promise<void> {
  await db
    .insert(translationQueue)
    .values({ entity, entityId })
    .onConflictDoUpdate({
      target: [translationQueue.entity, translationQueue.entityId],
      set: { attempts: 0, notBefore: sql`now()`, enqueuedAt: sql`clock_timestamp()` },
    });
}

export interface ClaimedItem {
  entity: string;
  entityId: number;
  attempts: number;
  /** enqueued_at as PostgreSQL prints it (microseconds kept): tells a later enqueue apart */
  enqueued: string;
}

/**
 * Takes the most overdue item and leases it for `leaseMs` (its not_before moves past the lease), in one
 * statement: another process skips the locked row and, after the commit, sees it not due.
 */
export async function claimNext(db: Db, leaseMs: number): Promise<ClaimedItem | null> {
  const result = await db.execute(sql`
    with due as (
      select entity, entity_id from translation_queue
       where not_before <= now()
       order by not_before
       limit 1
       for update skip locked
    )
    update translation_queue q
       set not_before = now() + ${leaseMs} * interval '1 millisecond'
      from due
     where q.entity = due.entity and q.entity_id = due.entity_id
    returning q.entity, q.entity_id as "entityId", q.attempts, q.enqueued_at::text as enqueued`);
  const [row] = rowsOf<ClaimedItem>(result);
  return row ? { ...row, entityId: Number(row.entityId), attempts: Number(row.attempts) } : null;
}

const sameEnqueue = (item: ClaimedItem) =>
  and(
    eq(translationQueue.entity, item.entity),
    eq(translationQueue.entityId, item.entityId),
    sql`${translationQueue.enqueuedAt}::text = ${item.enqueued}`,
  );

/** Done: the row goes, unless the item was enqueued again meanwhile (then it is done again). */
export async function finish(db: Db, item: ClaimedItem): Promise<void> {
  await db.delete(translationQueue).where(sameEnqueue(item));
}

/** Failed: try again after `delayMs` (unless it was enqueued again meanwhile, which made it due now). */
export async function retryLater(db: Db, item: ClaimedItem, delayMs: number): Promise<void> {
  await db
    .update(translationQueue)
    .set({
      attempts: sql`${translationQueue.attempts} + 1`,
      notBefore: sql`now() + ${Math.round(delayMs)} * interval '1 millisecond'`,
    })
    .where(sameEnqueue(item));
}

/** Whether the item waits in the queue (or is being translated). */
export async function isQueued(db: Db, entity: TranslatableEntity, entityId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(translationQueue)
    .where(and(eq(translationQueue.entity, entity), eq(translationQueue.entityId, entityId)));
  return row !== undefined;
}

export interface TranslatableItem {
  id: number;
  userId: number | null;
  originalLang: string;
  /** the owner said which language it is written in */
  languageStated: boolean;
  /** field → its written text ('' when empty) */
  fields: Record<string, string>;
}

/** An item's written texts and language; null when it is gone. */
export async function loadItem(
  db: Db,
  entity: TranslatableEntity,
  id: number,
): Promise<TranslatableItem | null> {
  const source = TRANSLATABLE[entity];
  const [row] = (await db
    .select({
      id: source.id,
      userId: source.userId,
      originalLang: source.originalLang,
      languageStated: source.originalLangStated,
      ...source.fields,
    })
    .from(source.table)
    .where(eq(source.id, id))) as Record<string, unknown>[];
  if (!row) return null;
  const fields: Record<string, string> = {};
  for (const name of Object.keys(source.fields)) {
    const value = row[name];
    fields[name] = typeof value === 'string' ? value : '';
  }
  return {
    id: Number(row.id),
    userId: row.userId === null ? null : Number(row.userId),
    originalLang: String(row.originalLang),
    languageStated: row.languageStated === true,
    fields,
  };
}

export async function setOriginalLang(
  db: Db,
  entity: TranslatableEntity,
  id: number,
  lang: string,
  stated = false,
): Promise<void> {
  const source = TRANSLATABLE[entity];
  const statedSet = stated ? sql`, original_lang_stated = true` : sql``;
  await db.execute(
    sql`update ${source.table} set original_lang = ${lang}${statedSet} where ${source.id} = ${id}`,
  );
}

/** What the cache holds for these source hashes in `targetLang`: hash → text. */
export async function cachedTranslations(
  db: Db,
  hashes: readonly string[],
  targetLang: string,
): Promise<Map<string, string>> {
  if (hashes.length === 0) return new Map();
  const rows = await db
    .select({ sourceHash: translationCache.sourceHash, text: translationCache.text })
    .from(translationCache)
    .where(
      and(
        eq(translationCache.targetLang, targetLang),
        inArray(translationCache.sourceHash, [...new Set(hashes)]),
      ),
    );
  return new Map(rows.map((r) => [r.sourceHash, r.text]));
}

export async function cacheTranslations(
  db: Db,
  rows: readonly { sourceHash: string; targetLang: string; text: string; provider: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(translationCache)
    .values([...rows])
    .onConflictDoNothing();
}

/**
 * An item's machine texts: in one language (its own, once corrected: they would only echo it), or in all
 * (they were made from a language it is not written in).
 */
export async function deleteMachineTexts(
  db: Db,
  entity: TranslatableEntity,
  id: number,
  lang?: string,
): Promise<void> {
  await db
    .delete(textTranslations)
    .where(
      and(
        eq(textTranslations.entity, entity),
        eq(textTranslations.entityId, id),
        lang === undefined ? undefined : eq(textTranslations.lang, lang),
        eq(textTranslations.origin, 'machine'),
      ),
    );
}

/** Every stored text of one item, all languages. */
export async function itemTranslations(db: Db, entity: TranslatableEntity, id: number) {
  return db
    .select({
      field: textTranslations.field,
      lang: textTranslations.lang,
      text: textTranslations.text,
      origin: textTranslations.origin,
      reviewed: textTranslations.reviewed,
      sourceHash: textTranslations.sourceHash,
    })
    .from(textTranslations)
    .where(and(eq(textTranslations.entity, entity), eq(textTranslations.entityId, id)));
}

/** Removes the owner's text of a field in a language (the machine's comes back at the next run). */
export async function deleteOwnerText(
  db: Db,
  entity: TranslatableEntity,
  id: number,
  lang: string,
  field: string,
): Promise<void> {
  await db
    .delete(textTranslations)
    .where(
      and(
        eq(textTranslations.entity, entity),
        eq(textTranslations.entityId, id),
        eq(textTranslations.lang, lang),
        eq(textTranslations.field, field),
        eq(textTranslations.origin, 'owner'),
      ),
    );
}

/**
 * Queues every listing of `entity` that has no translation at all yet (the seed's, those written before a
 * provider was configured); one statement, nothing for those already queued.
 */
export async function enqueueUntranslated(db: Db, entity: TranslatableEntity): Promise<number> {
  const source = TRANSLATABLE[entity];
  const result = await db.execute(sql`
    insert into translation_queue (entity, entity_id)
    select ${entity}, s.id from ${source.table} s
     where not exists (
       select 1 from text_translations t where t.entity = ${entity} and t.entity_id = s.id)
    on conflict do nothing
    returning entity_id`);
  return rowsOf(result).length;
}
