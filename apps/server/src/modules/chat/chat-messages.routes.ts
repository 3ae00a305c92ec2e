import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  chatConversationIdParamsSchema,
  chatMessageEnvelope,
  chatMessagePageEnvelope,
  chatMessagesQuerySchema,
  chatPostMessageBodySchema,
  chatReadBodySchema,
  chatReadEnvelope,
} from '@harbour/shared';
import { ok } from '../../lib/envelope.js';
import { chatGuards } from './chat-guards.js';
import * as service from './chat.service.js';

const tags = ['chat'];
const errors = { '4xx': apiErrorSchema };
const security = [{ bearerAuth: [] }];

/** Messages of a conversation: a page, a post, read up to a seq. */
export const chatMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guarded } = chatGuards(app);
  const deps = { db: app.db, events: app.chatEvents, limiter: app.limiter };

  app.get(
    '/api/chat/chat-messages/:conversationId',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: "A page of a conversation's messages",
        description:
          'Without a cursor the newest page, newest first; `before` the page below that seq, newest first; ' +
          '`after` the messages above that seq oldest first (catch-up; `hasMore` then says more follow). ' +
          'Messages of senders the caller blocked are left out. 404 chat.conversation_not_found for a ' +
          'conversation the caller is not a member of; 403 chat.no_access without trial or plan.',
        params: chatConversationIdParamsSchema,
        querystring: chatMessagesQuerySchema,
        response: { 200: chatMessagePageEnvelope, ...errors },
      },
    },
    async (req) =>
      ok(
        await service.listMessages(app.db, req.auth!.userId, req.params.conversationId, {
          ...req.query,
          lang: await service.readerLanguage(app.db, req.auth!.userId),
        }),
      ),
  );

  app.post(
    '/api/chat/chat-messages',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Post a message to a conversation',
        description:
          'The text is kept as written (trimmed), at most CHAT_MESSAGE_MAX characters (chat.message_too_long). ' +
          'The same `clientKey` again answers the stored message. 429 chat.rate_limited past ' +
          'CHAT_MESSAGES_PER_MINUTE; 403 chat.blocked in a 1:1 where either side blocked the other.',
        body: chatPostMessageBodySchema,
        response: { 200: chatMessageEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.postMessage(deps, req.auth!.userId, req.body)),
  );

  app.post(
    '/api/chat/read',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Mark a conversation read up to a seq (never moves back)',
        body: chatReadBodySchema,
        response: { 200: chatReadEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.markRead(deps, req.auth!.userId, req.body.conversationId, req.body.seq)),
  );
};
