import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EVENT_PHOTOS_MAX,
  eventRegisterDataSchema,
  eventUpdateDataSchema,
  listingCreatedEnvelope,
  listingStatusEnvelope,
  userEventListEnvelope,
  userListQuerySchema,
} from '@harbour/shared';
import { statusOk } from '../../lib/envelope.js';
import {
  LISTING_CREATED_MESSAGES,
  registerListingMultipart,
  callerId,
  listingDeps,
  listingFormConsumes,
  listingRoute,
  photoDeleteRoutes,
  readListingForm,
  LISTING_MESSAGES,
} from '../listings/index.js';
import * as service from './listing-events.service.js';

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
    listingRoute(app, listingCreatedEnvelope, {
      summary: 'Register an event and pay for it',
      description:
        `${formDescription}, payment_required and the payment and invitation key refusals. ` +
        'Status 1 (active) at once with an invitation key or a free plan; otherwise 0 until paid. Message ' +
        'listing.created (live), listing.awaiting_payment or listing.alternate_payment_sent.',
      consumes: listingFormConsumes,
    }),
    async (req) => {
      const { userId, input, files } = await readListingForm(req, EVENT_PHOTOS_MAX, eventRegisterDataSchema);
      const created = await service.registerEvent(listingDeps(app, req), userId, input, files, req.lang);
      return statusOk(created, LISTING_CREATED_MESSAGES[created.payment_state]);
    },
  );

  app.post(
    '/api/editEventMeeting',
    listingRoute(app, listingStatusEnvelope, {
      summary: "Update one of the caller's events (new photos are added after the others)",
      description: `${formDescription}; 404 listing.not_found for an event that is not the caller's.`,
      consumes: listingFormConsumes,
    }),
    async (req) => {
      const { userId, input, files } = await readListingForm(req, EVENT_PHOTOS_MAX, eventUpdateDataSchema);
      await service.updateEvent(deps, userId, input, files);
      return statusOk(null, LISTING_MESSAGES.updated);
    },
  );

  app.get(
    '/api/userEventMeetingList',
    listingRoute(app, userEventListEnvelope, {
      summary: "The caller's events, newest first (page_no from 1, offset = page size, default 10)",
      querystring: userListQuerySchema,
    }),
    async (req) => statusOk(await service.ownedEvents(app.db, callerId(req), req.query)),
  );

  photoDeleteRoutes(
    app,
    {
      main: {
        url: '/api/eventMainImageDelete',
        summary: "Delete the main photo of one of the caller's events",
        description: '404 listing.image_not_deleted when it is not the main photo of an event of the caller.',
      },
      other: {
        url: '/api/eventOtherImageDelete',
        summary: "Delete another (not the main) photo of one of the caller's events",
        description: '404 listing.image_not_deleted when it is not such a photo of an event of the caller.',
      },
    },
    (_req, userId, photoId, main) => service.deleteEventPhoto(deps, userId, photoId, main),
  );
};
