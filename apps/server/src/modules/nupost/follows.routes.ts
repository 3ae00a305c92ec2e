import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  nupostFollowBodySchema,
  nupostFollowListingParamsSchema,
  nupostFollowStateEnvelope,
  nupostFollowsEnvelope,
  nupostUnfollowParamsSchema,
} from '@harbour/shared';
import { ok } from '../../lib/envelope.js';
import * as service from './follows.service.js';

const tags = ['nupost'];
const errors = { '4xx': apiErrorSchema };
const perMinute = { max: 60, timeWindow: 60_000 };

/** A signed-in member follows NuPOST businesses (issue 22 §2). */
export const nupostFollowsRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.authenticate };
  const write = { ...auth, config: { rateLimit: perMinute } };

  app.get(
    '/api/nupost/follows',
    {
      ...auth,
      schema: {
        tags,
        summary: 'The businesses I follow, newest first',
        response: { 200: nupostFollowsEnvelope, ...errors },
      },
    },
    async (req) => ok({ follows: await service.myFollows(app.db, req.auth!.userId) }),
  );

  app.post(
    '/api/nupost/follows',
    {
      ...write,
      schema: {
        tags,
        summary: "Follow the business of a listing (the listing's owner's NuPOST account)",
        description:
          '404 not_found (no such listing); 409 nupost.follow.not_available (its owner has no NuPOST account); ' +
          "400 nupost.follow.own_business; 403 nupost.follow.business_full (the plan's member limit).",
        body: nupostFollowBodySchema,
        response: { 200: nupostFollowStateEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.followListing(app.db, req.auth!.userId, req.body.business_id)),
  );

  app.get(
    '/api/nupost/follows/business/:business_id',
    {
      ...auth,
      schema: {
        tags,
        summary: "The follow button's state for a listing",
        params: nupostFollowListingParamsSchema,
        response: { 200: nupostFollowStateEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.followState(app.db, req.auth!.userId, req.params.business_id)),
  );

  app.delete(
    '/api/nupost/follows/:business_user_id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Stop following a business (answers the follows left)',
        params: nupostUnfollowParamsSchema,
        response: { 200: nupostFollowsEnvelope, ...errors },
      },
    },
    async (req) =>
      ok({ follows: await service.unfollow(app.db, req.auth!.userId, req.params.business_user_id) }),
  );
};
