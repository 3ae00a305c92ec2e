import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiEnvelope,
  apiErrorSchema,
  officeInvitationBodySchema,
  officeInvitationResponseSchema,
} from '@harbour/shared';
import { ok } from '../../lib/envelope.js';
import * as service from './office.service.js';

/** invitation requests per client IP per 10 minutes */
export const OFFICE_RATE_LIMIT = 5;

export const officeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/web/sent-office-invitation',
    {
      config: { rateLimit: { max: OFFICE_RATE_LIMIT, timeWindow: 10 * 60_000 } },
      schema: {
        tags: ['office'],
        summary:
          'Ask for an invitation to visit the office (kept, mailed to the office and confirmed to the sender)',
        description:
          'data is the message to show. Failures: fill_required_fields, email_not_valid, office.date_not_valid, ' +
          'office.date_in_past, 429 too_many_requests, 503 office.invitation_failed.',
        body: officeInvitationBodySchema,
        response: {
          200: apiEnvelope(officeInvitationResponseSchema),
          '4xx': apiErrorSchema,
          '5xx': apiErrorSchema,
        },
      },
    },
    async (req) => {
      const message = await service.requestInvitation({ db: app.db, mail: app.mail }, req.body, req.lang);
      return ok(message, message);
    },
  );
};
