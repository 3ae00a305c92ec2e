import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiEnvelope,
  outboxDataSchema,
  outboxQuerySchema,
  translationReviewDataSchema,
} from '@harbour/shared';
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

  app.get(
    '/api/admin/translations/review',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'How many translations of each part of the site and language no native speaker has checked',
        description:
          "parts: pages, story, team, tips, notices, well_being (the site's texts seeded without a reviewer), " +
          "site_texts (cities, categories, plans, notices' texts…), listings (providers' translations of what " +
          "organisations wrote). Owners' own texts are not counted.",
        security: [{ bearerAuth: [] }],
        response: { 200: apiEnvelope(translationReviewDataSchema) },
      },
    },
    async () => ok(await service.translationsToReview(app.db)),
  );
};
