import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  chatAddUsersBodySchema,
  chatConversationEnvelope,
  chatConversationIdEnvelope,
  chatConversationListEnvelope,
  chatCreateConversationBodySchema,
  chatGetConvoQuerySchema,
  chatIdParamsSchema,
  chatRenameBodySchema,
  chatStatusBodySchema,
  chatUserEnvelope,
  chatUserIdParamsSchema,
  chatUsersQuerySchema,
} from '@harbour/shared';
import { ok } from '../../lib/envelope.js';
import { chatGuards } from './chat-guards.js';
import * as service from './conversations.service.js';

const tags = ['chat'];
const errors = { '4xx': apiErrorSchema };
const security = [{ bearerAuth: [] }];
const notMember =
  '404 chat.conversation_not_found when the caller is not a member (as for one that does not exist).';

/** Users and conversations of the core API contract's chat calls. */
export const chatConversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guarded } = chatGuards(app);
  const deps = { db: app.db, events: app.chatEvents, limiter: app.limiter };

  app.get(
    '/api/chat/users/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'A chat user: the caller, or someone sharing a conversation with them',
        description: '404 chat.user_not_found for anyone else.',
        params: chatIdParamsSchema,
        response: { 200: chatUserEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.chatUser(app.db, req.auth!.userId, req.params.id)),
  );

  app.get(
    '/api/chat/users',
    {
      ...guarded,
      // an exact e-mail look-up can enumerate accounts: a tighter limit than the API's
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary: 'The user with exactly this e-mail (to start a conversation)',
        description: '404 chat.user_not_found when none; 30 look-ups a minute.',
        querystring: chatUsersQuerySchema,
        response: { 200: chatUserEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.chatUserByEmail(app.db, req.query.email)),
  );

  app.post(
    '/api/chat/conversations',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Start a conversation (a group with more than one other member)',
        description:
          'A 1:1 with someone the caller already has one with answers that one. 403 chat.blocked when ' +
          'either side blocked the other; 404 chat.user_not_found; 400 chat.too_many_members; 429 ' +
          'chat.too_many_conversations past CHAT_CONVERSATIONS_PER_DAY.',
        body: chatCreateConversationBodySchema,
        response: { 200: chatConversationEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.createConversation(deps, req.auth!.userId, req.body)),
  );

  app.post(
    '/api/chat/conversations/add-user',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Add users to a group',
        description: `400 chat.not_a_group for a 1:1; 400 chat.too_many_members past CHAT_GROUP_MAX_MEMBERS. ${notMember}`,
        body: chatAddUsersBodySchema,
        response: { 200: chatConversationEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.addUsers(deps, req.auth!.userId, req.body.convoId, req.body.newUsers)),
  );

  app.post(
    '/api/chat/conversations/leave/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Leave a conversation',
        description: notMember,
        params: chatIdParamsSchema,
        response: { 200: chatConversationIdEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.leaveConversation(deps, req.auth!.userId, req.params.id)),
  );

  app.post(
    '/api/chat/conversations/:id/update-name',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Rename a group',
        description: `400 chat.not_a_group for a 1:1. ${notMember}`,
        params: chatIdParamsSchema,
        body: chatRenameBodySchema,
        response: { 200: chatConversationEnvelope, ...errors },
      },
    },
    async (req) =>
      ok(await service.renameConversation(deps, req.auth!.userId, req.params.id, req.body.groupName)),
  );

  app.post(
    '/api/chat/conversations/status/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Close a conversation for the caller (status 2); a new message opens it again',
        description: notMember,
        params: chatIdParamsSchema,
        body: chatStatusBodySchema,
        response: { 200: chatConversationIdEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.setStatus(app.db, req.auth!.userId, req.params.id, req.body.status)),
  );

  app.get(
    '/api/chat/conversations/get-convo',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'One conversation as the caller sees it',
        description: notMember,
        querystring: chatGetConvoQuerySchema,
        response: { 200: chatConversationEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.getConversation(app.db, req.auth!.userId, req.query.conversationId)),
  );

  app.get(
    '/api/chat/conversations/:userId',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: "The caller's conversations, last activity first, with last message and unread count",
        description:
          'Only the caller’s own id; another answers 404 chat.user_not_found. Closed ones (status 2) are left out.',
        params: chatUserIdParamsSchema,
        response: { 200: chatConversationListEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.listConversations(app.db, req.auth!.userId, req.params.userId)),
  );
};
