import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  hsdsApiMetaSchema,
  hsdsIdParamsSchema,
  hsdsOrganizationSchema,
  hsdsOrganizationSummarySchema,
  hsdsPage,
  hsdsPageQuerySchema,
  hsdsServiceAtLocationListItemSchema,
  hsdsServiceListItemSchema,
  hsdsServiceSchema,
} from '@harbour/shared';
import * as service from './open-data.service.js';

const tags = ['open-data'];
const PREFIX = '/api/open-data/hsds';
const CACHE = 'public, max-age=300';
const SCOPE =
  'Published listings of the services directory only (the directory visibility rule); jobs and volunteer ' +
  'listings are not HSDS services and are left out. Bare HSDS 3.0 JSON, not the Harbour envelope.';
const PAGED =
  `page from 1 (else 400 invalid_page), per_page 1–100, default 50 (else 400 invalid_per_page); ` +
  'a page past the last is an empty page.';

export const openDataRoutes: FastifyPluginAsyncZod = async (app) => {
  // only successful answers are cacheable (this plugin's routes only: the hook is encapsulated)
  app.addHook('onSend', async (_req, reply, payload) => {
    if (reply.statusCode === 200) reply.header('cache-control', CACHE);
    return payload;
  });

  for (const url of [PREFIX, `${PREFIX}/`]) {
    app.get(
      url,
      {
        schema: {
          tags,
          hide: url !== PREFIX,
          summary: 'HSDS API information: HSDS version, profile and the OpenAPI document of the HSDS API',
          response: { 200: hsdsApiMetaSchema },
        },
      },
      async () => service.apiMeta(),
    );
  }

  app.get(
    `${PREFIX}/services`,
    {
      schema: {
        tags,
        summary: `HSDS services, one page (one-to-one fields and the organization). ${PAGED} ${SCOPE}`,
        querystring: hsdsPageQuerySchema,
        response: { 200: hsdsPage(hsdsServiceListItemSchema) },
      },
    },
    async (req) => service.servicesPage(app.db, req.query),
  );

  app.get(
    `${PREFIX}/services/:id`,
    {
      schema: {
        tags,
        summary:
          'A fully nested HSDS service: organization, phones, weekly schedules, service_at_locations → ' +
          `location → address, categories as attributes. Unknown id → 404 not_found. ${SCOPE}`,
        params: hsdsIdParamsSchema,
        response: { 200: hsdsServiceSchema },
      },
    },
    async (req) => service.serviceById(app.db, req.params.id),
  );

  app.get(
    `${PREFIX}/organizations`,
    {
      schema: {
        tags,
        summary: `HSDS organizations (the businesses behind the services), one page. ${PAGED} ${SCOPE}`,
        querystring: hsdsPageQuerySchema,
        response: { 200: hsdsPage(hsdsOrganizationSummarySchema) },
      },
    },
    async (req) => service.organizationsPage(app.db, req.query),
  );

  app.get(
    `${PREFIX}/organizations/:id`,
    {
      schema: {
        tags,
        summary: `A fully nested HSDS organization: phones, locations, services. Unknown id → 404 not_found. ${SCOPE}`,
        params: hsdsIdParamsSchema,
        response: { 200: hsdsOrganizationSchema },
      },
    },
    async (req) => service.organizationById(app.db, req.params.id),
  );

  app.get(
    `${PREFIX}/service_at_locations`,
    {
      schema: {
        tags,
        summary: `HSDS service_at_locations (listings with an address or coordinates), one page. ${PAGED} ${SCOPE}`,
        querystring: hsdsPageQuerySchema,
        response: { 200: hsdsPage(hsdsServiceAtLocationListItemSchema) },
      },
    },
    async (req) => service.serviceAtLocationsPage(app.db, req.query),
  );
};
