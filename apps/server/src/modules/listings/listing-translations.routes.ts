import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listingTranslationBodySchema,
  listingTranslationsEnvelope,
  listingTranslationsQuerySchema,
} from '@harbour/shared';
import { statusOk } from '../../lib/envelope.js';
import { callerId, listingRouteDefaults } from './listing-routes.js';
import { ownedTranslations, saveOwnerTranslation, TRANSLATION_MESSAGES } from '../translations/index.js';

const { tags, security, failures, config } = listingRouteDefaults;

/** The owner's view and override of their listing's translations (issue 10). */
export const listingTranslationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/listingTranslations',
    {
      config,
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "One of the caller's listings in every language: text, origin (machine or owner) and staleness",
        description:
          'kind business, event, job or volunteer. 404 listing.not_found for a listing that is not the ' +
          "caller's. A stale text was made from an earlier original; readers see the original until the " +
          'machine has translated the new one (pending).',
        querystring: listingTranslationsQuerySchema,
        response: { 200: listingTranslationsEnvelope, ...failures },
      },
    },
    async (req) =>
      statusOk(
        await ownedTranslations(
          app.db,
          callerId(req),
          req.query.kind,
          req.query.id,
          app.translation.configured,
        ),
      ),
  );

  app.put(
    '/api/listingTranslation',
    {
      config,
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The owner's own text of some fields of their listing in one language",
        description:
          'fields: { <field>: text } with the fields of the kind (business: keywordsEn, businessDescriptionEn; ' +
          'event: title, details, hostDetails; job: jobTitle, jobDescription, skillRequired, ' +
          'educationQualification, howToApply; volunteer: orgMission, orgDescription, descriptionOrgNeeds, ' +
          'note). The machine never replaces an owner text; an empty text gives the field back to it. ' +
          'Failures: 404 listing.not_found, 400 translation.same_language (the language it is written in), ' +
          'invalid_input (an unknown field), field_too_long.',
        body: listingTranslationBodySchema,
        response: { 200: listingTranslationsEnvelope, ...failures },
      },
    },
    async (req) => {
      const data = await saveOwnerTranslation(app.db, callerId(req), req.body, app.translation.configured);
      await app.listingsChanged();
      return statusOk(data, TRANSLATION_MESSAGES.saved);
    },
  );
};
