import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiEnvelope,
  cityIcsParamsSchema,
  eventCalendarDataSchema,
  eventCalendarQuerySchema,
  eventIcsParamsSchema,
} from '@harbour/shared';
import { ok } from '../../lib/envelope.js';
import * as service from './events.service.js';

const tags = ['events'];
const ICS_TYPE = 'text/calendar; charset=utf-8';

/** A file name safe in Content-Disposition: ASCII letters, digits and dashes. */
const fileName = (title: string, id: number) =>
  `${
    title
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'event'
  }-${id}.ics`;

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/web/get-event-meeting-calendar',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        querystring: eventCalendarQuerySchema,
        response: { 200: apiEnvelope(eventCalendarDataSchema) },
      },
    },
    async (req) => ok({ events: await service.calendar(app.db, req.query, req.lang) }),
  );

  // Public on purpose: calendar apps download these without the user's token.
  app.get(
    '/api/web/events/:id.ics',
    {
      schema: {
        tags,
        description: 'One event as an iCalendar file (RFC 5545).',
        params: eventIcsParamsSchema,
        response: { 200: z.string() },
      },
    },
    async (req, reply) => {
      const { body, title } = await service.eventIcs(app.db, req.params.id, app.config.publicUrl);
      return reply
        .type(ICS_TYPE)
        .header('content-disposition', `attachment; filename="${fileName(title, req.params.id)}"`)
        .header('cache-control', 'no-cache')
        .send(body);
    },
  );

  app.get(
    '/api/web/events/city/:cityId.ics',
    {
      schema: {
        tags,
        description: "A city's events (and province-wide ones) as an iCalendar feed to subscribe to.",
        params: cityIcsParamsSchema,
        response: { 200: z.string() },
      },
    },
    async (req, reply) => {
      const body = await service.cityFeed(app.db, req.params.cityId, app.config.publicUrl);
      return reply.type(ICS_TYPE).header('cache-control', 'public, max-age=900').send(body);
    },
  );
};
