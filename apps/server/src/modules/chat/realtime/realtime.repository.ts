import { and, asc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import {
  chatBlocks,
  chatConversations,
  chatMembers,
  chatMessages,
  pushSubscriptions,
  sessions,
  users,
} from '../../../db/schema/index.js';

/** No block between `a` and `b`, in either direction (SQL condition on two user id columns). */
const notBlockedEitherWay = (a: typeof users.id | typeof chatMembers.userId, b: unknown) =>
  sql`not exists (select 1 from ${chatBlocks} where (${chatBlocks.blockerId} = ${a} and ${chatBlocks.blockedId} = ${b}) or (${chatBlocks.blockerId} = ${b} and ${chatBlocks.blockedId} = ${a}))`;

/**
 * For each of `userIds`, the users who share an open membership of a conversation with them, neither
 * having blocked the other: one statement for a whole wave of arrivals.
 */
export async function contactsOf(db: Db, userIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return out;
  const mine = alias(chatMembers, 'mine');
  const rows = await db
    .selectDistinct({ userId: mine.userId, contactId: chatMembers.userId })
    .from(chatMembers)
    .innerJoin(mine, eq(mine.conversationId, chatMembers.conversationId))
    .where(
      and(
        inArray(mine.userId, userIds),
        isNull(mine.leftAt),
        isNull(chatMembers.leftAt),
        ne(chatMembers.userId, mine.userId),
        notBlockedEitherWay(chatMembers.userId, mine.userId),
      ),
    );
  for (const r of rows) out.get(r.userId)?.push(r.contactId);
  return out;
}

/** Open members of the conversation other than `userId` who have not blocked them (who sees their typing). */
export async function typingRecipients(
  db: Db,
  conversationId: number,
  userId: number,
): Promise<number[] | null> {
  const rows = await db
    .select({ id: chatMembers.userId })
    .from(chatMembers)
    .where(and(eq(chatMembers.conversationId, conversationId), isNull(chatMembers.leftAt)));
  const ids = rows.map((r) => r.id);
  if (!ids.includes(userId)) return null;
  const others = ids.filter((id) => id !== userId);
  if (others.length === 0) return [];
  const blockers = await db
    .select({ id: chatBlocks.blockerId })
    .from(chatBlocks)
    .where(and(eq(chatBlocks.blockedId, userId), inArray(chatBlocks.blockerId, others)));
  const blocked = new Set(blockers.map((b) => b.id));
  return others.filter((id) => !blocked.has(id));
}

/**
 * Open members who read in `lang` and get the message: its sender's translation goes to nobody who
 * blocked the sender (as the message itself).
 */
export async function translationRecipients(db: Db, messageId: number, lang: string): Promise<number[]> {
  const rows = await db
    .select({ id: chatMembers.userId })
    .from(chatMessages)
    .innerJoin(chatMembers, eq(chatMembers.conversationId, chatMessages.conversationId))
    .innerJoin(users, eq(users.id, chatMembers.userId))
    .where(
      and(
        eq(chatMessages.id, messageId),
        isNull(chatMembers.leftAt),
        eq(users.preferredLanguage, lang),
        sql`not exists (select 1 from ${chatBlocks} where ${chatBlocks.blockerId} = ${chatMembers.userId} and ${chatBlocks.blockedId} = ${chatMessages.senderId})`,
      ),
    );
  return rows.map((r) => r.id);
}

/** Of `userIds`, the open members not pushed since they last read, who have a push subscription. */
export async function pushCandidates(db: Db, conversationId: number, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: chatMembers.userId })
    .from(chatMembers)
    .where(
      and(
        eq(chatMembers.conversationId, conversationId),
        inArray(chatMembers.userId, userIds),
        isNull(chatMembers.leftAt),
        lte(chatMembers.pushedSeq, chatMembers.lastReadSeq),
        sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${chatMembers.userId})`,
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Claims the push of message `seq` for those of `userIds` not pushed since they last read: one
 * statement, so two processes (or two messages) never push the same member twice before a read.
 */
export async function claimPush(
  db: Db,
  conversationId: number,
  userIds: number[],
  seq: number,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .update(chatMembers)
    .set({ pushedSeq: seq })
    .where(
      and(
        eq(chatMembers.conversationId, conversationId),
        inArray(chatMembers.userId, userIds),
        isNull(chatMembers.leftAt),
        lte(chatMembers.pushedSeq, chatMembers.lastReadSeq),
        gt(sql`${seq}`, chatMembers.lastReadSeq),
      ),
    )
    .returning({ id: chatMembers.userId });
  return rows.map((r) => r.id);
}

/** What a push names: the conversation's name (groups), the sender's, and each reader's language. */
export async function pushContext(
  db: Db,
  conversationId: number,
  senderId: number | null,
  userIds: number[],
) {
  const [conversation] = await db
    .select({ isGroup: chatConversations.isGroup, groupName: chatConversations.groupName })
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationId));
  const ids = senderId === null ? userIds : [...userIds, senderId];
  const people = ids.length
    ? await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          language: users.preferredLanguage,
        })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  const sender = senderId === null ? undefined : byId.get(senderId);
  return {
    isGroup: conversation?.isGroup ?? false,
    groupName: conversation?.groupName ?? null,
    senderName: sender ? `${sender.firstName} ${sender.lastName}`.trim() : '',
    languages: new Map(userIds.map((id) => [id, byId.get(id)?.language ?? 'en'])),
  };
}

/** Of `sessionIds`, those still valid (not signed out, not expired). */
export async function liveSessionIds(db: Db, sessionIds: number[]): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, sessionIds), gt(sessions.expiresAt, new Date())));
  return new Set(rows.map((r) => r.id));
}

/**
 * Catch-up of many conversations in one statement: for each (conversation, cursor), the first
 * `limitEach` messages above the cursor in seq order (a lateral LIMIT per conversation on the
 * (conversation_id, seq) index), leaving out those of `hiddenSenders`. Rows come by conversation, then seq.
 */
export async function messagesAfterCursors(
  db: Db,
  cursors: { conversationId: number; after: number }[],
  hiddenSenders: number[],
  limitEach: number,
) {
  if (cursors.length === 0) return [];
  const wanted = sql.join(
    cursors.map((c) => sql`(${c.conversationId}::int, ${c.after}::int)`),
    sql`, `,
  );
  const visible =
    hiddenSenders.length === 0
      ? sql``
      : sql`and (m.sender_id is null or m.sender_id not in (${sql.join(
          hiddenSenders.map((id) => sql`${id}`),
          sql`, `,
        )}))`;
  const ids = sql`(select p.id from (values ${wanted}) as c(conversation_id, after) cross join lateral (
    select m.id from ${chatMessages} m where m.conversation_id = c.conversation_id and m.seq > c.after ${visible}
    order by m.seq limit ${limitEach}) p)`;
  return db
    .select()
    .from(chatMessages)
    .where(inArray(chatMessages.id, ids))
    .orderBy(asc(chatMessages.conversationId), asc(chatMessages.seq));
}
