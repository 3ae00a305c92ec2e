import type { ChatAdminReport, ChatUser } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import * as repo from './chat.repository.js';
import { conversationNotFound } from './chat.service.js';
import { toChatUser } from './conversations.service.js';
import * as messages from './messages.repository.js';
import * as safety from './safety.repository.js';

/** Messages kept before and after a reported one. */
const CONTEXT_AROUND = 5;
const ADMIN_REPORTS_MAX = 200;

export async function blockList(db: Db, userId: number): Promise<ChatUser[]> {
  return (await safety.blockedUsers(db, userId)).map(toChatUser);
}

export async function blockUser(db: Db, userId: number, blockedId: number): Promise<ChatUser[]> {
  if (blockedId === userId) throw badRequest('invalid_input');
  if ((await repo.usersByIds(db, [blockedId])).length === 0) throw notFound('chat.user_not_found');
  await safety.block(db, userId, blockedId);
  return blockList(db, userId);
}

export async function unblockUser(db: Db, userId: number, blockedId: number): Promise<ChatUser[]> {
  await safety.unblock(db, userId, blockedId);
  return blockList(db, userId);
}

/** Reports a message of a conversation the caller is in, kept with the messages around it. */
export async function reportMessage(db: Db, userId: number, messageId: number, reason: string) {
  const message = await messages.messageById(db, messageId);
  // a message of a conversation the caller is not in is answered as if it did not exist
  if (!message || !(await repo.activeMembership(db, message.conversationId, userId))) {
    throw conversationNotFound();
  }
  const around = await messages.messageContext(db, message.conversationId, message.seq, CONTEXT_AROUND);
  const id = await safety.insertReport(db, {
    messageId,
    conversationId: message.conversationId,
    reporterId: userId,
    reportedUserId: message.senderId,
    reason,
    context: around.map((m) => ({
      id: m.id,
      seq: m.seq,
      senderId: m.senderId,
      text: m.text,
      lang: m.lang,
      createdAt: m.createdAt.toISOString(),
    })),
  });
  if (id === null) throw new AppError(409, 'chat.already_reported');
  return { id };
}

type ReportRow = Awaited<ReturnType<typeof safety.reports>>[number];

const person = (p: ReportRow['reporter']) =>
  p ? { id: p.id, fullName: `${p.firstName} ${p.lastName}`.trim(), email: p.email } : null;

function toAdminReport(row: ReportRow): ChatAdminReport {
  const r = row.report;
  return {
    id: r.id,
    messageId: r.messageId,
    conversationId: r.conversationId,
    reporter: person(row.reporter),
    reportedUser: person(row.reported),
    reason: r.reason,
    context: r.context as ChatAdminReport['context'],
    createdAt: r.createdAt.toISOString(),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
  };
}

export async function adminReports(db: Db): Promise<ChatAdminReport[]> {
  return (await safety.reports(db, { limit: ADMIN_REPORTS_MAX })).map(toAdminReport);
}

export async function resolveReport(db: Db, adminId: number, id: number): Promise<ChatAdminReport> {
  if (!(await safety.resolveReport(db, id, adminId))) throw notFound('not_found');
  const [row] = await safety.reports(db, { id, limit: 1 });
  return toAdminReport(row!);
}
