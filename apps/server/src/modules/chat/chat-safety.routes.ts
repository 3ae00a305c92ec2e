import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  chatAdminReportEnvelope,
  chatAdminReportsEnvelope,
  chatBlockBodySchema,
  chatBlocksEnvelope,
  chatIdParamsSchema,
  chatReportBodySchema,
  chatReportEnvelope,
  chatUserIdParamsSchema,
} from '@harbour/shared';
import { ok } from '../../lib/envelope.js';
import { chatGuards } from './chat-guards.js';
import * as service from './safety.service.js';

const errors = { '4xx': apiErrorSchema };
const security = [{ bearerAuth: [] }];

/** Blocks, reports, and the admin's list of reports. */
export const chatSafetyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guarded } = chatGuards(app);
  const tags = ['chat'];

  app.get(
    '/api/chat/blocks',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'The users the caller blocked',
        response: { 200: chatBlocksEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.blockList(app.db, req.auth!.userId)),
  );

  app.post(
    '/api/chat/blocks',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Block a user: no new conversation with them, their messages no longer shown to the caller',
        description: 'Answers the blocked users. 404 chat.user_not_found.',
        body: chatBlockBodySchema,
        response: { 200: chatBlocksEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.blockUser(app.db, req.auth!.userId, req.body.userId)),
  );

  app.delete(
    '/api/chat/blocks/:userId',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Unblock a user (answers the blocked users left)',
        params: chatUserIdParamsSchema,
        response: { 200: chatBlocksEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.unblockUser(app.db, req.auth!.userId, req.params.userId)),
  );

  app.post(
    '/api/chat/reports',
    {
      ...guarded,
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary: 'Report a message to the admin (kept with up to 5 messages before and after it)',
        description:
          'Once per reporter and message: 409 chat.already_reported. 404 chat.conversation_not_found for a ' +
          'message of a conversation the caller is not in.',
        body: chatReportBodySchema,
        response: { 200: chatReportEnvelope, ...errors },
      },
    },
    async (req) =>
      ok(
        await service.reportMessage(app.db, req.auth!.userId, req.body.messageId, req.body.reason),
        'chat.reported',
      ),
  );

  app.get(
    '/api/admin/chat-reports',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin', 'chat'],
        security,
        summary: 'Reported chat messages, open ones first, each with its context',
        response: { 200: chatAdminReportsEnvelope, ...errors },
      },
    },
    async () => ok(await service.adminReports(app.db)),
  );

  app.post(
    '/api/admin/chat-reports/:id/resolve',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin', 'chat'],
        security,
        summary: 'Mark a chat report handled',
        params: chatIdParamsSchema,
        response: { 200: chatAdminReportEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.resolveReport(app.db, req.auth!.userId, req.params.id)),
  );
};
