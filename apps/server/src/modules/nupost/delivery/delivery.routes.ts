import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  nupostDeliveryPreferencesResponseSchema,
  nupostDeliveryPreferencesSchema,
  nupostUnsubscribeResponseSchema,
  nupostUnsubscribeTokenSchema,
} from '@harbour/shared';
import { ok } from '../../../lib/envelope.js';
import * as service from './delivery.service.js';

const tags = ['nupost'];
const params = z.object({ token: nupostUnsubscribeTokenSchema });
/** A mail client posts once per click; a client trying tokens gets little. */
const rateLimit = { max: 30, timeWindow: 60_000 };

/**
 * RFC 8058 one-click unsubscribe (no cookie, no sign-in: the token is the authority) and the member's
 * delivery preferences. Mail clients post `List-Unsubscribe=One-Click` as a form, which these routes
 * alone accept (and ignore: the URL says everything).
 */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, _body, done) => done(null, undefined),
  );

  app.get(
    '/api/nupost/unsubscribe/:token',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Whom an e-mail’s unsubscribe link is about (no sign-in)',
        params,
        response: { 200: nupostUnsubscribeResponseSchema, '4xx': apiErrorSchema },
      },
    },
    async (req) => ok(await service.unsubscribeStatus(app.db, req.params.token)),
  );

  const oneClick = {
    config: { rateLimit },
    schema: {
      tags,
      summary: 'Stop following the business of an e-mail, at once (RFC 8058 one-click, no sign-in)',
      description: 'Failures: 404 nupost.unsubscribe.invalid.',
      params,
      response: { 200: nupostUnsubscribeResponseSchema, '4xx': apiErrorSchema },
    },
  };
  app.post('/api/nupost/unsubscribe/:token', oneClick, async (req) =>
    ok(await service.unsubscribe(app.db, req.params.token)),
  );
  // the List-Unsubscribe URL is the page's, so a mail client's one-click POST lands on it too
  app.post(
    '/nupost/unsubscribe/:token',
    { ...oneClick, schema: { ...oneClick.schema, hide: true } },
    async (req) => ok(await service.unsubscribe(app.db, req.params.token)),
  );

  app.get(
    '/api/nupost/delivery-preferences',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Whether NuPOST notices also come by e-mail',
        response: { 200: nupostDeliveryPreferencesResponseSchema },
      },
    },
    async (req) => ok(await service.deliveryPreferences(app.db, req.auth!.userId)),
  );

  app.put(
    '/api/nupost/delivery-preferences',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Choose whether NuPOST notices also come by e-mail',
        body: nupostDeliveryPreferencesSchema,
        response: { 200: nupostDeliveryPreferencesResponseSchema, '4xx': apiErrorSchema },
      },
    },
    async (req) => ok(await service.setDeliveryPreferences(app.db, req.auth!.userId, req.body.email)),
  );
};
