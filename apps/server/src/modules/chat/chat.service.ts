import {
  CHAT_MESSAGES_PER_MINUTE,
  CHAT_PAGE_SIZE,
  chatPostMessageBodySchema,
  type ChatMessage,
  type ChatMessagePage,
  type ChatPostMessageBody,
} from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import { hasChatAccess } from '../chat-profile/index.js';
import type { ChatDeps } from './chat-deps.js';
import * as repo from './chat.repository.js';
import * as messages from './messages.repository.js';
import { withTranslations } from './chat-translations.js';

/** The one answer for a conversation that does not exist and for one the caller is not a member of. */
export const conversationNotFound = () => notFound('chat.conversation_not_found');

export async function requireAccess(db: Db, userId: number): Promise<void> {
  if (!(await hasChatAccess(db, userId))) throw forbidden('chat.no_access');
}

/** The caller's active membership and the conversation, or the 404 of a conversation that does not exist. */
export async function requireMember(db: Db, userId: number, conversationId: number) {
  const member = await repo.activeMembership(db, conversationId, userId);
  if (!member) throw conversationNotFound();
  const conversation = await repo.conversationById(db, conversationId);
  if (!conversation) throw conversationNotFound();
  return { member, conversation };
}

export function toChatMessage(row: messages.MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    seq: row.seq,
    senderId: row.senderId,
    text: row.text,
    lang: row.lang,
    createdAt: row.createdAt.toISOString(),
    translation: null,
    clientKey: row.clientKey,
  };
}

/** Active member ids of a conversation. */
export function memberIdsOf(db: Db, conversationId: number): Promise<number[]> {
  return repo.activeMemberIds(db, conversationId);
}

/** The conversations the user is an active member of. */
export function conversationIdsOf(db: Db, userId: number): Promise<number[]> {
  return repo.conversationIdsOfUser(db, userId);
}

/** The language the user reads in (their profile's), 'en' for an unknown user. */
export async function readerLanguage(db: Db, userId: number): Promise<string> {
  return (await repo.userLanguage(db, userId)) ?? 'en';
}

/**
 * Posts a message: access, membership, block and limits checked, the next seq taken in one
 * transaction. The same clientKey from the same sender answers the stored message (no second row, no
 * second event). Emits 'message' after commit.
 */
export async function postMessage(
  deps: ChatDeps,
  userId: number,
  body: ChatPostMessageBody,
): Promise<ChatMessage> {
  const parsed = chatPostMessageBodySchema.safeParse(body);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'invalid_input');
  const input = parsed.data;
  const { db } = deps;
  await requireAccess(db, userId);
  const { conversation } = await requireMember(db, userId, input.conversationId);

  const clientKey = input.clientKey ?? null;
  if (clientKey) {
    const stored = await messages.messageByClientKey(db, conversation.id, userId, clientKey);
    if (stored) return toChatMessage(stored);
  }

  if (deps.limiter) {
    const hit = await deps.limiter.hit(`chat:msg:${userId}`, CHAT_MESSAGES_PER_MINUTE, 60_000);
    if (!hit.allowed) {
      throw new AppError(429, 'chat.rate_limited', {
        'retry-after': String(Math.max(1, Math.ceil(hit.retryAfterMs / 1000))),
      });
    }
  }

  if (!conversation.isGroup) {
    const others = (await repo.allMemberIds(db, conversation.id)).filter((id) => id !== userId);
    if (await repo.blockedEitherWay(db, userId, others)) throw forbidden('chat.blocked');
  }

  const lang = input.lang ?? (await readerLanguage(db, userId));
  let stored: Awaited<ReturnType<typeof messages.insertMessage>>;
  try {
    stored = await messages.insertMessage(db, {
      conversationId: conversation.id,
      senderId: userId,
      text: input.text,
      lang,
      clientKey,
      isGroup: conversation.isGroup,
    });
  } catch (err) {
    if (!(err instanceof messages.DuplicateClientKey) || !clientKey) throw err;
    const winner = await messages.messageByClientKey(db, conversation.id, userId, clientKey);
    if (!winner) throw err;
    return toChatMessage(winner);
  }

  const message = toChatMessage(stored.message);
  const memberIds = await repo.activeMemberIds(db, conversation.id);
  const others = memberIds.filter((id) => id !== userId);
  const blockedSender = new Set(await repo.whoBlocked(db, userId, others));
  const recipientIds = others.filter((id) => !blockedSender.has(id));
  deps.events.emit('message', { message, memberIds, recipientIds });
  if (stored.reopenedIds.length > 0) {
    deps.events.emit('conversation', { conversationId: conversation.id, memberIds, removedIds: [] });
  }
  return message;
}

/**
 * A page of a conversation for a member: newest first (below `before`, or the newest), or with
 * `after` oldest first for catch-up. Messages of senders the reader blocked are left out.
 */
export async function listMessages(
  db: Db,
  userId: number,
  conversationId: number,
  opts: { before?: number; after?: number; limit?: number; lang: string },
): Promise<ChatMessagePage> {
  await requireMember(db, userId, conversationId);
  const hiddenSenders = await repo.blockedBy(db, userId);
  const page = await messages.messagePage(db, conversationId, {
    ...(opts.before !== undefined ? { before: opts.before } : {}),
    ...(opts.after !== undefined ? { after: opts.after } : {}),
    limit: opts.limit ?? CHAT_PAGE_SIZE,
    hiddenSenders,
  });
  return {
    messages: await withTranslations(db, page.rows.map(toChatMessage), opts.lang),
    hasMore: page.hasMore,
  };
}

/** Marks read up to `seq` (at most the conversation's last); emits 'read' when it moved forward. */
export async function markRead(
  deps: ChatDeps,
  userId: number,
  conversationId: number,
  seq: number,
): Promise<{ conversationId: number; seq: number }> {
  const { member, conversation } = await requireMember(deps.db, userId, conversationId);
  const target = Math.min(seq, conversation.lastSeq);
  if (target <= member.lastReadSeq) return { conversationId, seq: member.lastReadSeq };
  const lastReadSeq = (await messages.raiseLastRead(deps.db, conversationId, userId, target)) ?? target;
  const memberIds = await repo.activeMemberIds(deps.db, conversationId);
  deps.events.emit('read', { conversationId, userId, seq: lastReadSeq, memberIds });
  return { conversationId, seq: lastReadSeq };
}
