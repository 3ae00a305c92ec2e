import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEnvelope, apiErrorSchema, chatProfileSchema } from '@harbour/shared';
import { ok } from '../../lib/envelope.js';
import { isInTrial } from './chat-profile.service.js';

export const chatProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/chat/user/auth',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['chat'],
        security: [{ bearerAuth: [] }],
        summary: 'Chat profile of the caller: whether the 30-day NuChat trial is still running',
        description: 'The token is accepted bare or as Bearer. 401 unauthorized without a session.',
        response: { 200: apiEnvelope(chatProfileSchema), '4xx': apiErrorSchema },
      },
    },
    async (req) => ok({ isInTrial: await isInTrial(app.db, req.auth!.userId) }),
  );
};
