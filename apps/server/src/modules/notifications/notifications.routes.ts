import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiEnvelope,
  notificationParamsSchema,
  notificationSchema,
  notificationsDataSchema,
  notificationsQuerySchema,
  statusEnvelope,
  websiteNotificationDataSchema,
  websiteNotificationQuerySchema,
} from '@harbour/shared';
import { ok, statusOk } from '../../lib/envelope.js';
import * as service from './notifications.service.js';

const tags = ['notifications'];

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/web/notifications',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        querystring: notificationsQuerySchema,
        response: { 200: apiEnvelope(notificationsDataSchema) },
      },
    },
    async (req) => {
      const q = req.query;
      return ok(
        await service.listNotifications(app.db, {
          callerId: req.auth!.userId,
          userId: q.userId,
          cityId: q.cityId,
          pageNumber: q.pageNumber,
          pageSize: q.offset,
          type: q.type,
          year: q.year,
          month: q.month,
          lang: req.lang,
        }),
      );
    },
  );

  app.get(
    '/api/web/notifications/:id',
    {
      preHandler: app.authenticate,
      schema: { tags, params: notificationParamsSchema, response: { 200: apiEnvelope(notificationSchema) } },
    },
    async (req) => ok(await service.openNotification(app.db, req.auth!.userId, req.params.id, req.lang)),
  );

  app.get(
    '/api/getNotificationForWebsite',
    {
      config: { envelope: 'status' },
      schema: {
        tags,
        querystring: websiteNotificationQuerySchema,
        response: { 200: statusEnvelope(websiteNotificationDataSchema) },
      },
    },
    async (req) =>
      statusOk(await service.websiteAlerts(app.db, req.auth?.userId ?? null, req.query, req.lang)),
  );
};
