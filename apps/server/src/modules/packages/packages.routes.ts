import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nuChatPackageListEnvelope, nuPostPlanListEnvelope, packageListEnvelope } from '@harbour/shared';
import { statusOk } from '../../lib/envelope.js';
import * as service from './packages.service.js';

const tags = ['packages'];
const config = { envelope: 'status' as const };
const langNote =
  'Names and descriptions in the `language` header’s language (en and fr stored; en otherwise).';

/** The product catalogue read by the pricing hub and the purchase wizards; all public. */
export const packagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/businessPackages',
    {
      config,
      schema: {
        tags,
        summary: 'Business listing (VivaLinks) packages with their running promos',
        description: langNote,
        response: { 200: packageListEnvelope },
      },
    },
    async (req) => statusOk({ package_list: await service.listingPackages(app.db, 'business', req.lang) }),
  );

  app.post(
    '/api/eventPackages',
    {
      config,
      schema: {
        tags,
        summary: 'Event listing packages',
        description: langNote,
        response: { 200: packageListEnvelope },
      },
    },
    async (req) => statusOk({ package_list: await service.listingPackages(app.db, 'event', req.lang) }),
  );

  app.get(
    '/api/jobPackages',
    {
      config,
      schema: {
        tags,
        summary: 'Job posting packages',
        description: langNote,
        response: { 200: packageListEnvelope },
      },
    },
    async (req) => statusOk({ package_list: await service.listingPackages(app.db, 'job', req.lang) }),
  );

  app.get(
    '/api/nuChatPackages',
    {
      config,
      schema: {
        tags,
        summary:
          'NuChat plans: the trial offers for a signed-in user in the free trial, the regular ones otherwise',
        description: langNote,
        response: { 200: nuChatPackageListEnvelope },
      },
    },
    async (req) =>
      statusOk({ package_list: await service.nuChatPackages(app.db, req.auth?.userId ?? null, req.lang) }),
  );

  app.get(
    '/api/getBusinessPlanList',
    {
      config,
      schema: {
        tags,
        summary: 'NuPOST plans (limit null: the custom top tier)',
        description: langNote,
        response: { 200: nuPostPlanListEnvelope },
      },
    },
    async (req) => statusOk({ plan_list: await service.nuPostPlans(app.db, req.lang) }),
  );
};
