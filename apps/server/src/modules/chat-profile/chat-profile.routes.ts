import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEnvelope, apiErrorSchema, chatProfileSchema } from '@harbour/shared';
import { ok } from '../../lib/envelope.js';
import { chatProfile } from './chat-profile.service.js';

export const chatProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/chat/user/auth',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['chat'],
        security: [{ bearerAuth: [] }],
        summary: 'Chat profile of the caller: the 30-day NuChat trial, access, and the end of the paid plans',
        description:
          'isInTrial: within 30 days of registering; hasAccess: in the trial or a paid NuChat plan still runs; ' +
          'paidUntil: when the paid plans stop (null without one). The token is accepted bare or as Bearer. ' +
          '401 unauthorized without a session.',
        response: { 200: apiEnvelope(chatProfileSchema), '4xx': apiErrorSchema },
      },
    },
    async (req) => ok(await chatProfile(app.db, req.auth!.userId)),
  );
};
