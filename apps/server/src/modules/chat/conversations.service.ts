import {
  CHAT_CONVERSATIONS_PER_DAY,
  CHAT_GROUP_MAX_MEMBERS,
  type ChatConversation,
  type ChatUser,
} from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { ChatDeps } from './chat-deps.js';
import * as repo from './chat.repository.js';
import { conversationNotFound, readerLanguage, requireMember, toChatMessage } from './chat.service.js';
import { withTranslations } from './chat-translations.js';
import * as convRepo from './conversations.repository.js';
import * as messages from './messages.repository.js';

const DAY = 86_400_000;

export function toChatUser(u: repo.UserRow): ChatUser {
  return {
    id: u.id,
    fullName: `${u.firstName} ${u.lastName}`.trim(),
    email: u.email,
    image: u.image,
    language: u.language,
  };
}

/** The caller's view of conversations: members, last message they may see, their unread count. */
async function views(
  db: Db,
  userId: number,
  rows: Awaited<ReturnType<typeof convRepo.conversationsOf>>,
): Promise<ChatConversation[]> {
  const ids = rows.map((r) => r.conversation.id);
  const hidden = await repo.blockedBy(db, userId);
  const [memberRows, lastRows, unread, lang] = await Promise.all([
    convRepo.membersOf(db, ids),
    messages.lastMessages(db, ids, hidden),
    messages.unreadCounts(db, userId, ids, hidden),
    readerLanguage(db, userId),
  ]);
  const users = new Map(
    (await repo.usersByIds(db, [...new Set(memberRows.map((m) => m.userId))])).map((u) => [
      u.id,
      toChatUser(u),
    ]),
  );
  const last = new Map(
    (await withTranslations(db, lastRows.map(toChatMessage), lang)).map((m) => [m.conversationId, m]),
  );
  return rows.map(({ conversation: c, member }) => ({
    id: c.id,
    members: memberRows.filter((m) => m.conversationId === c.id).flatMap((m) => users.get(m.userId) ?? []),
    isGroup: c.isGroup,
    groupName: c.groupName,
    status: member.status,
    lastSeq: c.lastSeq,
    lastReadSeq: member.lastReadSeq,
    unread: unread.get(c.id) ?? 0,
    lastMessage: last.get(c.id) ?? null,
    updatedAt: (c.lastMessageAt ?? c.createdAt).toISOString(),
  }));
}

/** One conversation as the caller sees it; the 404 of a conversation that does not exist otherwise. */
export async function getConversation(
  db: Db,
  userId: number,
  conversationId: number,
): Promise<ChatConversation> {
  const rows = await convRepo.conversationsOf(db, userId, { ids: [conversationId], withClosed: true });
  const [view] = await views(db, userId, rows);
  if (!view) throw conversationNotFound();
  return view;
}

/** The caller's own open conversations, last activity first. */
export async function listConversations(
  db: Db,
  userId: number,
  ownerId: number,
): Promise<ChatConversation[]> {
  if (ownerId !== userId) throw notFound('chat.user_not_found');
  return views(db, userId, await convRepo.conversationsOf(db, userId, { withClosed: false }));
}

async function requireUsers(db: Db, ids: number[]): Promise<void> {
  const found = await repo.usersByIds(db, ids);
  if (found.length !== ids.length) throw notFound('chat.user_not_found');
}

/**
 * Starts a conversation with `members` (the others). More than one other member makes a group; a
 * 1:1 with someone the caller already talks to answers that conversation (opened again if closed).
 */
export async function createConversation(
  deps: ChatDeps,
  userId: number,
  body: { members: number[]; isGroup?: boolean | undefined; groupName?: string | undefined },
): Promise<ChatConversation> {
  const { db } = deps;
  const others = [...new Set(body.members)].filter((id) => id !== userId);
  if (others.length === 0) throw badRequest('fill_required_fields');
  if (others.length + 1 > CHAT_GROUP_MAX_MEMBERS) throw badRequest('chat.too_many_members');
  await requireUsers(db, others);
  if (await repo.blockedEitherWay(db, userId, others)) throw forbidden('chat.blocked');
  const isGroup = others.length > 1 || body.isGroup === true;

  if (!isGroup) {
    const existing = await convRepo.directConversation(db, userId, others[0]!);
    if (existing !== null) {
      if (await convRepo.reopenFor(db, existing, [userId, others[0]!])) {
        const memberIds = await repo.activeMemberIds(db, existing);
        deps.events.emit('conversation', { conversationId: existing, memberIds, removedIds: [] });
      }
      return getConversation(db, userId, existing);
    }
  }

  const made = await convRepo.conversationsCreatedSince(db, userId, new Date(Date.now() - DAY));
  if (made >= CHAT_CONVERSATIONS_PER_DAY) throw new AppError(429, 'chat.too_many_conversations');
  const conversationId = await convRepo.createConversation(db, {
    createdBy: userId,
    isGroup,
    groupName: isGroup ? body.groupName || null : null,
    memberIds: [userId, ...others],
  });
  deps.events.emit('conversation', { conversationId, memberIds: [userId, ...others], removedIds: [] });
  return getConversation(db, userId, conversationId);
}

export async function addUsers(
  deps: ChatDeps,
  userId: number,
  conversationId: number,
  newUsers: number[],
): Promise<ChatConversation> {
  const { db } = deps;
  const { conversation } = await requireMember(db, userId, conversationId);
  if (!conversation.isGroup) throw badRequest('chat.not_a_group');
  const ids = [...new Set(newUsers)].filter((id) => id !== userId);
  await requireUsers(db, ids);
  if (await repo.blockedEitherWay(db, userId, ids)) throw forbidden('chat.blocked');
  const added = await convRepo.addMembers(db, conversationId, ids, CHAT_GROUP_MAX_MEMBERS);
  if (added === null) throw badRequest('chat.too_many_members');
  if (added.length > 0) {
    const memberIds = await repo.activeMemberIds(db, conversationId);
    deps.events.emit('conversation', { conversationId, memberIds, removedIds: [] });
  }
  return getConversation(db, userId, conversationId);
}

export async function leaveConversation(deps: ChatDeps, userId: number, conversationId: number) {
  await requireMember(deps.db, userId, conversationId);
  await convRepo.leave(deps.db, conversationId, userId);
  const memberIds = await repo.activeMemberIds(deps.db, conversationId);
  deps.events.emit('conversation', { conversationId, memberIds, removedIds: [userId] });
  return { conversationId };
}

export async function renameConversation(
  deps: ChatDeps,
  userId: number,
  conversationId: number,
  groupName: string,
): Promise<ChatConversation> {
  const { conversation } = await requireMember(deps.db, userId, conversationId);
  if (!conversation.isGroup) throw badRequest('chat.not_a_group');
  await convRepo.rename(deps.db, conversationId, groupName);
  const memberIds = await repo.activeMemberIds(deps.db, conversationId);
  deps.events.emit('conversation', { conversationId, memberIds, removedIds: [] });
  return getConversation(deps.db, userId, conversationId);
}

/** Status 2: closed for the caller only (left out of their list); their next message or anyone's opens it. */
export async function setStatus(db: Db, userId: number, conversationId: number, status: number) {
  await requireMember(db, userId, conversationId);
  await convRepo.setStatus(db, conversationId, userId, status);
  return { conversationId };
}

/** A user the caller may know: themselves, or someone sharing a conversation with them. */
export async function chatUser(db: Db, userId: number, id: number): Promise<ChatUser> {
  if (id !== userId && !(await repo.shareConversation(db, userId, id))) throw notFound('chat.user_not_found');
  const [user] = await repo.usersByIds(db, [id]);
  if (!user) throw notFound('chat.user_not_found');
  return toChatUser(user);
}

/** The user with exactly this e-mail (stored lower-cased), to start a conversation with. */
export async function chatUserByEmail(db: Db, email: string): Promise<ChatUser> {
  const user = await repo.userByEmail(db, email);
  if (!user) throw notFound('chat.user_not_found');
  return toChatUser(user);
}
