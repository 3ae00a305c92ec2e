import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiEnvelope,
  apiErrorSchema,
  NUPOST_PICTURE_UPLOAD_MAX_BYTES,
  NUPOST_PICTURES_MAX_BYTES,
  nupostPictureEnvelope,
  nupostPictureParamsSchema,
} from '@harbour/shared';
import { ok } from '../../lib/envelope.js';
import { AppError, badRequest } from '../../lib/errors.js';
import * as service from './pictures.service.js';

const tags = ['nupost'];
const errors = { '4xx': apiErrorSchema };
/** the multipart field the compose form sends the picture in */
const FILE_FIELD = 'file';
/** A business picks a picture by hand: far above use, a bound on scripted uploads. */
const uploadsPerMinute = { max: 20, timeWindow: 60_000 };

/** The one file of field `file`: 413 `image_too_large` beyond the upload limit, 400 `image_invalid` otherwise. */
async function readFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file || file.fieldname !== FILE_FIELD) throw badRequest('image_invalid');
    return await file.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'image_too_large');
    throw badRequest('image_invalid');
  }
}

/** A notice's picture: uploaded and re-encoded before a draft names it (issue 22 §2). */
export const nupostPictureRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { files: 1, fileSize: NUPOST_PICTURE_UPLOAD_MAX_BYTES, fields: 0, parts: 1 },
  });
  const deps: service.PictureDeps = { db: app.db, storage: app.storage, pictures: app.pictures };
  const options = { preHandler: app.authenticate, config: { rateLimit: uploadsPerMinute } };

  app.post(
    '/api/nupost/pictures',
    {
      ...options,
      schema: {
        tags,
        summary: "Upload a notice's picture",
        description:
          'multipart/form-data with one file in field `file`: PNG, JPEG or WebP (checked by content), at most ' +
          `${NUPOST_PICTURE_UPLOAD_MAX_BYTES} bytes; stored as a WebP without metadata. A draft then names the ` +
          'answered url as its picture. Failures: 403 nupost.notices.no_business_account, image_invalid, 413 ' +
          `image_too_large, 403 nupost.pictures.storage_full (beyond ${NUPOST_PICTURES_MAX_BYTES} bytes an account).`,
        consumes: ['multipart/form-data'],
        response: { 200: nupostPictureEnvelope, ...errors },
      },
    },
    async (req) => ok(await service.uploadPicture(deps, req.auth!.userId, await readFile(req))),
  );

  app.delete(
    '/api/nupost/pictures/:file',
    {
      ...options,
      schema: {
        tags,
        summary: 'Remove an uploaded picture that no notice shows',
        description:
          'removed false when a notice of the caller shows it (it stays) or there is no such picture.',
        params: nupostPictureParamsSchema,
        response: { 200: apiEnvelope(z.object({ removed: z.boolean() })), ...errors },
      },
    },
    async (req) => ok({ removed: await service.removePicture(deps, req.auth!.userId, req.params.file) }),
  );
};
