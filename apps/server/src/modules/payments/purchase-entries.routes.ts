import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { purchaseEntryBodySchema, purchaseEntryEnvelope, statusEnvelope } from '@harbour/shared';
import { statusOk } from '../../lib/envelope.js';
import { paymentDeps } from './payment-deps.js';
import { recordPurchaseEntry, type EntryProduct } from './purchase-entries.js';

const ENTRY_DESCRIPTION =
  'Body `{ data: { transaction_id, package_id, package_type, package_quantity, package_start_date } }` ' +
  '(the bare entry is taken too). Records nothing the provider has not confirmed: the transaction must be ' +
  'the caller’s own card or alternate purchase of this product and plan, and paid (the provider is asked ' +
  'first while it is not). `data.id` is the purchase’s id (its receipt number H-000042 without the ' +
  'prefix): the same transaction always answers the same id, so a repeated call is harmless. Failures: ' +
  '404 payment_not_found (unknown or someone else’s), 400 payment.wrong_product (another product, plan ' +
  'or quantity), 409 payment.not_paid (pending, declined, canceled or expired), 401 unauthorized.';

const ROUTES: { path: string; product: EntryProduct; summary: string }[] = [
  {
    path: '/api/packagePurchaseEntry',
    product: 'business',
    summary: 'Purchase entry of a paid business listing plan (the listings API contract)',
  },
  {
    path: '/api/jobsPackagePurchaseEntry',
    product: 'job',
    summary: 'Purchase entry of a paid job posting plan (the listings API contract)',
  },
  {
    path: '/api/nuChatPurchaseEntry',
    product: 'nuchat',
    summary:
      'Purchase entry of a paid NuChat plan: transaction_id and package_id (the listings API contract)',
  },
];

/** The purchase entries a client written from the spec sends after a payment. */
export const purchaseEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { path, product, summary } of ROUTES) {
    app.post(
      path,
      {
        preHandler: app.authenticate,
        config: { envelope: 'status', rateLimit: { max: 30, timeWindow: 60_000 } },
        schema: {
          tags: ['payments'],
          summary,
          description: ENTRY_DESCRIPTION,
          security: [{ bearerAuth: [] }],
          body: purchaseEntryBodySchema,
          response: { 200: purchaseEntryEnvelope, '4xx': statusEnvelope(z.array(z.never())) },
        },
      },
      async (req) =>
        statusOk(
          await recordPurchaseEntry(paymentDeps(app, req.log), req.auth!.userId, product, req.body),
          'payment.recorded',
        ),
    );
  }
};
