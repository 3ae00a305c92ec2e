import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiEnvelope,
  directoryDetailDataSchema,
  directoryDetailParamsSchema,
  directoryListDataSchema,
  directoryListQuerySchema,
  directoryTypeParamsSchema,
} from '@harbour/shared';
import { ok } from '../../lib/envelope.js';
import * as service from './directory.service.js';

const tags = ['directory'];

export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/web/directory/:type',
    {
      schema: {
        tags,
        summary:
          'One page (10) of a public directory: type service → businessLists (featured first), job → ' +
          'jobs_list, volunteer → orgLists. cityId is a city id or "all"; search tolerates typos and word order. ' +
          'Unknown type → 404 not_found; bad page → 400 invalid_page; unknown city → 400 invalid_city.',
        params: directoryTypeParamsSchema,
        querystring: directoryListQuerySchema,
        response: { 200: apiEnvelope(directoryListDataSchema) },
      },
    },
    async (req) =>
      ok(
        await service.list(
          app.db,
          {
            type: req.params.type,
            cityId: req.query.cityId,
            page: req.query.page,
            search: req.query.search,
            lang: req.lang,
          },
          app.config.directoryCacheMs,
          app.config.directoryCacheMs > 0 && app.hasDecorator('listingsVersion')
            ? await app.listingsVersion()
            : '',
        ),
      ),
  );

  app.get(
    '/api/web/directory/:type/:id',
    {
      schema: {
        tags,
        summary: 'One published listing of a directory (service, job or volunteer); 404 not_found otherwise',
        params: directoryDetailParamsSchema,
        response: { 200: apiEnvelope(directoryDetailDataSchema) },
      },
    },
    async (req) => ok(await service.detail(app.db, req.params.type, req.params.id, req.lang)),
  );
};
