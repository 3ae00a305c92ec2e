import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ageGroupBodySchema,
  ageGroupEnvelope,
  categoryListEnvelope,
  emptyLookupBodySchema,
  EVENT_PARENT_CATEGORY_ID,
  eventCategoryBodySchema,
  eventCategoryEnvelope,
  statusEnvelope,
} from '@harbour/shared';
import { statusOk } from '../../lib/envelope.js';
import * as service from './lookups.service.js';

const tags = ['lookups'];
const config = { envelope: 'status' as const };
const failures = { '4xx': statusEnvelope(z.array(z.never())) };
const langNote = 'Names in the `language` header’s language where one is stored, else English.';

/** Reference lists of the listing wizards (the listings API contract, Lookups); all public. */
export const lookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/getbusinessCategory',
    {
      config,
      schema: {
        tags,
        summary: 'Business (service) categories',
        description: langNote,
        body: emptyLookupBodySchema,
        response: { 200: categoryListEnvelope, ...failures },
      },
    },
    async (req) => statusOk({ category_list: await service.businessCategories(app.db, req.lang) }),
  );

  app.post(
    '/api/getVolunteerCategory',
    {
      config,
      schema: {
        tags,
        summary: 'Volunteer organisation categories',
        description: langNote,
        body: emptyLookupBodySchema,
        response: { 200: categoryListEnvelope, ...failures },
      },
    },
    async (req) => statusOk({ category_list: await service.volunteerCategories(app.db, req.lang) }),
  );

  app.post(
    '/api/getEventCategory',
    {
      config,
      schema: {
        tags,
        summary: 'Event types (sub-categories of category 2)',
        description: `${langNote} \`city_id\` is accepted; every city offers the same types.`,
        body: eventCategoryBodySchema,
        response: { 200: eventCategoryEnvelope, ...failures },
      },
    },
    async (req) =>
      statusOk(
        await service.eventCategories(
          app.db,
          req.body?.data?.category_id ?? EVENT_PARENT_CATEGORY_ID,
          req.lang,
        ),
      ),
  );

  app.post(
    '/api/getAgeGroup',
    {
      config,
      schema: {
        tags,
        summary: 'Age groups of events (category 2)',
        description: langNote,
        body: ageGroupBodySchema,
        response: { 200: ageGroupEnvelope, ...failures },
      },
    },
    async (req) =>
      statusOk(
        await service.ageGroups(app.db, req.body?.data?.category_id ?? EVENT_PARENT_CATEGORY_ID, req.lang),
      ),
  );
};
