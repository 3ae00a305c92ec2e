import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  createInvitationKeyBodySchema,
  invitationKeyCheckBodySchema,
  invitationKeyCheckEnvelope,
  invitationKeyEnvelope,
  invitationKeyIdParamsSchema,
  invitationKeyListEnvelope,
  invitationKeyListQuerySchema,
  statusEnvelope,
  type InvitationKeyProduct,
} from '@harbour/shared';
import { ok, statusOk } from '../../lib/envelope.js';
import { unauthorized } from '../../lib/errors.js';
import { atlanticToday } from '../directory/index.js';
import * as admin from './invitation-keys-admin.service.js';
import * as service from './invitation-keys.service.js';

const security = [{ bearerAuth: [] }];

/** The spec's three check calls and the product each one is for. */
const CHECKS: { path: string; product: Exclude<InvitationKeyProduct, 'volunteer'>; label: string }[] = [
  { path: 'service-listing-invitation-key', product: 'business', label: 'business (service) listing' },
  { path: 'event-listing-invitation-key', product: 'event', label: 'event listing' },
  { path: 'job-listing-invitation-key', product: 'job', label: 'job listing' },
];

const checkDescription =
  'Status 1, message `invitation_key.valid`, data `{ "listing-activate": true, package_id, package_name, ' +
  'quantity, listing_end_date }` when the key can pay for this product now: the plan (name in the ' +
  "caller's language) and quantity the admin issued the key for, and the last listed day if registered " +
  'today; a registration with the key gets exactly that plan and quantity. Checking does not use the key ' +
  '(the registration does). Every refusal (400, status 0) is `invitation_key.invalid`, whether the key is ' +
  'unknown, malformed, expired, used up, revoked or for another product; `fill_required_fields` under 2 ' +
  'characters; 401 `unauthorized`; 429 `too_many_requests` (with Retry-After) after ' +
  `${service.CHECK_LIMIT_PER_USER} attempts per user or ${service.CHECK_LIMIT_PER_IP} per IP in 15 ` +
  'minutes, counted together with the registrations and payments that carry a key (businessListingRegister, ' +
  'createJob, generateEventMeeting, payListing). Volunteer listings are free: there is no volunteer check.';

export const invitationKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const check of CHECKS) {
    app.post(
      `/api/update-invitation/${check.path}`,
      {
        config: { envelope: 'status' },
        preHandler: app.authenticate,
        schema: {
          tags: ['invitation-keys'],
          summary: `Check an invitation key for a ${check.label}`,
          description: checkDescription,
          security,
          body: invitationKeyCheckBodySchema,
          response: { 200: invitationKeyCheckEnvelope, '4xx': statusEnvelope(z.array(z.never())) },
        },
      },
      async (req) => {
        if (!req.auth) throw unauthorized();
        const gives = await service.checkInvitationKey(
          { db: app.db, limiter: app.limiter },
          {
            key: req.body.invitation_key,
            product: check.product,
            userId: req.auth.userId,
            ip: req.ip,
            today: atlanticToday(),
            lang: req.lang,
          },
        );
        return statusOk(gives, 'invitation_key.valid');
      },
    );
  }

  const adminSchema = { tags: ['admin'], security };

  app.post(
    '/api/admin/invitation-keys',
    {
      preHandler: app.requireAdmin,
      schema: {
        ...adminSchema,
        summary: 'Issue an invitation key (generated unless `key` is given)',
        description:
          'product; package_id, a plan on sale of that product (required except for volunteer keys) and ' +
          'quantity (default 1; above 1 only for event and job plans): what each use gives. max_uses ' +
          '1–10,000, expires_at an ISO date-time in the future, key 10–64 letters, digits or dashes (kept ' +
          'upper case). Failures: invitation_key.product_not_valid, invitation_key.plan_required, ' +
          'invitation_key.plan_not_valid, invalid_quantity, invitation_key.max_uses_not_valid, ' +
          'invitation_key.expiry_not_valid, invitation_key.expiry_in_past, invitation_key.too_short, ' +
          'invitation_key.format_not_valid, 409 invitation_key.exists.',
        body: createInvitationKeyBodySchema,
        response: { 201: invitationKeyEnvelope, '4xx': apiErrorSchema },
      },
    },
    async (req, reply) => {
      const item = await admin.createInvitationKey(app.db, req.auth!.userId, req.body);
      return reply.code(201).send(ok({ invitation_key: item }));
    },
  );

  app.get(
    '/api/admin/invitation-keys',
    {
      preHandler: app.requireAdmin,
      schema: {
        ...adminSchema,
        summary: 'Invitation keys, newest first, with uses, remaining uses and status',
        querystring: invitationKeyListQuerySchema,
        response: { 200: invitationKeyListEnvelope, '4xx': apiErrorSchema },
      },
    },
    async (req) => ok(await admin.listInvitationKeys(app.db, req.query)),
  );

  app.post(
    '/api/admin/invitation-keys/:id/revoke',
    {
      preHandler: app.requireAdmin,
      schema: {
        ...adminSchema,
        summary: 'Revoke an invitation key (no further checks or uses; past uses stay)',
        description: '404 invitation_key.not_found.',
        params: invitationKeyIdParamsSchema,
        response: { 200: invitationKeyEnvelope, '4xx': apiErrorSchema },
      },
    },
    async (req) => ok({ invitation_key: await admin.revokeInvitationKey(app.db, req.params.id) }),
  );
};
