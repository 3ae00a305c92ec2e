import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analyticsDataSchema,
  analyticsQuerySchema,
  apiEnvelope,
  screenViewBodySchema,
} from '@harbour/shared';
import { ok } from '../../lib/envelope.js';
import * as service from './analytics.service.js';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/analytics/screen-view',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['analytics'],
        summary: 'Records that a screen of the web app was shown',
        body: screenViewBodySchema,
        response: { 204: z.null().describe('recorded') },
      },
    },
    async (req, reply) => {
      await service.recordScreenView(app.db, {
        path: req.body.path,
        language: req.body.language,
        userId: req.auth?.userId ?? null,
        requestLang: req.lang,
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/analytics',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Screen views per path over the last `days` days (30 by default)',
        security: [{ bearerAuth: [] }],
        querystring: analyticsQuerySchema,
        response: { 200: apiEnvelope(analyticsDataSchema) },
      },
    },
    async (req) => ok(await service.summary(app.db, req.query.days)),
  );
};
