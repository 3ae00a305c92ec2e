import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  jobRegisterBodySchema,
  jobUpdateBodySchema,
  listingCreatedEnvelope,
  listingStatusEnvelope,
  userJobListEnvelope,
  userListQuerySchema,
} from '@harbour/shared';
import { statusOk } from '../../lib/envelope.js';
import {
  LISTING_CREATED_MESSAGES,
  callerId,
  listingDeps,
  listingRoute,
  LISTING_MESSAGES,
} from '../listings/index.js';
import * as service from './listing-jobs.service.js';

const fieldFailures =
  'Failures: fill_required_fields (job title or company name of 2 characters or less), province_required, ' +
  'city_required, city_not_found (a city of another province), date_not_valid (start before today in ' +
  "the province's time zone), invalid_input (skills over 400, description over 600, how to apply over 400)";

export const listingJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = listingDeps(app);

  app.post(
    '/api/createJob',
    listingRoute(app, listingCreatedEnvelope, {
      summary: 'Post a job and pay for it',
      description:
        `${fieldFailures}, payment_required and the payment and invitation key refusals. employment_type ` +
        'is fixed (spec 3: 1, shown as Full-time). Status 1 (active) at once with an invitation key or a ' +
        'free plan; otherwise 0 until paid. Message listing.created (live), listing.awaiting_payment or ' +
        'listing.alternate_payment_sent.',
      body: jobRegisterBodySchema,
    }),
    async (req) => {
      const created = await service.registerJob(listingDeps(app, req), callerId(req), req.body, req.lang);
      return statusOk(created, LISTING_CREATED_MESSAGES[created.payment_state]);
    },
  );

  app.post(
    '/api/editJob',
    listingRoute(app, listingStatusEnvelope, {
      summary: "Update one of the caller's jobs",
      description: `${fieldFailures}; 404 listing.not_found for a job that is not the caller's.`,
      body: jobUpdateBodySchema,
    }),
    async (req) => {
      await service.updateJob(deps, callerId(req), req.body);
      return statusOk(null, LISTING_MESSAGES.updated);
    },
  );

  app.get(
    '/api/userJobList',
    listingRoute(app, userJobListEnvelope, {
      summary: "The caller's jobs, newest first (page_no from 1, offset = page size, default 10)",
      querystring: userListQuerySchema,
    }),
    async (req) => statusOk(await service.ownedJobs(app.db, callerId(req), req.query)),
  );
};
