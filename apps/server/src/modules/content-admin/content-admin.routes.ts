import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiEnvelope,
  apiErrorSchema,
  contentAdminPageBodySchema,
  contentAdminPageListSchema,
  contentAdminPagePairEnvelope,
  contentAdminPagePairQuerySchema,
  contentAdminPageParamsSchema,
  contentAdminPageTextSchema,
  contentAdminReviewedBodySchema,
} from '@harbour/shared';
import { ok } from '../../lib/envelope.js';
import * as service from './content-admin.service.js';

const schemaBase = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const failures = { '4xx': apiErrorSchema };
const writeLimit = { rateLimit: { max: 60, timeWindow: 60_000 } };

/**
 * Admin: the site's pages in 13 languages. The public page reads the table on every request
 * (`GET /api/web/posts` is no-store and no first screen holds a page), so a save shows at once.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/content/pages',
    {
      preHandler: app.requireAdmin,
      schema: {
        ...schemaBase,
        summary: 'Every page with its state per language: missing, machine, written, reviewed',
        response: { 200: apiEnvelope(contentAdminPageListSchema) },
      },
    },
    async () => ok(await service.listPages(app.db)),
  );

  app.get(
    '/api/admin/content/pages/:slug/:lang',
    {
      preHandler: app.requireAdmin,
      schema: {
        ...schemaBase,
        summary: "A page's text in `source` (en by default) and in :lang, side by side (404 page.not_found)",
        params: contentAdminPageParamsSchema,
        querystring: contentAdminPagePairQuerySchema,
        response: { 200: contentAdminPagePairEnvelope, ...failures },
      },
    },
    async (req) => ok(await service.pagePair(app.db, req.params.slug, req.params.lang, req.query.source)),
  );

  app.put(
    '/api/admin/content/pages/:slug/:lang',
    {
      preHandler: app.requireAdmin,
      config: writeLimit,
      schema: {
        ...schemaBase,
        summary:
          "Saves a person's text of the page in :lang (reviewed only when asked); readers see it at once",
        params: contentAdminPageParamsSchema,
        body: contentAdminPageBodySchema,
        response: { 200: apiEnvelope(contentAdminPageTextSchema), ...failures },
      },
    },
    async (req) => ok(await service.savePage(app.db, req.params.slug, req.params.lang, req.body)),
  );

  app.post(
    '/api/admin/content/pages/:slug/:lang/reviewed',
    {
      preHandler: app.requireAdmin,
      config: writeLimit,
      schema: {
        ...schemaBase,
        summary:
          'Marks the text of the page in :lang as checked by a native reader (reviewed: false undoes it)',
        params: contentAdminPageParamsSchema,
        body: contentAdminReviewedBodySchema,
        response: { 200: apiEnvelope(contentAdminPageTextSchema), ...failures },
      },
    },
    async (req) =>
      ok(await service.markReviewed(app.db, req.params.slug, req.params.lang, req.body.reviewed)),
  );
};
