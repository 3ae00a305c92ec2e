import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiEnvelope,
  apiErrorSchema,
  PROFILE_IMAGE_MAX_BYTES,
  profileSchema,
  putProfileBodySchema,
  updateProfileBodySchema,
} from '@harbour/shared';
import { ok } from '../../lib/envelope.js';
import { AppError, badRequest, unauthorized } from '../../lib/errors.js';
import * as service from './profile.service.js';

const tags = ['profile'];
const security = [{ bearerAuth: [] }];
const failures = { '4xx': apiErrorSchema };
/** the multipart field the web app sends the picture in (the core API contract) */
const PICTURE_FIELD = 'files';

function callerId(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized();
  return request.auth.userId;
}

/** The one uploaded file of field `files`: 413 `image_too_large` beyond 2 MB, 400 `image_invalid` otherwise. */
async function readPicture(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file || file.fieldname !== PICTURE_FIELD) throw badRequest('image_invalid');
    return await file.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'image_too_large');
    throw badRequest('image_invalid');
  }
}

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // registered here, not globally: only this plugin's routes accept multipart bodies
  await app.register(multipart, {
    limits: { files: 1, fileSize: PROFILE_IMAGE_MAX_BYTES, fields: 10, parts: 11, fieldSize: 1024 },
  });
  const deps: service.ProfileDeps = {
    db: app.db,
    storage: app.storage,
    log: app.log,
    pictures: app.pictures,
  };

  app.get(
    '/api/users/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's profile",
        response: { 200: apiEnvelope(profileSchema), ...failures },
      },
    },
    async (req) => ok(await service.getProfile(app.db, callerId(req))),
  );

  app.put(
    '/api/users/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Update the caller's profile",
        description:
          'Failures: fill_required_fields, field_too_long, city_not_found (province and city must exist and match), ' +
          'language_not_supported.',
        body: putProfileBodySchema,
        response: { 200: apiEnvelope(profileSchema), ...failures },
      },
    },
    async (req) => ok(await service.updateProfile(app.db, callerId(req), req.body), 'profile.updated'),
  );

  app.post(
    '/api/web/update-profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Update the caller's profile (answers a list; its first item is the caller)",
        description: 'Same fields and failures as PUT /api/users/profile.',
        body: updateProfileBodySchema,
        response: { 200: apiEnvelope(z.array(profileSchema)), ...failures },
      },
    },
    async (req) => ok([await service.updateProfile(app.db, callerId(req), req.body)], 'profile.updated'),
  );

  app.post(
    '/api/web/update-profile-picture',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Replace the profile picture',
        description:
          'multipart/form-data with one file in field `files`: PNG, JPEG or WebP (checked by content), at most ' +
          '2 MB. Stored as a WebP of at most 512×512 without metadata. Failures: image_invalid, image_too_large (413).',
        consumes: ['multipart/form-data'],
        response: { 200: apiEnvelope(profileSchema), ...failures },
      },
    },
    async (req) => {
      const userId = callerId(req);
      const upload = await readPicture(req);
      return ok(await service.replacePicture(deps, userId, upload), 'profile.picture_updated');
    },
  );
};
