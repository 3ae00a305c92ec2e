import { and, asc, desc, eq, gt, inArray, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatConversations, chatMembers, chatMessages } from '../../db/schema/index.js';

export type MessageRow = typeof chatMessages.$inferSelect;

export async function messageByClientKey(
  db: Db,
  conversationId: number,
  senderId: number,
  clientKey: string,
) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.senderId, senderId),
        eq(chatMessages.clientKey, clientKey),
      ),
    );
  return row;
}

export async function messageById(db: Db, id: number) {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row;
}

/** Raised inside the transaction when the same clientKey won the race: rolls the seq back. */
export class DuplicateClientKey extends Error {}

/**
 * Takes the conversation's next seq under its row lock (UPDATE … RETURNING), stores the message, marks
 * it read for its sender and opens the conversation again for members who had closed it (in a 1:1, also
 * for the other side who left). Answers the message and the members it reopened for.
 */
export async function insertMessage(
  db: Db,
  m: {
    conversationId: number;
    senderId: number;
    text: string;
    lang: string;
    clientKey: string | null;
    isGroup: boolean;
  },
): Promise<{ message: MessageRow; reopenedIds: number[] }> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [conv] = await tx
      .update(chatConversations)
      .set({ lastSeq: sql`${chatConversations.lastSeq} + 1`, lastMessageAt: now, updatedAt: now })
      .where(eq(chatConversations.id, m.conversationId))
      .returning({ lastSeq: chatConversations.lastSeq });
    const seq = conv!.lastSeq;
    const [message] = await tx
      .insert(chatMessages)
      .values({
        conversationId: m.conversationId,
        senderId: m.senderId,
        text: m.text,
        lang: m.lang,
        clientKey: m.clientKey,
        seq,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!message) throw new DuplicateClientKey();
    await tx
      .update(chatMembers)
      .set({ lastReadSeq: sql`greatest(${chatMembers.lastReadSeq}, ${seq})` })
      .where(and(eq(chatMembers.conversationId, m.conversationId), eq(chatMembers.userId, m.senderId)));
    // closed (status 2) opens again; in a 1:1 the other side who left comes back too
    const reopened = await tx
      .update(chatMembers)
      .set({ status: 1, leftAt: null })
      .where(
        and(
          eq(chatMembers.conversationId, m.conversationId),
          m.isGroup
            ? and(eq(chatMembers.status, 2), isNull(chatMembers.leftAt))
            : sql`(${chatMembers.status} = 2 or ${chatMembers.leftAt} is not null)`,
        ),
      )
      .returning({ userId: chatMembers.userId });
    return { message, reopenedIds: reopened.map((r) => r.userId) };
  });
}

function notFrom(hiddenSenders: number[]): SQL | undefined {
  if (hiddenSenders.length === 0) return undefined;
  return or(isNull(chatMessages.senderId), notInArray(chatMessages.senderId, hiddenSenders));
}

/**
 * A page of messages: with `after`, those above it oldest first; otherwise those below `before`
 * (or the newest) newest first. One more than `limit` is read to tell whether more exist.
 */
export async function messagePage(
  db: Db,
  conversationId: number,
  opts: { before?: number; after?: number; limit: number; hiddenSenders: number[] },
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  const forward = opts.after !== undefined;
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        forward ? gt(chatMessages.seq, opts.after!) : undefined,
        !forward && opts.before !== undefined ? lt(chatMessages.seq, opts.before) : undefined,
        notFrom(opts.hiddenSenders),
      ),
    )
    .orderBy(forward ? asc(chatMessages.seq) : desc(chatMessages.seq))
    .limit(opts.limit + 1);
  return { rows: rows.slice(0, opts.limit), hasMore: rows.length > opts.limit };
}

/** Each conversation's newest message that `readerId` may see. */
export async function lastMessages(db: Db, conversationIds: number[], hiddenSenders: number[]) {
  if (conversationIds.length === 0) return [];
  return db
    .selectDistinctOn([chatMessages.conversationId])
    .from(chatMessages)
    .where(and(inArray(chatMessages.conversationId, conversationIds), notFrom(hiddenSenders)))
    .orderBy(chatMessages.conversationId, desc(chatMessages.seq));
}

/** Unread messages per conversation for the reader: above their last read seq, not theirs, not hidden. */
export async function unreadCounts(
  db: Db,
  readerId: number,
  conversationIds: number[],
  hiddenSenders: number[],
): Promise<Map<number, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .select({ conversationId: chatMessages.conversationId, n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .innerJoin(
      chatMembers,
      and(eq(chatMembers.conversationId, chatMessages.conversationId), eq(chatMembers.userId, readerId)),
    )
    .where(
      and(
        inArray(chatMessages.conversationId, conversationIds),
        gt(chatMessages.seq, chatMembers.lastReadSeq),
        or(isNull(chatMessages.senderId), sql`${chatMessages.senderId} <> ${readerId}`),
        notFrom(hiddenSenders),
      ),
    )
    .groupBy(chatMessages.conversationId);
  return new Map(rows.map((r) => [r.conversationId, r.n]));
}

/** Raises the member's last read seq (never lowers it); answers the new value, or null if not a member. */
export async function raiseLastRead(db: Db, conversationId: number, userId: number, seq: number) {
  const [row] = await db
    .update(chatMembers)
    .set({ lastReadSeq: sql`greatest(${chatMembers.lastReadSeq}, ${seq})` })
    .where(
      and(
        eq(chatMembers.conversationId, conversationId),
        eq(chatMembers.userId, userId),
        isNull(chatMembers.leftAt),
      ),
    )
    .returning({ lastReadSeq: chatMembers.lastReadSeq });
  return row?.lastReadSeq ?? null;
}

/** The message and up to `around` before and after it, in seq order. */
export async function messageContext(db: Db, conversationId: number, seq: number, around: number) {
  return db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        sql`${chatMessages.seq} between ${seq - around} and ${seq + around}`,
      ),
    )
    .orderBy(asc(chatMessages.seq));
}
