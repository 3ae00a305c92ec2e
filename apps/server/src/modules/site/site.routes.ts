import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  altchaChallengeSchema,
  apiEnvelope,
  clientConfigSchema,
  settingDataSchema,
  settingsQuerySchema,
  statusEnvelope,
  versionDataSchema,
} from '@harbour/shared';
import { ok, statusOk } from '../../lib/envelope.js';
import * as service from './site.service.js';

const tags = ['site'];

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/getVersion',
    {
      config: { envelope: 'status' },
      schema: {
        tags,
        summary: 'Language catalogue version and feature flags',
        response: { 200: statusEnvelope(versionDataSchema) },
      },
    },
    async () => statusOk(await service.versionData(app.db)),
  );

  app.get(
    '/api/web/settings',
    {
      schema: {
        tags,
        summary: 'One site setting, e.g. settingType=org_address&category=contact_us',
        querystring: settingsQuerySchema,
        response: { 200: apiEnvelope(settingDataSchema) },
      },
    },
    async (req) =>
      ok({ value: await service.settingValue(app.db, req.query.settingType, req.query.category) }),
  );

  app.get(
    '/api/web/client-config',
    {
      schema: {
        tags,
        summary: 'What the browser needs to know about this deployment',
        response: { 200: apiEnvelope(clientConfigSchema) },
      },
    },
    async () => ok(service.clientConfig(app.config)),
  );

  app.get(
    '/api/altcha/challenge',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['captcha'],
        summary: 'A proof-of-work challenge for the ALTCHA widget (valid 10 minutes)',
        response: { 200: altchaChallengeSchema },
      },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const challenge = await app.captcha.createChallenge();
      return { parameters: { ...challenge.parameters }, signature: challenge.signature };
    },
  );
};
