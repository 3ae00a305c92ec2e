import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  nupostFollowEnvelope,
  nupostInvitationEnvelope,
  nupostInvitationParamsSchema,
  nupostInviteBodySchema,
  nupostInviteEnvelope,
} from '@harbour/shared';
import { ok } from '../../lib/envelope.js';
import * as service from './invitations.service.js';

const tags = ['nupost'];
const errors = { '4xx': apiErrorSchema };

/** Invitation e-mails with double opt-in (issue 22 §2). */
export const nupostInvitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/nupost/invitations',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Invite e-mail addresses to follow the business (each confirms before anything else is sent)',
        description:
          'For the holder of a business account (403 nupost.notices.no_business_account). Mailed in the ' +
          "business's language. 429 nupost.invitations.daily_limit when the request would go beyond the " +
          'invitations allowed in 24 hours; addresses following already or invited recently are skipped.',
        body: nupostInviteBodySchema,
        response: { 200: nupostInviteEnvelope, ...errors },
      },
    },
    async (req) =>
      ok(
        await service.invite(
          { db: app.db, mail: app.mail, limiter: app.limiter, publicUrl: app.config.publicUrl, log: req.log },
          req.auth!.userId,
          req.body.emails,
        ),
      ),
  );

  app.get(
    '/api/nupost/invitations/:token',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'What an invitation link is for (public)',
        description: '404 nupost.invitations.not_found for an unknown or expired link.',
        params: nupostInvitationParamsSchema,
        response: { 200: nupostInvitationEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.describeInvitation(app.db, req.params.token)),
  );

  app.post(
    '/api/nupost/invitations/:token/confirm',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Confirm an invitation: the signed-in member with the invited address follows the business',
        description:
          '401 nupost.invitations.sign_in (not signed in: sign in or sign up with the invited address); ' +
          '403 nupost.invitations.email_mismatch; 404 nupost.invitations.not_found; the follow rules apply ' +
          '(nupost.follow.business_full).',
        params: nupostInvitationParamsSchema,
        response: { 200: nupostFollowEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.confirmInvitation(app.db, req.params.token, req.auth?.userId ?? null)),
  );
};
