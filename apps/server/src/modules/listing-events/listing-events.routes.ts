import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EVENT_PHOTOS_MAX,
  eventRegisterDataSchema,
  eventUpdateDataSchema,
  listingCreatedEnvelope,
  listingStatusEnvelope,
  mainImageDeleteBodySchema,
  otherImageDeleteBodySchema,
  userEventListEnvelope,
  userListQuerySchema,
} from '@harbour/shared';
import { statusOk } from '../../lib/envelope.js';
import { LISTING_CREATED_MESSAGES } from '../listings/listing-payment.js';
import { registerListingMultipart } from '../listings/listing-multipart.js';
import * as service from './listing-events.service.js';
import { callerId, listingDeps, listingRouteDefaults, readListingForm } from '../listings/listing-routes.js';
import { LISTING_MESSAGES } from '../listings/owned-listing.js';

const { tags, security, failures, config } = listingRouteDefaults;

const formDescription =
  'multipart/form-data: field `data` (JSON) and photos in `images[]` (the first is the main photo; ' +
  `at most ${EVENT_PHOTOS_MAX} in all, png or jpeg, 2 MB each). A JSON body \`{ data }\` is taken too. ` +
  'Failures: fill_required_fields, province_required, address_not_valid, date_not_valid (start before ' +
  "today in the province's time zone, or end before start), time_not_valid, city_not_found (a city of " +
  'another province), website_not_valid, image_invalid, image_too_large (413), too_many_photos';

export const listingEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerListingMultipart(app, EVENT_PHOTOS_MAX);
  const deps = listingDeps(app);

  app.post(
    '/api/generateEventMeeting',
    {
      config,
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Register an event and pay for it',
        description:
          `${formDescription}, payment_required and the payment and invitation key refusals. ` +
          'Status 1 (active) at once with an invitation key or a free plan; otherwise 0 until paid. Message ' +
          'listing.created (live), listing.awaiting_payment or listing.alternate_payment_sent.',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: listingCreatedEnvelope, ...failures },
      },
    },
    async (req) => {
      const { userId, input, files } = await readListingForm(req, EVENT_PHOTOS_MAX, eventRegisterDataSchema);
      const created = await service.registerEvent(deps, userId, input, files, req.lang);
      return statusOk(created, LISTING_CREATED_MESSAGES[created.payment_state]);
    },
  );

  app.post(
    '/api/editEventMeeting',
    {
      config,
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Update one of the caller's events (new photos are added after the others)",
        description: `${formDescription}; 404 listing.not_found for an event that is not the caller's.`,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: listingStatusEnvelope, ...failures },
      },
    },
    async (req) => {
      const { userId, input, files } = await readListingForm(req, EVENT_PHOTOS_MAX, eventUpdateDataSchema);
      await service.updateEvent(deps, userId, input, files);
      return statusOk(null, LISTING_MESSAGES.updated);
    },
  );

  app.get(
    '/api/userEventMeetingList',
    {
      config,
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's events, newest first (page_no from 1, offset = page size, default 10)",
        querystring: userListQuerySchema,
        response: { 200: userEventListEnvelope, ...failures },
      },
    },
    async (req) => statusOk(await service.ownedEvents(app.db, callerId(req), req.query)),
  );

  app.post(
    '/api/eventMainImageDelete',
    {
      config,
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Delete the main photo of one of the caller's events",
        description: '404 listing.image_not_deleted when it is not the main photo of an event of the caller.',
        body: mainImageDeleteBodySchema,
        response: { 200: listingStatusEnvelope, ...failures },
      },
    },
    async (req) => {
      await service.deleteEventPhoto(deps, callerId(req), req.body.data.main_image_id, true);
      return statusOk(null, LISTING_MESSAGES.imageDeleted);
    },
  );

  app.post(
    '/api/eventOtherImageDelete',
    {
      config,
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Delete another (not the main) photo of one of the caller's events",
        description: '404 listing.image_not_deleted when it is not such a photo of an event of the caller.',
        body: otherImageDeleteBodySchema,
        response: { 200: listingStatusEnvelope, ...failures },
      },
    },
    async (req) => {
      await service.deleteEventPhoto(deps, callerId(req), req.body.data.image_id, false);
      return statusOk(null, LISTING_MESSAGES.imageDeleted);
    },
  );
};
