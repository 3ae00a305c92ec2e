import { and, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  businessAccounts,
  businessPlans,
  cities,
  nupostFollows,
  nupostNotices,
  provinces,
  textTranslations,
  translationQueue,
} from '../../db/schema/index.js';

export type NoticeRow = typeof nupostNotices.$inferSelect;
export type NoticeValues = Pick<
  typeof nupostNotices.$inferInsert,
  'title' | 'body' | 'link' | 'picture' | 'originalLang' | 'audience' | 'provinceId' | 'cityId'
>;

/** `text_translations.entity` of a notice's texts (the translation worker's entity). */
export const NOTICE_ENTITY = 'nupost_notice';
export const NOTICE_FIELDS = ['title', 'body'] as const;

/** The business account and its plan's caps; null when the user holds none. */
export async function findAccountWithPlan(db: Db, userId: number) {
  const [row] = await db
    .select({
      userId: businessAccounts.userId,
      businessName: businessAccounts.businessName,
      planName: businessPlans.name,
      planScheme: businessPlans.planScheme,
      memberLimit: businessPlans.memberLimit,
      noticeLimit: businessPlans.noticeLimit,
    })
    .from(businessAccounts)
    .innerJoin(businessPlans, eq(businessPlans.id, businessAccounts.planId))
    .where(eq(businessAccounts.userId, userId));
  return row ?? null;
}
export type AccountWithPlan = NonNullable<Awaited<ReturnType<typeof findAccountWithPlan>>>;

export async function insertNotice(db: Db, businessUserId: number, values: NoticeValues): Promise<NoticeRow> {
  const [row] = await db
    .insert(nupostNotices)
    .values({ ...values, businessUserId })
    .returning();
  return row!;
}

/** The business's notice, locked for the transaction when `lock`; null when it is not theirs. */
export async function findOwnNotice(
  db: Db,
  businessUserId: number,
  id: number,
  lock = false,
): Promise<NoticeRow | null> {
  const q = db
    .select()
    .from(nupostNotices)
    .where(and(eq(nupostNotices.id, id), eq(nupostNotices.businessUserId, businessUserId)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function updateNotice(
  db: Db,
  id: number,
  values: Partial<typeof nupostNotices.$inferInsert>,
): Promise<NoticeRow> {
  const [row] = await db
    .update(nupostNotices)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(nupostNotices.id, id))
    .returning();
  return row!;
}

export async function deleteNotice(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(textTranslations)
      .where(and(eq(textTranslations.entity, NOTICE_ENTITY), eq(textTranslations.entityId, id)));
    await tx.delete(nupostNotices).where(eq(nupostNotices.id, id));
  });
}

/** A page of the business's notices, newest first, and how many it has in all. */
export async function listNotices(db: Db, businessUserId: number, limit: number, offset: number) {
  const where = eq(nupostNotices.businessUserId, businessUserId);
  const rows = await db
    .select()
    .from(nupostNotices)
    .where(where)
    .orderBy(desc(nupostNotices.createdAt), desc(nupostNotices.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(nupostNotices).where(where);
  return { rows, count: Number(total?.n ?? 0) };
}

/** Notices going out or gone out (scheduled, sending, sent) whose time falls in [from, to), but `exceptId`. */
export async function countNoticesInPeriod(
  db: Db,
  businessUserId: number,
  from: Date,
  to: Date,
  exceptId = 0,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(nupostNotices)
    .where(
      and(
        eq(nupostNotices.businessUserId, businessUserId),
        inArray(nupostNotices.status, ['scheduled', 'sending', 'sent']),
        gte(nupostNotices.scheduledAt, from),
        lt(nupostNotices.scheduledAt, to),
        sql`${nupostNotices.id} <> ${exceptId}`,
      ),
    );
  return Number(row?.n ?? 0);
}

export async function countActiveFollowers(db: Db, businessUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(nupostFollows)
    .where(and(eq(nupostFollows.businessUserId, businessUserId), isNull(nupostFollows.endedAt)));
  return Number(row?.n ?? 0);
}

/** Per notice: members of its business who stopped following after it was sent. */
export async function unsubscribedSince(
  db: Db,
  notices: readonly Pick<NoticeRow, 'id' | 'businessUserId' | 'sentAt'>[],
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  const sent = notices.filter((n) => n.sentAt !== null);
  if (sent.length === 0) return out;
  const rows = await db
    .select({ id: nupostNotices.id, n: count(nupostFollows.id) })
    .from(nupostNotices)
    .innerJoin(
      nupostFollows,
      and(
        eq(nupostFollows.businessUserId, nupostNotices.businessUserId),
        sql`${nupostFollows.endedAt} >= ${nupostNotices.sentAt}`,
        sql`${nupostFollows.createdAt} <= ${nupostNotices.sentAt}`,
      ),
    )
    .where(
      inArray(
        nupostNotices.id,
        sent.map((n) => n.id),
      ),
    )
    .groupBy(nupostNotices.id);
  for (const r of rows) out.set(r.id, Number(r.n));
  return out;
}

export interface StoredText {
  field: string;
  lang: string;
  text: string;
  origin: string;
  sourceHash: string;
}

/** Every stored text of a notice (all languages, machine and the business's own), or of one language. */
export async function noticeTexts(db: Db, id: number, lang?: string): Promise<StoredText[]> {
  return db
    .select({
      field: textTranslations.field,
      lang: textTranslations.lang,
      text: textTranslations.text,
      origin: textTranslations.origin,
      sourceHash: textTranslations.sourceHash,
    })
    .from(textTranslations)
    .where(
      and(
        eq(textTranslations.entity, NOTICE_ENTITY),
        eq(textTranslations.entityId, id),
        lang === undefined ? undefined : eq(textTranslations.lang, lang),
      ),
    );
}

/**
 * Removes texts of a notice: the business's own of one language (the machine's come back at the worker's
 * next pass, from its cache), or, with no language, the machine's of every language (written from another one).
 */
export async function deleteTexts(
  db: Db,
  id: number,
  what: { writtenIn: string } | 'machine',
): Promise<void> {
  await db
    .delete(textTranslations)
    .where(
      and(
        eq(textTranslations.entity, NOTICE_ENTITY),
        eq(textTranslations.entityId, id),
        what === 'machine'
          ? eq(textTranslations.origin, 'machine')
          : and(eq(textTranslations.lang, what.writtenIn), eq(textTranslations.origin, 'owner')),
      ),
    );
}

/** Holds the business account row until the transaction ends: its sends and drafts are counted one at a time. */
export async function lockAccount(db: Db, businessUserId: number): Promise<void> {
  await db
    .select({ id: businessAccounts.userId })
    .from(businessAccounts)
    .where(eq(businessAccounts.userId, businessUserId))
    .for('update');
}

/** Notices the business keeps that never went out (drafts and cancelled ones). */
export async function countDrafts(db: Db, businessUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(nupostNotices)
    .where(
      and(
        eq(nupostNotices.businessUserId, businessUserId),
        inArray(nupostNotices.status, ['draft', 'cancelled']),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Whether the province or city an audience names exists. */
export async function placeExists(db: Db, place: { provinceId: number | null; cityId: number | null }) {
  if (place.cityId !== null) {
    const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, place.cityId));
    return !!city;
  }
  if (place.provinceId !== null) {
    const [province] = await db
      .select({ id: provinces.id })
      .from(provinces)
      .where(eq(provinces.id, place.provinceId));
    return !!province;
  }
  return true;
}

/** Whether one of the business's notices shows the picture at `url`. */
export async function pictureInUse(db: Db, businessUserId: number, url: string): Promise<boolean> {
  const [row] = await db
    .select({ id: nupostNotices.id })
    .from(nupostNotices)
    .where(and(eq(nupostNotices.businessUserId, businessUserId), eq(nupostNotices.picture, url)))
    .limit(1);
  return row !== undefined;
}

/** The distinct pictures the business's notices show. */
export async function picturesOf(db: Db, businessUserId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ picture: nupostNotices.picture })
    .from(nupostNotices)
    .where(and(eq(nupostNotices.businessUserId, businessUserId), sql`${nupostNotices.picture} is not null`));
  return rows.map((r) => r.picture!);
}

/** The failed attempts of the notice's translation waiting in the queue; null when it is not queued. */
export async function queuedTranslationAttempts(db: Db, id: number): Promise<number | null> {
  const [row] = await db
    .select({ attempts: translationQueue.attempts })
    .from(translationQueue)
    .where(and(eq(translationQueue.entity, NOTICE_ENTITY), eq(translationQueue.entityId, id)));
  return row ? row.attempts : null;
}
