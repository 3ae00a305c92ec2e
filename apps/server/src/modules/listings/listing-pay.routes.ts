import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingCreatedEnvelope, listingPayBodySchema } from '@harbour/shared';
import { statusOk } from '../../lib/envelope.js';
import { atlanticToday } from '../directory/index.js';
import { payForListing } from './listing-pay.js';
import { LISTING_CREATED_MESSAGES } from './listing-payment.js';
import { callerId, listingDeps, listingRoute } from './listing-routes.js';

/** The manager's "Pay again" for a listing whose payment failed. */
export const listingPayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payListing',
    listingRoute(app, listingCreatedEnvelope, {
      summary: "Pay again for one of the caller's inactive business listings, events or jobs",
      description:
        'For a listing whose payment was declined, canceled, expired or refused, or that has none: the ' +
        'choices of a registration (transaction_id of a new card purchase, invitation_key, payment_method ' +
        'with package_id and quantity, or a free plan). 404 listing.not_found for a listing that is not ' +
        "the caller's; 409 listing.payment_not_needed for one that is live or whose payment is on its way.",
      body: listingPayBodySchema,
    }),
    async (req) => {
      const paid = await payForListing(
        listingDeps(app, req),
        callerId(req),
        req.body,
        atlanticToday(),
        req.lang,
      );
      return statusOk(paid, LISTING_CREATED_MESSAGES[paid.payment_state]);
    },
  );
};
