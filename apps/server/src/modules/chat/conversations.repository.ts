import { and, count, desc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import { chatConversations, chatMembers } from '../../db/schema/index.js';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MemberRow = typeof chatMembers.$inferSelect;

/** The 1:1 conversation of the two users (whoever of them has left it since), if there is one. */
export async function directConversation(db: Db, a: number, b: number): Promise<number | null> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select c.id from chat_conversations c
      where not c.is_group
        and exists (select 1 from chat_members m where m.conversation_id = c.id and m.user_id = ${a})
        and exists (select 1 from chat_members m where m.conversation_id = c.id and m.user_id = ${b})
      order by c.id limit 1`),
  );
  return rows[0]?.id ?? null;
}

export async function conversationsCreatedSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatConversations)
    .where(and(eq(chatConversations.createdBy, userId), gte(chatConversations.createdAt, since)));
  return row?.n ?? 0;
}

export async function createConversation(
  db: Db,
  c: { createdBy: number; isGroup: boolean; groupName: string | null; memberIds: number[] },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [conv] = await tx
      .insert(chatConversations)
      .values({ createdBy: c.createdBy, isGroup: c.isGroup, groupName: c.groupName })
      .returning({ id: chatConversations.id });
    await tx.insert(chatMembers).values(c.memberIds.map((userId) => ({ conversationId: conv!.id, userId })));
    return conv!.id;
  });
}

/**
 * Adds the users to the conversation, or brings back those who had left; a newcomer starts with
 * everything before read (no unread count for history). Answers the ids that were not active before.
 */
export async function addMembers(db: Db, conversationId: number, userIds: number[], max: number) {
  return db.transaction(async (tx) => {
    // the conversation's row lock keeps two additions from passing the cap together
    const [conv] = await tx
      .update(chatConversations)
      .set({ updatedAt: new Date() })
      .where(eq(chatConversations.id, conversationId))
      .returning({ lastSeq: chatConversations.lastSeq });
    const active = await tx
      .select({ userId: chatMembers.userId })
      .from(chatMembers)
      .where(and(eq(chatMembers.conversationId, conversationId), isNull(chatMembers.leftAt)));
    const activeIds = new Set(active.map((r) => r.userId));
    const added = userIds.filter((id) => !activeIds.has(id));
    if (activeIds.size + added.length > max) return null;
    if (added.length > 0) {
      await tx
        .insert(chatMembers)
        .values(added.map((userId) => ({ conversationId, userId, lastReadSeq: conv!.lastSeq })))
        .onConflictDoUpdate({
          target: [chatMembers.conversationId, chatMembers.userId],
          set: { leftAt: null, status: 1, joinedAt: new Date(), lastReadSeq: conv!.lastSeq },
        });
    }
    return added;
  });
}

/** Brings back members of a 1:1 who had left it or closed it. Answers whether anything changed. */
export async function reopenFor(db: Db, conversationId: number, userIds: number[]): Promise<boolean> {
  const rows = await db
    .update(chatMembers)
    .set({ leftAt: null, status: 1 })
    .where(
      and(
        eq(chatMembers.conversationId, conversationId),
        inArray(chatMembers.userId, userIds),
        sql`(${chatMembers.leftAt} is not null or ${chatMembers.status} <> 1)`,
      ),
    )
    .returning({ userId: chatMembers.userId });
  return rows.length > 0;
}

export async function leave(db: Db, conversationId: number, userId: number): Promise<void> {
  await db
    .update(chatMembers)
    .set({ leftAt: new Date() })
    .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)));
}

export async function rename(db: Db, conversationId: number, groupName: string): Promise<void> {
  await db
    .update(chatConversations)
    .set({ groupName, updatedAt: new Date() })
    .where(eq(chatConversations.id, conversationId));
}

export async function setStatus(
  db: Db,
  conversationId: number,
  userId: number,
  status: number,
): Promise<void> {
  await db
    .update(chatMembers)
    .set({ status })
    .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)));
}

/** The user's conversations (active membership; closed ones only with `withClosed`), newest activity first. */
export async function conversationsOf(db: Db, userId: number, opts: { ids?: number[]; withClosed: boolean }) {
  return db
    .select({ conversation: chatConversations, member: chatMembers })
    .from(chatMembers)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMembers.conversationId))
    .where(
      and(
        eq(chatMembers.userId, userId),
        isNull(chatMembers.leftAt),
        opts.withClosed ? undefined : ne(chatMembers.status, 2),
        opts.ids ? inArray(chatConversations.id, opts.ids) : undefined,
      ),
    )
    .orderBy(
      desc(sql`coalesce(${chatConversations.lastMessageAt}, ${chatConversations.createdAt})`),
      desc(chatConversations.id),
    )
    .limit(500);
}

/** Active members of each conversation. */
export async function membersOf(db: Db, conversationIds: number[]) {
  if (conversationIds.length === 0) return [];
  return db
    .select({ conversationId: chatMembers.conversationId, userId: chatMembers.userId })
    .from(chatMembers)
    .where(and(inArray(chatMembers.conversationId, conversationIds), isNull(chatMembers.leftAt)))
    .orderBy(chatMembers.joinedAt, chatMembers.userId);
}
