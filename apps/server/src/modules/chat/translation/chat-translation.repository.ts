import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.js';
import { chatMembers, textTranslations, translationCache, users } from '../../../db/schema/index.js';
import { sourceHash, upsertTranslations } from '../../../db/text-translations.js';

/** `text_translations.entity` and `field` of a chat message's text. */
export const CHAT_ENTITY = 'chat_message';
export const CHAT_FIELD = 'text';

/** The translation_cache key of a text written in `lang` (the listings worker's key, so both share it). */
export const cacheKey = (lang: string, text: string) => sourceHash(`${lang}\n${text}`);

const daysAgo = (days: number) => sql`now() - ${days} * interval '1 day'`;

/** The languages these users read in (their profile's), each once. */
export async function languagesOf(db: Db, userIds: readonly number[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ lang: users.preferredLanguage })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return rows.map((r) => r.lang);
}

/** The languages of a conversation's present members. */
export async function conversationLanguages(db: Db, conversationId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ lang: users.preferredLanguage })
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.userId))
    .where(and(eq(chatMembers.conversationId, conversationId), sql`${chatMembers.leftAt} is null`));
  return rows.map((r) => r.lang);
}

/** Cached provider answers in `targetLang` younger than `days`: cache key → text. */
export async function freshCached(
  db: Db,
  keys: readonly string[],
  targetLang: string,
  days: number,
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: translationCache.sourceHash, text: translationCache.text })
    .from(translationCache)
    .where(
      and(
        eq(translationCache.targetLang, targetLang),
        inArray(translationCache.sourceHash, [...new Set(keys)]),
        sql`${translationCache.createdAt} > ${daysAgo(days)}`,
      ),
    );
  return new Map(rows.map((r) => [r.key, r.text]));
}

/** Stores provider answers; an expired entry is replaced and its age starts again. */
export async function putCached(
  db: Db,
  rows: readonly { key: string; targetLang: string; text: string; provider: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(translationCache)
    .values(
      rows.map((r) => ({ sourceHash: r.key, targetLang: r.targetLang, text: r.text, provider: r.provider })),
    )
    .onConflictDoUpdate({
      target: [translationCache.sourceHash, translationCache.targetLang],
      set: { text: sql`excluded.text`, provider: sql`excluded.provider`, createdAt: sql`now()` },
    });
}

export interface StoredTranslation {
  text: string;
  sourceHash: string;
  /** younger than the days asked */
  fresh: boolean;
}

/** The stored texts of these messages in `lang`: message id → text, its source hash and freshness. */
export async function storedTranslations(
  db: Db,
  messageIds: readonly number[],
  lang: string,
  days: number,
): Promise<Map<number, StoredTranslation>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: textTranslations.entityId,
      text: textTranslations.text,
      sourceHash: textTranslations.sourceHash,
      fresh: sql<boolean>`${textTranslations.updatedAt} > ${daysAgo(days)}`,
    })
    .from(textTranslations)
    .where(
      and(
        eq(textTranslations.entity, CHAT_ENTITY),
        eq(textTranslations.field, CHAT_FIELD),
        eq(textTranslations.lang, lang),
        inArray(textTranslations.entityId, [...new Set(messageIds)]),
      ),
    );
  return new Map(
    rows.map((r) => [r.id, { text: r.text, sourceHash: r.sourceHash, fresh: r.fresh === true }]),
  );
}

/** Machine translations of messages (origin 'machine', hashed from the original). */
export async function storeTranslations(
  db: Db,
  rows: readonly { messageId: number; lang: string; text: string; original: string }[],
): Promise<void> {
  await upsertTranslations(
    db,
    rows.map((r) => ({
      entity: CHAT_ENTITY,
      entityId: r.messageId,
      field: CHAT_FIELD,
      lang: r.lang,
      text: r.text,
      origin: 'machine' as const,
      original: r.original,
    })),
  );
}

export interface UntranslatedMessage {
  id: number;
  conversationId: number;
  seq: number;
  text: string;
  lang: string;
  /** a language one of its conversation's present members reads in, with no translation stored */
  target: string;
}

/**
 * Among the newest `scanMessages` messages, those written between `maxAgeMs` and `minAgeMs` ago that miss
 * a translation into a language their conversation's members read: what a lost event, a restart or a
 * failed provider call left behind. Bounded by the primary key, so it stays cheap on a long history.
 */
export async function untranslatedRecent(
  db: Db,
  opts: { minAgeMs: number; maxAgeMs: number; scanMessages: number; limit: number },
): Promise<UntranslatedMessage[]> {
  const result = await db.execute(sql`
    with recent as (
      select id, conversation_id, seq, text, lang from chat_messages
       where id > (select coalesce(max(id), 0) from chat_messages) - ${opts.scanMessages}
         and created_at <= now() - ${opts.minAgeMs} * interval '1 millisecond'
         and created_at > now() - ${opts.maxAgeMs} * interval '1 millisecond'
    )
    select distinct m.id, m.conversation_id as "conversationId", m.seq, m.text, m.lang,
           u.preferred_language as target
      from recent m
      join chat_members cm on cm.conversation_id = m.conversation_id and cm.left_at is null
      join users u on u.id = cm.user_id
     where u.preferred_language <> m.lang
       and not exists (
         select 1 from text_translations t
          where t.entity = ${CHAT_ENTITY} and t.field = ${CHAT_FIELD}
            and t.entity_id = m.id and t.lang = u.preferred_language)
     order by m.id desc
     limit ${opts.limit}`);
  return rowsOf<UntranslatedMessage>(result).map((r) => ({
    ...r,
    id: Number(r.id),
    conversationId: Number(r.conversationId),
    seq: Number(r.seq),
  }));
}
