import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiEnvelope,
  statusEnvelope,
  wellBeingArticleParamsSchema,
  wellBeingArticleSchema,
  wellBeingArticlesDataSchema,
  wellBeingCategoriesDataSchema,
  wellBeingListingParamsSchema,
  wellBeingListingSchema,
  wellBeingListingsBodySchema,
  wellBeingListingsDataSchema,
  wellBeingMainPageSchema,
} from '@harbour/shared';
import { ok, statusOk } from '../../lib/envelope.js';
import * as service from './well-being.service.js';

const tags = ['well-being'];

export const wellBeingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/web/wellBeingCategories',
    {
      schema: {
        tags,
        summary: 'Well-being categories, named in the request language (else English)',
        response: { 200: apiEnvelope(wellBeingCategoriesDataSchema) },
      },
    },
    async (req) => ok({ category_list: await service.categories(app.db, req.lang) }),
  );

  app.post(
    '/api/web/wellBeingListings',
    {
      schema: {
        tags,
        summary:
          'One page of well-being listings of a category and/or a typo-tolerant search, in a province ' +
          '(state_id, or the signed-in user’s province)',
        body: wellBeingListingsBodySchema,
        response: { 200: apiEnvelope(wellBeingListingsDataSchema) },
      },
    },
    async (req) => {
      const body = req.body;
      const stateId = await service.resolveStateId(app.db, body.state_id, req.auth?.userId ?? null);
      return ok(
        await service.listings(app.db, {
          stateId,
          categoryId: body.category_id ?? null,
          search: body.search_name ?? null,
          page: body.page_no,
          pageSize: body.offset,
          lang: req.lang,
        }),
      );
    },
  );

  app.get(
    '/api/wellBeingListing/:id',
    {
      config: { envelope: 'status' },
      schema: {
        tags,
        summary: 'One well-being listing with every field (second back end envelope)',
        params: wellBeingListingParamsSchema,
        response: { 200: statusEnvelope(wellBeingListingSchema) },
      },
    },
    async (req) => statusOk(await service.listing(app.db, req.params.id, req.lang)),
  );

  app.get(
    '/api/web/wellBeingArticle',
    {
      schema: {
        tags,
        summary: 'The well-being articles (id, header, title)',
        response: { 200: apiEnvelope(wellBeingArticlesDataSchema) },
      },
    },
    async (req) => ok(await service.articles(app.db, req.lang)),
  );

  app.get(
    '/api/web/wellBeingArticle/:id',
    {
      schema: {
        tags,
        summary: 'One well-being article; banner_text and text are sanitised HTML',
        params: wellBeingArticleParamsSchema,
        response: { 200: apiEnvelope(wellBeingArticleSchema) },
      },
    },
    async (req) => ok(await service.article(app.db, req.params.id, req.lang)),
  );

  app.get(
    '/api/web/wellBeingMainPage',
    {
      schema: {
        tags,
        summary: 'Partner banner texts (sanitised HTML) and article links of the well-being page',
        response: { 200: apiEnvelope(wellBeingMainPageSchema) },
      },
    },
    async (req) => ok(await service.mainPage(app.db, req.lang)),
  );
};
