import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPurchaseEnvelope,
  adminPurchaseListEnvelope,
  adminPurchaseListQuerySchema,
  adminPurchaseParamsSchema,
  adminPurchaseRejectBodySchema,
  apiErrorSchema,
} from '@harbour/shared';
import { ok } from '../../lib/envelope.js';
import * as service from './listing-admin.service.js';

const schemaBase = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** Admin: every purchase, and the e-transfers and cheques waiting for an admin to record them. */
export const listingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): service.AlternatePaymentDeps => ({
    db: app.db,
    mail: app.mail,
    hooks: app.purchaseHooks,
    log: app.log,
    listingsChanged: () => app.listingsChanged(),
    publicUrl: app.config.publicUrl,
  });

  app.get(
    '/api/admin/purchases',
    {
      preHandler: app.requireAdmin,
      schema: {
        ...schemaBase,
        summary:
          'Purchases, newest first, with the buyer and the listing bought (waiting=1: alternate payments to record)',
        querystring: adminPurchaseListQuerySchema,
        response: { 200: adminPurchaseListEnvelope, '4xx': apiErrorSchema },
      },
    },
    async (req) => ok(await service.listPurchases(app.db, req.query)),
  );

  app.post(
    '/api/admin/purchases/:id/activate',
    {
      preHandler: app.requireAdmin,
      schema: {
        ...schemaBase,
        summary:
          'Record a received e-transfer or cheque, or approve a plan for non-profits: the purchase is paid, its listing goes live for what was bought, the receipt is mailed',
        description:
          '404 purchase_not_found; 409 purchase_not_pending unless a pending e-transfer, cheque or plan for non-profits.',
        params: adminPurchaseParamsSchema,
        response: { 200: adminPurchaseEnvelope, '4xx': apiErrorSchema },
      },
    },
    async (req) => ok({ purchase: await service.activate(deps(), req.params.id) }, 'purchase.activated'),
  );

  app.post(
    '/api/admin/purchases/:id/reject',
    {
      preHandler: app.requireAdmin,
      schema: {
        ...schemaBase,
        summary:
          'Refuse an e-transfer, a cheque or a plan for non-profits: the purchase is canceled, the listing stays inactive, the buyer is mailed and sees the reason in the manager',
        description:
          'Body `{ reason }` (up to 500 characters; required for a plan for non-profits: 400 ' +
          'purchase.reason_required). 404 purchase_not_found; 409 purchase_not_pending unless a pending ' +
          'e-transfer, cheque or plan for non-profits.',
        params: adminPurchaseParamsSchema,
        body: adminPurchaseRejectBodySchema,
        response: { 200: adminPurchaseEnvelope, '4xx': apiErrorSchema },
      },
    },
    async (req) =>
      ok(
        { purchase: await service.reject(deps(), req.params.id, req.body?.reason ?? null) },
        'purchase.rejected',
      ),
  );
};
