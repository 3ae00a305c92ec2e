import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiEnvelope,
  apiErrorSchema,
  billboardDataSchema,
  contentPageSchema,
  postsQuerySchema,
  sponsorListSchema,
  storyListSchema,
  storyPageSchema,
  storyParamsSchema,
  teamDataSchema,
  teamMemberSchema,
  teamParamsSchema,
  tipsDataSchema,
  tipsQuerySchema,
} from '@harbour/shared';
import { ok } from '../../lib/envelope.js';
import * as service from './content.service.js';

const tags = ['content'];
const failures = { '4xx': apiErrorSchema };

/** Public site content in the caller's language (en when a text has no translation yet). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/web/bill-board-content',
    {
      schema: {
        tags,
        summary: 'Notices of the home page billboard, newest first (empty: the app shows its download codes)',
        response: { 200: apiEnvelope(billboardDataSchema) },
      },
    },
    async (req) => ok(await service.billboard(app.db, req.lang)),
  );

  app.get(
    '/api/web/team',
    {
      schema: {
        tags,
        summary: 'The team of the about pages',
        response: { 200: apiEnvelope(teamDataSchema) },
      },
    },
    async (req) => ok({ members: await service.team(app.db, req.lang) }),
  );

  app.get(
    '/api/web/team/:index',
    {
      schema: {
        tags,
        summary: 'One team member by its index (404 team.not_found)',
        params: teamParamsSchema,
        response: { 200: apiEnvelope(teamMemberSchema), ...failures },
      },
    },
    async (req) => ok(await service.teamMember(app.db, req.params.index, req.lang)),
  );

  app.get(
    '/api/web/our-story',
    { schema: { tags, summary: 'The pages of our story', response: { 200: apiEnvelope(storyListSchema) } } },
    async (req) => ok({ stories: await service.stories(app.db, req.lang) }),
  );

  app.get(
    '/api/web/our-story/:id',
    {
      schema: {
        tags,
        summary: 'One page of our story (404 story.not_found)',
        params: storyParamsSchema,
        response: { 200: apiEnvelope(storyPageSchema), ...failures },
      },
    },
    async (req) => ok(await service.story(app.db, req.params.id, req.lang)),
  );

  app.get(
    '/api/web/posts',
    {
      schema: {
        tags,
        summary:
          'A content page by type: principles-and-values, school-food, tips-of-the-day… (404 page.not_found)',
        querystring: postsQuerySchema,
        response: { 200: apiEnvelope(contentPageSchema), ...failures },
      },
    },
    async (req) => ok(await service.page(app.db, req.query.type, req.lang)),
  );

  app.get(
    '/api/web/nutoc-listing',
    {
      schema: {
        tags,
        summary:
          'Tips of the day of one month: `offset` tips per page, pageNumber from 1; count is the month total',
        querystring: tipsQuerySchema,
        response: { 200: apiEnvelope(tipsDataSchema), ...failures },
      },
    },
    async (req) => ok(await service.tipsOfMonth(app.db, req.query, req.lang)),
  );

  app.get(
    '/api/web/sponsors',
    {
      schema: {
        tags,
        summary: 'Sponsors; `feature` names the flag that shows the logo',
        response: { 200: apiEnvelope(sponsorListSchema) },
      },
    },
    async (req) => ok({ sponsors: await service.sponsorList(app.db, req.lang) }),
  );
};
