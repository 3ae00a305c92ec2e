import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  businessUserEnvelope,
  createBusinessUserBodySchema,
  nupostPaymentSessionBodySchema,
  nupostPaymentSessionEnvelope,
  statusEnvelope,
} from '@harbour/shared';
import { ok, statusOk } from '../../lib/envelope.js';
import { paymentDeps } from '../payments/index.js';
import * as service from './nupost.service.js';

const tags = ['nupost'];
/**
 * Sign-ups are made by visitors: a 30th of the general API limit per client (10 a minute at the default
 * RATE_LIMIT_MAX of 300), which also bounds probing for taken addresses.
 */
const signupsPerMinute = (apiMax: number) => Math.max(10, Math.floor(apiMax / 30));
const fieldFailures =
  'fill_required_fields, nupost.signup.name_not_valid (under 2 characters), email_not_valid, ' +
  'password_not_valid (8+ with a lowercase letter, an uppercase letter and a digit), password_not_match, ' +
  'city_not_found, package_not_found, captcha_invalid, nupost.signup.email_taken';

function deps(app: FastifyInstance, log: FastifyBaseLogger): service.NupostDeps {
  return {
    accounts: {
      db: app.db,
      config: app.config,
      mail: app.mail,
      limiter: app.limiter,
      captcha: app.captcha,
      log,
      storage: app.storage,
      background: app.background,
    },
    payment: paymentDeps(app, log),
  };
}

/** NuPOST sign-up (the listing screens, listing fields and listings API contract; issue 22 §1): public, the buyer is not signed in. */
export const nupostRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: signupsPerMinute(app.config.rateLimit.max), timeWindow: 60_000 };
  // the provider's word on a sign-up's purchase writes its business account, in the paid transaction
  app.purchaseHooks.onPurchasePaid((purchase, tx) => service.activatePaidSignup(tx, purchase));

  app.post(
    '/api/nupost/payment-session',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Open the checkout of a paid NuPOST plan for the sign-up form',
        description:
          'Makes the unconfirmed account of the form (confirmation mailed) and opens the checkout of the ' +
          'plan, priced by the server; the business account exists only once the provider confirms the ' +
          `payment. payment_id is the transaction id for POST /api/createBusinessUser. Failures: ${fieldFailures}, ` +
          'payment_not_required (a free plan), 503 payment.card_unavailable, 502 payment_provider_unavailable.',
        body: nupostPaymentSessionBodySchema,
        response: { 200: nupostPaymentSessionEnvelope, '4xx': apiErrorSchema, '5xx': apiErrorSchema },
      },
    },
    async (req) => ok(await service.openPaymentSession(deps(app, req.log), req.body.data, req.lang)),
  );

  app.post(
    '/api/createBusinessUser',
    {
      config: { envelope: 'status' as const, rateLimit },
      schema: {
        tags,
        summary: 'Create a NuPOST business account (free plan) or confirm a paid one (transaction_id)',
        description:
          'Without transaction_id: a free plan only (nupost.signup.payment_required otherwise); the account ' +
          'and its business account at once. With transaction_id: the purchase must be a NuPOST one for ' +
          'business_plan, opened for this e-mail, and paid per the provider (nupost.signup.payment_invalid, ' +
          'nupost.signup.payment_not_confirmed); the same transaction answers the same account again. ' +
          `Failures: ${fieldFailures}.`,
        body: createBusinessUserBodySchema,
        response: { 200: businessUserEnvelope, '4xx': statusEnvelope(z.array(z.never())) },
      },
    },
    async (req) =>
      statusOk(
        await service.createBusinessUser(deps(app, req.log), req.body.data, req.lang),
        'nupost.signup.account_created',
      ),
  );
};
