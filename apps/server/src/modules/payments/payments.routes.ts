import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  createPaymentIntentBodySchema,
  createPaymentIntentEnvelope,
  purchaseEnvelope,
  transactionParamsSchema,
  webhookAckEnvelope,
} from '@harbour/shared';
import { ok } from '../../lib/envelope.js';
import { registerCheckoutExpiry } from './checkout-expiry.js';
import { paymentDeps } from './payment-deps.js';
import { handleWebhook } from './payment-webhook.js';
import { purchaseEntryRoutes } from './purchase-entries.routes.js';
import { createPurchaseHooks, type PurchaseHooks } from './purchase-hooks.js';
import * as service from './payments.service.js';
import { sandboxRoutes } from './sandbox.routes.js';
import { registerSubscriptionEnds } from './subscription-end.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.purchaseHooks.onPurchasePaid(fn)`: what a module does when one of its purchases is paid */
    purchaseHooks: PurchaseHooks;
  }
}

const tags = ['payments'];
/** Stripe events are a few kilobytes; the JSON routes' limit is smaller */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/create-payment-intent',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Open a checkout for a plan: the server prices it (plan, quantity, running promo, tax)',
        description:
          'metadata.product and metadata.package_id (and metadata.quantity for event and job plans) say what ' +
          'is bought; the price, description and subscription the client sends are ignored. payment_id is the ' +
          'transaction id the return URL carries; payment_url is the provider’s checkout page. Failures: ' +
          'package_not_found, invalid_quantity, payment_not_required (a free plan), 401 unauthorized, ' +
          '502 payment_provider_unavailable.',
        body: createPaymentIntentBodySchema,
        response: { 200: createPaymentIntentEnvelope, '4xx': apiErrorSchema, '5xx': apiErrorSchema },
      },
    },
    async (req) =>
      ok(await service.createPaymentIntent(paymentDeps(app, req.log), req.auth!.userId, req.body, req.lang)),
  );

  app.get(
    '/api/payments/:transaction_id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The caller’s own purchase and its state (pending until the provider confirms)',
        description:
          'While unsettled the provider is asked first. Someone else’s or an unknown transaction: 404 ' +
          'payment_not_found.',
        params: transactionParamsSchema,
        response: { 200: purchaseEnvelope, '4xx': apiErrorSchema },
      },
    },
    async (req) =>
      ok(
        await service.purchaseStatus(paymentDeps(app, req.log), req.auth!.userId, req.params.transaction_id),
      ),
  );
};

/** The raw body is what Stripe signed: this scope alone reads JSON as bytes. */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );

  app.post(
    '/api/payments/stripe/webhook',
    {
      schema: {
        tags,
        summary: 'Stripe webhook (checkout.session.completed, async_payment_succeeded/failed, expired)',
        description:
          'Verified with STRIPE_WEBHOOK_SECRET over the raw body (300 s tolerance); each event is applied ' +
          'once. 400 invalid_signature; 404 when no webhook secret is configured.',
        response: { 200: webhookAckEnvelope, '4xx': apiErrorSchema },
      },
    },
    async (req) => {
      const signature = req.headers['stripe-signature'];
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      await handleWebhook(
        paymentDeps(app, req.log),
        raw,
        typeof signature === 'string' ? signature : undefined,
      );
      return ok({ received: true });
    },
  );
};

/**
 * Purchases, the provider's webhook and, without Stripe, the sandbox checkout page. Decorates
 * `app.purchaseHooks` for the modules registered after it.
 */
export const paymentsRoutes = fp(
  async (app: FastifyInstance) => {
    app.decorate('purchaseHooks', createPurchaseHooks());
    await app.register(purchaseRoutes);
    await app.register(purchaseEntryRoutes);
    await app.register(webhookRoutes);
    if (app.payments.name === 'sandbox') await app.register(sandboxRoutes);
    registerSubscriptionEnds(app);
    registerCheckoutExpiry(app);
  },
  { name: 'payments' },
);
