import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listingCreatedEnvelope,
  listingStatusEnvelope,
  userListQuerySchema,
  userVolunteerListEnvelope,
  volunteerRegisterDataSchema,
  volunteerUpdateDataSchema,
  VOLUNTEER_PHOTOS_MAX,
} from '@harbour/shared';
import { statusOk } from '../../lib/envelope.js';
import {
  callerId,
  listingDeps,
  listingFormConsumes,
  listingRoute,
  photoDeleteRoutes,
  readListingForm,
  LISTING_MESSAGES,
  registerListingMultipart,
} from '../listings/index.js';
import * as service from './listing-volunteers.service.js';

const formDescription =
  'multipart/form-data: field `data` (JSON) and at most one photo in `main_image` or `images[]` (png or ' +
  'jpeg, 2 MB). A JSON body `{ data }` is taken too. `looking_for_volunteer_en`: 0 Yes, 1 No, 2 Adding ' +
  'names to waiting list, 3 Other. Failures: fill_required_fields (name of 2 characters or less, or no ' +
  '"looking for volunteers"), email_not_valid, phone_not_valid, website_not_valid, city_required, ' +
  'city_not_found, invalid_input (a text over 300 characters), image_invalid, image_too_large (413), ' +
  'too_many_photos';

export const listingVolunteersRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerListingMultipart(app, VOLUNTEER_PHOTOS_MAX);
  const deps = listingDeps(app);

  app.post(
    '/api/createVolunteerOrganization',
    listingRoute(app, listingCreatedEnvelope, {
      summary: 'Register a volunteer organisation (free: listed at once)',
      description: formDescription,
      consumes: listingFormConsumes,
    }),
    async (req) => {
      const form = await readListingForm(req, VOLUNTEER_PHOTOS_MAX, volunteerRegisterDataSchema);
      return statusOk(
        await service.registerOrganization(
          listingDeps(app, req),
          form.userId,
          form.input,
          form.files,
          req.lang,
        ),
        LISTING_MESSAGES.created,
      );
    },
  );

  app.post(
    '/api/editVolunteerOrganization',
    listingRoute(app, listingStatusEnvelope, {
      summary: "Update one of the caller's volunteer organisations",
      description:
        `${formDescription} (a new photo only when the organisation has none); 404 listing.not_found ` +
        "for an organisation that is not the caller's.",
      consumes: listingFormConsumes,
    }),
    async (req) => {
      const { userId, input, files } = await readListingForm(
        req,
        VOLUNTEER_PHOTOS_MAX,
        volunteerUpdateDataSchema,
      );
      await service.updateOrganization(deps, userId, input, files);
      return statusOk(null, LISTING_MESSAGES.updated);
    },
  );

  app.get(
    '/api/userVolunteerOrganizationList',
    listingRoute(app, userVolunteerListEnvelope, {
      summary: "The caller's volunteer organisations, newest first (page_no from 1, offset = page size)",
      querystring: userListQuerySchema,
    }),
    async (req) => statusOk(await service.ownedOrganizations(app.db, callerId(req), req.query)),
  );

  photoDeleteRoutes(
    app,
    {
      main: {
        url: '/api/volunteerMainImageDelete',
        summary: "Delete the photo of one of the caller's volunteer organisations",
        description:
          '404 listing.image_not_deleted when it is not the photo of an organisation of the caller.',
      },
    },
    (_req, userId, photoId) => service.deleteOrganizationPhoto(deps, userId, photoId),
  );
};
