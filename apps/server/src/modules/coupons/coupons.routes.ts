import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiEnvelope,
  apiErrorSchema,
  couponActionBodySchema,
  couponInfoQuerySchema,
  couponListSchema,
  couponSchema,
  getCouponsQuerySchema,
} from '@harbour/shared';
import { ok } from '../../lib/envelope.js';
import * as service from './coupons.service.js';

const tags = ['coupons'];
const security = [{ bearerAuth: [] }];
const failures = { '4xx': apiErrorSchema };

export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/nupond/getCoupons',
    {
      schema: {
        tags,
        summary:
          'Coupons: a user’s collected ones (userId, the caller only), a business’s, or all still valid',
        description: 'userId of someone else: 403 forbidden; userId without a session: 401 unauthorized.',
        querystring: getCouponsQuerySchema,
        response: { 200: apiEnvelope(couponListSchema), ...failures },
      },
    },
    async (req) => ok({ coupons: await service.getCoupons(app.db, req.query, req.auth, req.lang) }),
  );

  app.get(
    '/api/nupond/getCouponInfo',
    {
      schema: {
        tags,
        summary: 'One coupon (404 coupon.not_found)',
        querystring: couponInfoQuerySchema,
        response: { 200: apiEnvelope(couponSchema), ...failures },
      },
    },
    async (req) => ok(await service.couponInfo(app.db, req.query.couponId, req.auth, req.lang)),
  );

  app.post(
    '/api/nupond/collectCoupon',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Collect a coupon into the caller’s wallet (once)',
        description:
          'Failures: 403 forbidden (userId is not the caller), 404 coupon.not_found, 400 coupon.expired.',
        body: couponActionBodySchema,
        response: { 200: apiEnvelope(couponSchema), ...failures },
      },
    },
    async (req) => ok(await service.collect(app.db, req.body, req.auth, req.lang), 'coupon.collected'),
  );

  app.post(
    '/api/nupond/removeCoupon',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Remove a coupon from the caller’s wallet',
        description:
          'Failures: 403 forbidden (userId is not the caller), 404 coupon.not_found (not collected).',
        body: couponActionBodySchema,
        response: { 200: apiEnvelope(z.null()), ...failures },
      },
    },
    async (req) => {
      await service.remove(app.db, req.body, req.auth);
      return ok(null, 'coupon.removed');
    },
  );
};
