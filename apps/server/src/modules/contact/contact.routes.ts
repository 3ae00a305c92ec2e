import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiEnvelope, apiErrorSchema, contactBodySchema } from '@harbour/shared';
import { ok } from '../../lib/envelope.js';
import * as service from './contact.service.js';

/** contact messages per client IP per 10 minutes */
export const CONTACT_RATE_LIMIT = 5;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/web/contact',
    {
      config: { rateLimit: { max: CONTACT_RATE_LIMIT, timeWindow: 10 * 60_000 } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the organisation (mailed to org_email of contact_us, and kept)',
        description:
          'Failures: fill_required_fields, email_not_valid, field_too_long, 429 too_many_requests, ' +
          '503 contact_us.error.',
        body: contactBodySchema,
        response: { 200: apiEnvelope(z.null()), '4xx': apiErrorSchema, '5xx': apiErrorSchema },
      },
    },
    async (req) => {
      await service.sendContactMessage({ db: app.db, mail: app.mail }, req.body, req.lang);
      return ok(null, 'contact_us.success');
    },
  );
};
