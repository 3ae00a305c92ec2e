import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiEnvelope,
  apiErrorSchema,
  nupostNoticeDraftSchema,
  nupostNoticeEnvelope,
  nupostNoticeLangParamsSchema,
  nupostNoticeParamsSchema,
  nupostNoticeTextBodySchema,
  nupostNoticesEnvelope,
  nupostNoticesQuerySchema,
  nupostPreviewEnvelope,
  nupostPreviewQuerySchema,
  nupostSendBodySchema,
} from '@harbour/shared';
import { ok } from '../../lib/envelope.js';
import * as service from './notices.service.js';
import { nupostPictureRoutes } from './pictures.routes.js';

const tags = ['nupost'];
const errors = { '4xx': apiErrorSchema };
const owner =
  'For the signed-in holder of a NuPOST business account (403 nupost.notices.no_business_account ' +
  "otherwise); another business's notice is 404 not_found.";
/** Writes a business makes by hand: far above use, a bound on scripted floods. */
const writesPerMinute = { max: 60, timeWindow: 60_000 };

/** NuPOST notices of a business account (issue 22 §2). */
export const nupostNoticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.authenticate };
  const write = { ...auth, config: { rateLimit: writesPerMinute } };
  const user = (req: { auth?: { userId: number } | null }) => req.auth!.userId;
  // app.translation is decorated by a plugin registered after this one: read it when a request comes
  const deps = (): service.NoticeDeps => ({
    db: app.db,
    storage: app.storage,
    machineTranslation: app.translation.configured,
  });
  // a plugin of its own, so that only the picture route takes multipart bodies
  await app.register(nupostPictureRoutes);

  app.get(
    '/api/nupost/notices',
    {
      ...auth,
      schema: {
        tags,
        summary: 'The history of notices with their figures, and the plan limits',
        description: owner,
        querystring: nupostNoticesQuerySchema,
        response: { 200: nupostNoticesEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.listNotices(deps(), user(req), req.query.pageNumber)),
  );

  app.post(
    '/api/nupost/notices',
    {
      ...write,
      schema: {
        tags,
        summary: 'Compose a draft notice (queued for machine translation into the other languages)',
        description: `${owner} nupost.notices.too_many_drafts beyond ${service.NUPOST_DRAFTS_MAX} drafts.`,
        body: nupostNoticeDraftSchema,
        response: { 200: nupostNoticeEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.createNotice(deps(), user(req), req.body)),
  );

  app.get(
    '/api/nupost/notices/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'One notice with its texts in every language translated so far',
        description: owner,
        params: nupostNoticeParamsSchema,
        response: { 200: nupostNoticeEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.getNotice(deps(), user(req), req.params.id)),
  );

  app.put(
    '/api/nupost/notices/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Edit a notice that has not gone out',
        description: `${owner} 409 nupost.notices.not_editable once sending or sent.`,
        params: nupostNoticeParamsSchema,
        body: nupostNoticeDraftSchema,
        response: { 200: nupostNoticeEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.updateNotice(deps(), user(req), req.params.id, req.body)),
  );

  app.delete(
    '/api/nupost/notices/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Delete a draft or cancelled notice',
        description: `${owner} 409 nupost.notices.not_deletable otherwise.`,
        params: nupostNoticeParamsSchema,
        response: { 200: apiEnvelope(z.object({ deleted: z.boolean() })), ...errors },
      },
    },
    async (req) => {
      await service.deleteNotice(deps(), user(req), req.params.id);
      return ok({ deleted: true });
    },
  );

  app.get(
    '/api/nupost/notices/:id/preview',
    {
      ...auth,
      schema: {
        tags,
        summary: 'The notice as a member reading a language sees it',
        description: `${owner} Until that language is translated: the original, pending true.`,
        params: nupostNoticeParamsSchema,
        querystring: nupostPreviewQuerySchema,
        response: { 200: nupostPreviewEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.previewNotice(app.db, user(req), req.params.id, req.query.lang)),
  );

  app.put(
    '/api/nupost/notices/:id/texts/:lang',
    {
      ...write,
      schema: {
        tags,
        summary: "Replace a language's text with the business's own (labelled written)",
        description: `${owner} nupost.notices.text_is_original for the notice's own language.`,
        params: nupostNoticeLangParamsSchema,
        body: nupostNoticeTextBodySchema,
        response: { 200: nupostNoticeEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.writeText(deps(), user(req), req.params.id, req.params.lang, req.body)),
  );

  app.delete(
    '/api/nupost/notices/:id/texts/:lang',
    {
      ...write,
      schema: {
        tags,
        summary: "Give a language's text back to the machine translation",
        description: owner,
        params: nupostNoticeLangParamsSchema,
        response: { 200: nupostNoticeEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.removeText(deps(), user(req), req.params.id, req.params.lang)),
  );

  app.post(
    '/api/nupost/notices/:id/send',
    {
      ...write,
      schema: {
        tags,
        summary: 'Send a notice now, or schedule it (send_at)',
        description:
          `${owner} Sets status scheduled and scheduled_at (now or send_at); the delivery job sends it. ` +
          'Refused before anything goes out: 403 nupost.notices.notice_limit_reached, ' +
          'nupost.notices.member_limit_reached; 400 nupost.notices.send_at_past, nupost.notices.send_at_too_far; ' +
          '409 nupost.notices.already_sent.',
        params: nupostNoticeParamsSchema,
        body: nupostSendBodySchema,
        response: { 200: nupostNoticeEnvelope, ...errors },
      },
    },
    async (req) => {
      const notice = await service.sendNotice(deps(), user(req), req.params.id, req.body.send_at);
      // "send now" starts at once in this process; a later time is the poll's (every process's)
      if (!req.body.send_at) app.nupostDelivery.wake();
      return ok(notice);
    },
  );

  app.post(
    '/api/nupost/notices/:id/cancel',
    {
      ...write,
      schema: {
        tags,
        summary: 'Cancel a scheduled notice',
        description: `${owner} 409 nupost.notices.not_cancellable unless scheduled (not yet sending).`,
        params: nupostNoticeParamsSchema,
        response: { 200: nupostNoticeEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.cancelNotice(deps(), user(req), req.params.id)),
  );
};
