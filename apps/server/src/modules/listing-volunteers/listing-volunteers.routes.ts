import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listingCreatedEnvelope,
  listingStatusEnvelope,
  mainImageDeleteBodySchema,
  userListQuerySchema,
  userVolunteerListEnvelope,
  volunteerRegisterDataSchema,
  volunteerUpdateDataSchema,
  VOLUNTEER_PHOTOS_MAX,
} from '@harbour/shared';
import { statusOk } from '../../lib/envelope.js';
import { callerId, listingDeps, listingRouteDefaults, readListingForm } from '../listings/listing-routes.js';
import { LISTING_MESSAGES } from '../listings/owned-listing.js';
import { registerListingMultipart } from '../listings/listing-multipart.js';
import * as service from './listing-volunteers.service.js';

const { tags, security, failures, config } = listingRouteDefaults;

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
    {
      config,
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Register a volunteer organisation (free: listed at once)',
        description: formDescription,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: listingCreatedEnvelope, ...failures },
      },
    },
    async (req) => {
      const form = await readListingForm(req, VOLUNTEER_PHOTOS_MAX, volunteerRegisterDataSchema);
      return statusOk(
        await service.registerOrganization(deps, form.userId, form.input, form.files),
        LISTING_MESSAGES.created,
      );
    },
  );

  app.post(
    '/api/editVolunteerOrganization',
    {
      config,
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Update one of the caller's volunteer organisations",
        description:
          `${formDescription} (a new photo only when the organisation has none); 404 listing.not_found ` +
          "for an organisation that is not the caller's.",
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: listingStatusEnvelope, ...failures },
      },
    },
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
    {
      config,
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's volunteer organisations, newest first (page_no from 1, offset = page size)",
        querystring: userListQuerySchema,
        response: { 200: userVolunteerListEnvelope, ...failures },
      },
    },
    async (req) => statusOk(await service.ownedOrganizations(app.db, callerId(req), req.query)),
  );

  app.post(
    '/api/volunteerMainImageDelete',
    {
      config,
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Delete the photo of one of the caller's volunteer organisations",
        description:
          '404 listing.image_not_deleted when it is not the photo of an organisation of the caller.',
        body: mainImageDeleteBodySchema,
        response: { 200: listingStatusEnvelope, ...failures },
      },
    },
    async (req) => {
      await service.deleteOrganizationPhoto(deps, callerId(req), req.body.data.main_image_id);
      return statusOk(null, LISTING_MESSAGES.imageDeleted);
    },
  );
};
