import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import { chatBlocks, chatConversations, chatMembers, users } from '../../db/schema/index.js';

export const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  image: users.profileImage,
  language: users.preferredLanguage,
};
export type UserRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  image: string | null;
  language: string;
};

export async function usersByIds(db: Db, ids: number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.select(userColumns).from(users).where(inArray(users.id, ids));
}

export async function userByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.email, email));
  return row;
}

export async function userLanguage(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language ?? null;
}

export async function conversationById(db: Db, id: number) {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row;
}

/** The caller's active membership row (left_at null), or undefined. */
export async function activeMembership(db: Db, conversationId: number, userId: number) {
  const [row] = await db
    .select()
    .from(chatMembers)
    .where(
      and(
        eq(chatMembers.conversationId, conversationId),
        eq(chatMembers.userId, userId),
        isNull(chatMembers.leftAt),
      ),
    );
  return row;
}

export async function activeMemberIds(db: Db, conversationId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(and(eq(chatMembers.conversationId, conversationId), isNull(chatMembers.leftAt)))
    .orderBy(chatMembers.joinedAt, chatMembers.userId);
  return rows.map((r) => r.userId);
}

/** Every member row, those who left included (a 1:1's other side stays the same person). */
export async function allMemberIds(db: Db, conversationId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(eq(chatMembers.conversationId, conversationId));
  return rows.map((r) => r.userId);
}

export async function conversationIdsOfUser(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: chatMembers.conversationId })
    .from(chatMembers)
    .where(and(eq(chatMembers.userId, userId), isNull(chatMembers.leftAt)));
  return rows.map((r) => r.id);
}

/** Whether `a` blocked `b` or `b` blocked `a`. */
export async function blockedEitherWay(db: Db, a: number, others: number[]): Promise<boolean> {
  if (others.length === 0) return false;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(chatBlocks)
    .where(
      or(
        and(eq(chatBlocks.blockerId, a), inArray(chatBlocks.blockedId, others)),
        and(inArray(chatBlocks.blockerId, others), eq(chatBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The users `userId` blocked. */
export async function blockedBy(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: chatBlocks.blockedId })
    .from(chatBlocks)
    .where(eq(chatBlocks.blockerId, userId));
  return rows.map((r) => r.id);
}

/** Of `userIds`, those who blocked `senderId`. */
export async function whoBlocked(db: Db, senderId: number, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: chatBlocks.blockerId })
    .from(chatBlocks)
    .where(and(eq(chatBlocks.blockedId, senderId), inArray(chatBlocks.blockerId, userIds)));
  return rows.map((r) => r.id);
}

/** Whether the two users are both active members of one conversation. */
export async function shareConversation(db: Db, a: number, b: number): Promise<boolean> {
  const rows = await db.execute(sql`
    select 1 from chat_members m1 join chat_members m2 on m2.conversation_id = m1.conversation_id
    where m1.user_id = ${a} and m2.user_id = ${b} and m1.left_at is null and m2.left_at is null limit 1`);
  return rowsOf(rows).length > 0;
}
