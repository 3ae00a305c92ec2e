import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BUSINESS_PHOTOS_MAX,
  listingCreatedEnvelope,
  listingStatusEnvelope,
  userBusinessListEnvelope,
  userListQuerySchema,
} from '@harbour/shared';
import { statusOk } from '../../lib/envelope.js';
import { atlanticToday } from '../directory/index.js';
import {
  callerId,
  listingDeps,
  listingFormConsumes,
  listingRoute,
  photoDeleteRoutes,
  LISTING_CREATED_MESSAGES,
  readListingMultipart,
  registerListingMultipart,
} from '../listings/index.js';
import * as service from './listing-business.service.js';

const formDescription =
  'multipart/form-data: field `data` (JSON text of the form) and up to 3 photos in `images[]` (PNG, JPEG ' +
  'or WebP by content, 2 MB each; re-encoded to 854×480 and 427×240 WebP without metadata); a JSON body ' +
  '`{data: {...}}` is taken too, without photos. Failures (status 0): fill_required_fields, ' +
  'email_not_valid, phone_not_valid, website_not_valid, address_not_valid, city_required, ' +
  'hours_not_valid, invalid_input, image_invalid, 413 image_too_large, too_many_photos';

/** The business listing calls of the listings API contract, in the second back end's envelope. */
export const listingBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerListingMultipart(app, BUSINESS_PHOTOS_MAX);
  const deps = (req: FastifyRequest): service.BusinessDeps => ({ ...listingDeps(app, req), log: req.log });

  app.post(
    '/api/businessListingRegister',
    listingRoute(app, listingCreatedEnvelope, {
      summary: 'Register a business listing and say how it is paid',
      description:
        `${formDescription}; payment (one of): invitation_key (invitation_key.* refusals), transaction_id of ` +
        "the caller's purchase (payment_not_found), payment_method etransfer|cheque with package_id, or a free " +
        'package_id; none: payment_required. Message listing.created (live), listing.awaiting_payment, ' +
        'listing.alternate_payment_sent or listing.awaiting_approval (a free plan for non-profits, which an ' +
        'admin approves); data.id is the listing.',
      consumes: listingFormConsumes,
    }),
    async (req) => {
      const userId = callerId(req);
      const { data, files } = await readListingMultipart(req, { maxFiles: BUSINESS_PHOTOS_MAX });
      const created = await service.registerBusiness(deps(req), {
        userId,
        lang: req.lang,
        today: atlanticToday(),
        data,
        files,
      });
      return statusOk(created, LISTING_CREATED_MESSAGES[created.payment_state]);
    },
  );

  app.post(
    '/api/businessListingUpdate',
    listingRoute(app, listingStatusEnvelope, {
      summary: "Update one of the caller's business listings (new photos are added after the others)",
      description: `${formDescription}; data.business_id names the listing: 404 listing.not_found when it is not the caller's.`,
      consumes: listingFormConsumes,
    }),
    async (req) => {
      const userId = callerId(req);
      const { data, files } = await readListingMultipart(req, { maxFiles: BUSINESS_PHOTOS_MAX });
      await service.updateBusiness(deps(req), { userId, data, files });
      return statusOk(null, 'listing.updated');
    },
  );

  app.get(
    '/api/userBusinessListingList',
    listingRoute(app, userBusinessListEnvelope, {
      summary: "The caller's business listings, newest first (page_no from 1, offset = page size)",
      querystring: userListQuerySchema,
    }),
    async (req) => statusOk(await service.listOwnedBusinesses(app.db, callerId(req), req.query)),
  );

  photoDeleteRoutes(
    app,
    {
      main: {
        url: '/api/businessMainImageDelete',
        summary: "Delete the main photo of one of the caller's business listings",
        description:
          'listing.image_deleted; 404 listing.image_not_deleted when it is not the main photo of one of theirs.',
      },
      other: {
        url: '/api/businessOtherImageDelete',
        summary: "Delete a photo (not the main one) of one of the caller's business listings",
        description:
          'listing.image_deleted; 404 listing.image_not_deleted when it is not a photo of one of theirs.',
      },
    },
    (req, userId, photoId, main) => service.deleteBusinessImage(deps(req), { userId, photoId, main }),
  );
};
