import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  pushPublicKeyResponseSchema,
  pushRenewInputSchema,
  pushSubscriptionInputSchema,
  pushSubscriptionResponseSchema,
  pushUnsubscribeInputSchema,
  pushUnsubscribeResponseSchema,
} from '@harbour/shared';
import { ok } from '../../lib/envelope.js';
import * as service from './push.service.js';

const tags = ['push'];
/** Subscribing is a browser's once-in-a-while act; 20 a minute per client is plenty. */
const rateLimit = { max: 20, timeWindow: 60_000 };

/** Web Push (issue 22 §3): the VAPID public key and the signed-in member's subscriptions. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/push/public-key',
    {
      schema: {
        tags,
        summary: 'The VAPID public key for pushManager.subscribe',
        response: { 200: pushPublicKeyResponseSchema },
      },
    },
    async () => ok({ public_key: (await app.vapidKeys()).publicKey, enabled: app.config.push.enabled }),
  );

  app.post(
    '/api/push/subscriptions',
    {
      preHandler: app.authenticate,
      config: { rateLimit },
      schema: {
        tags,
        summary: "Keep this browser's push subscription for the caller",
        description:
          'The body is PushSubscription.toJSON(). An endpoint already known moves to the caller with its new ' +
          'keys; beyond 10 subscriptions the oldest is dropped. Failures: invalid_input, push.endpoint_not_allowed ' +
          '(in production only https endpoints of the browsers’ push services).',
        body: pushSubscriptionInputSchema,
        response: { 201: pushSubscriptionResponseSchema, '4xx': apiErrorSchema },
      },
    },
    async (req, reply) => {
      const data = await service.subscribe(app.db, app.config.env, req.auth!.userId, req.body);
      return reply.code(201).send(ok(data));
    },
  );

  app.post(
    '/api/push/subscriptions/renew',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Replace a subscription its push service changed (from the service worker)',
        description:
          'No session: the old endpoint and its auth secret prove the browser held it. The new subscription ' +
          'takes its place for the same member. Failures: 401 unauthorized (unknown old subscription), ' +
          'invalid_input, push.endpoint_not_allowed.',
        body: pushRenewInputSchema,
        response: { 201: pushSubscriptionResponseSchema, '4xx': apiErrorSchema },
      },
    },
    async (req, reply) => reply.code(201).send(ok(await service.renew(app.db, app.config.env, req.body))),
  );

  app.delete(
    '/api/push/subscriptions',
    {
      preHandler: app.authenticate,
      config: { rateLimit },
      schema: {
        tags,
        summary: "Forget the caller's subscription with this endpoint",
        body: pushUnsubscribeInputSchema,
        response: { 200: pushUnsubscribeResponseSchema, '4xx': apiErrorSchema },
      },
    },
    async (req) => ok(await service.unsubscribe(app.db, req.auth!.userId, req.body.endpoint)),
  );
};
