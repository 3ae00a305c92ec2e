import type { FastifyInstance } from 'fastify';
import type { ChatConversation, ChatMessage, ChatMessagePage } from '@harbour/shared';
import { expect } from 'vitest';
import { userAuth } from '../../test/sessions.js';

export interface TestUser {
  userId: number;
  authorization: string;
}

export interface Answer<T> {
  statusCode: number;
  message: string;
  data: T;
}

/** One chat call as `user`; the answer's status, message key and data. */
export async function call<T = unknown>(
  app: FastifyInstance,
  user: TestUser,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
): Promise<Answer<T>> {
  const res = await app.inject({
    method,
    url,
    headers: { authorization: user.authorization },
    ...(payload ? { payload } : {}),
  });
  const body = res.json<{ meta: { message: string }; data: T }>();
  return { statusCode: res.statusCode, message: body.meta.message, data: body.data };
}

export const users = (app: FastifyInstance, n: number) =>
  Promise.all(Array.from({ length: n }, () => userAuth(app)));

export async function startConversation(
  app: FastifyInstance,
  user: TestUser,
  others: TestUser[],
  extra: { isGroup?: boolean; groupName?: string } = {},
): Promise<ChatConversation> {
  const res = await call<ChatConversation>(app, user, 'POST', '/api/chat/conversations', {
    members: others.map((o) => o.userId),
    ...extra,
  });
  expect(res.statusCode, res.message).toBe(200);
  return res.data;
}

export async function post(
  app: FastifyInstance,
  user: TestUser,
  conversationId: number,
  text: string,
  extra: { clientKey?: string; lang?: string } = {},
): Promise<Answer<ChatMessage>> {
  return call<ChatMessage>(app, user, 'POST', '/api/chat/chat-messages', { conversationId, text, ...extra });
}

export async function page(
  app: FastifyInstance,
  user: TestUser,
  conversationId: number,
  query = '',
): Promise<Answer<ChatMessagePage>> {
  return call<ChatMessagePage>(app, user, 'GET', `/api/chat/chat-messages/${conversationId}${query}`);
}
