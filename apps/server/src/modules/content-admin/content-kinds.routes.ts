import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiEnvelope,
  apiErrorSchema,
  CONTENT_KIND_BODY_LIMIT,
  contentAdminKindBodySchema,
  contentAdminKindItemParamsSchema,
  contentAdminKindItemsSchema,
  contentAdminKindListSchema,
  contentAdminKindPairSchema,
  contentAdminKindParamsSchema,
  contentAdminKindTextSchema,
  contentAdminReviewedBodySchema,
} from '@harbour/shared';
import { ok } from '../../lib/envelope.js';
import * as service from './content-kinds.service.js';

const schemaBase = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const failures = { '4xx': apiErrorSchema };
const writeLimit = { rateLimit: { max: 60, timeWindow: 60_000 } };

/**
 * Admin: the site's other content (sponsors, notices, and the kinds listed in `kinds/index.ts`) in 13
 * languages. Readers overlay `text_translations` on every request, so a save shows at once.
 */
export const contentKindRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/content/kinds',
    {
      preHandler: app.requireAdmin,
      schema: {
        ...schemaBase,
        summary:
          'Each kind of content with, per language, how many items are missing, machine, written, reviewed',
        response: { 200: apiEnvelope(contentAdminKindListSchema) },
      },
    },
    async () => ok(await service.listKinds(app.db)),
  );

  app.get(
    '/api/admin/content/kinds/:kind',
    {
      preHandler: app.requireAdmin,
      schema: {
        ...schemaBase,
        summary: "A kind's items with their state in each language (404 content.not_found)",
        params: contentAdminKindParamsSchema,
        response: { 200: apiEnvelope(contentAdminKindItemsSchema), ...failures },
      },
    },
    async (req) => ok(await service.kindItems(app.db, req.params.kind)),
  );

  app.get(
    '/api/admin/content/kinds/:kind/:id/:lang',
    {
      preHandler: app.requireAdmin,
      schema: {
        ...schemaBase,
        summary: "An item's English texts beside its texts in :lang (404 content.not_found)",
        params: contentAdminKindItemParamsSchema,
        response: { 200: apiEnvelope(contentAdminKindPairSchema), ...failures },
      },
    },
    async (req) => ok(await service.kindPair(app.db, req.params.kind, req.params.id, req.params.lang)),
  );

  app.put(
    '/api/admin/content/kinds/:kind/:id/:lang',
    {
      preHandler: app.requireAdmin,
      bodyLimit: CONTENT_KIND_BODY_LIMIT,
      config: writeLimit,
      schema: {
        ...schemaBase,
        summary:
          "Saves a person's texts of the item in :lang (not en; reviewed only when asked; '' removes one)",
        params: contentAdminKindItemParamsSchema,
        body: contentAdminKindBodySchema,
        response: { 200: apiEnvelope(contentAdminKindTextSchema), ...failures },
      },
    },
    async (req) => ok(await service.saveKindTexts(app.db, req.params, req.body)),
  );

  app.post(
    '/api/admin/content/kinds/:kind/:id/:lang/reviewed',
    {
      preHandler: app.requireAdmin,
      config: writeLimit,
      schema: {
        ...schemaBase,
        summary: "Marks the item's texts in :lang as checked by a native reader (reviewed: false undoes it)",
        params: contentAdminKindItemParamsSchema,
        body: contentAdminReviewedBodySchema,
        response: { 200: apiEnvelope(contentAdminKindTextSchema), ...failures },
      },
    },
    async (req) => ok(await service.markKindReviewed(app.db, req.params, req.body.reviewed)),
  );
};
