import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chatConversations, chatMembers, users } from '../../../db/schema/index.js';
import { createSession } from '../../../plugins/auth.js';
import { createWebPushSender } from '../../push/index.js';
import { standInAgent } from '../../push/push-service-stand-in.js';
import { chatSocketPlugin } from './chat-socket.plugin.js';

/** Test helpers of the realtime layer: users, conversations written in the database, a listening app. */

/** Registers the realtime plugin when app.ts does not yet, then listens on a free port; the base URL. */
export async function listenWithRealtime(app: FastifyInstance): Promise<string> {
  if (!app.hasDecorator('chatRealtime')) await app.register(chatSocketPlugin);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Chat pushes go through the real web-push sender to the local push service stand-in. */
export async function pushToStandIn(app: FastifyInstance): Promise<void> {
  app.chatRealtime.overrides.push = createWebPushSender({
    vapid: await app.vapidKeys(),
    subject: 'mailto:chat-test@example.com',
    agent: standInAgent(),
  });
}

export interface ChatTestUser {
  id: number;
  token: string;
  name: string;
}

/** A user in their NuChat trial (registered now), or past it (`trial: false`, registered 60 days ago). */
export async function chatUser(
  app: FastifyInstance,
  opts: { language?: string; trial?: boolean; firstName?: string } = {},
): Promise<ChatTestUser> {
  const firstName = opts.firstName ?? `Chat${randomBytes(2).toString('hex')}`;
  const [user] = await app.db
    .insert(users)
    .values({
      email: `chat-${randomBytes(5).toString('hex')}@example.com`,
      passwordHash: 'not-a-real-hash',
      firstName,
      lastName: 'Tester',
      emailConfirmedAt: new Date(),
      preferredLanguage: opts.language ?? 'en',
      ...(opts.trial === false ? { createdAt: new Date(Date.now() - 60 * 86_400_000) } : {}),
    })
    .returning({ id: users.id });
  const { token } = await createSession(app.db, user!.id);
  return { id: user!.id, token, name: `${firstName} Tester` };
}

/** A conversation of `members` (a group with a name when more than two). */
export async function conversationOf(app: FastifyInstance, members: ChatTestUser[], groupName?: string) {
  const [conversation] = await app.db
    .insert(chatConversations)
    .values({ isGroup: members.length > 2, groupName: groupName ?? null, createdBy: members[0]!.id })
    .returning({ id: chatConversations.id });
  await app.db
    .insert(chatMembers)
    .values(members.map((m) => ({ conversationId: conversation!.id, userId: m.id })));
  return conversation!.id;
}

export async function memberRow(app: FastifyInstance, conversationId: number, userId: number) {
  const rows = await app.db.select().from(chatMembers).where(eq(chatMembers.conversationId, conversationId));
  return rows.find((r) => r.userId === userId)!;
}
