import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEnvelope, outboxDataSchema, outboxQuerySchema } from '@harbour/shared';
import { ok } from '../../lib/envelope.js';
import * as service from './admin.service.js';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/outbox',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Mails written to the outbox, newest first (optionally for one recipient)',
        security: [{ bearerAuth: [] }],
        querystring: outboxQuerySchema,
        response: { 200: apiEnvelope(outboxDataSchema) },
      },
    },
    async (req) => ok({ mails: await service.outbox(app.db, req.query) }),
  );
};
