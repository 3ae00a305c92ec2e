import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EVENT_PHOTOS_MAX, LISTING_PHOTO_MAX_BYTES, MULTIPART_DATA_FIELD } from '@harbour/shared';
import { AppError, badRequest } from '../../lib/errors.js';

/** The file fields a listing form may send photos in; `main_image` comes first. */
const IMAGE_FIELDS = new Set(['images[]', 'images', 'main_image']);
/** The `data` JSON of the largest form (a business with ten branches) stays well below this. */
const DATA_FIELD_MAX_BYTES = 64 * 1024;

/**
 * Registers @fastify/multipart in the caller's plugin (encapsulated: only that plugin's routes take
 * multipart bodies, as profile pictures do), with the limits of listing photos. Every routes plugin
 * that calls `readListingMultipart` registers it once: `await registerListingMultipart(app)`.
 */
export async function registerListingMultipart(
  app: FastifyInstance,
  maxFiles = EVENT_PHOTOS_MAX,
): Promise<void> {
  await app.register(multipart, {
    limits: {
      // one more than any form takes, so too many files is answered too_many_photos, not cut off silently
      files: maxFiles + 1,
      fileSize: LISTING_PHOTO_MAX_BYTES,
      fields: 10,
      parts: maxFiles + 11,
      fieldSize: DATA_FIELD_MAX_BYTES,
    },
  });
}

function parseData(text: string): unknown {
  if (text.trim() === '') throw badRequest('fill_required_fields');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('invalid_input');
  }
}

/** A JSON body: `{ data: {...} }`, `{ data: "<json>" }` or the fields at the top level. */
function dataOfJsonBody(body: unknown): unknown {
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('fill_required_fields');
  }
  if (!Object.hasOwn(body, MULTIPART_DATA_FIELD)) return body;
  const data = (body as Record<string, unknown>)[MULTIPART_DATA_FIELD];
  if (typeof data === 'string') return parseData(data);
  if (data === undefined || data === null) throw badRequest('fill_required_fields');
  return data;
}

function uploadFailure(err: unknown): never {
  if (err instanceof AppError) throw err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'image_too_large');
  if (code === 'FST_FILES_LIMIT') throw badRequest('too_many_photos');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest('invalid_input');
  throw badRequest('invalid_input');
}

/**
 * A listing registration or update: one field `data` (JSON text) and photos in `images[]` (also
 * `images`, `main_image`), each at most LISTING_PHOTO_MAX_BYTES (413 `image_too_large`), at most
 * `maxFiles` (400 `too_many_photos`). Without `data`: 400 `fill_required_fields`; bad JSON: 400
 * `invalid_input`. A JSON request (API clients, tests) is taken too, with no files.
 */
export async function readListingMultipart(
  request: FastifyRequest,
  opts: { maxFiles: number },
): Promise<{ data: unknown; files: Buffer[] }> {
  if (!request.isMultipart?.()) return { data: dataOfJsonBody(request.body), files: [] };
  let dataText: string | null = null;
  const main: Buffer[] = [];
  const others: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === MULTIPART_DATA_FIELD) {
          if (part.valueTruncated) throw new AppError(413, 'payload_too_large');
          dataText = typeof part.value === 'string' ? part.value : String(part.value);
        }
        continue;
      }
      if (!IMAGE_FIELDS.has(part.fieldname)) {
        part.file.resume();
        continue;
      }
      if (main.length + others.length >= opts.maxFiles) {
        part.file.resume();
        throw badRequest('too_many_photos');
      }
      const buffer = await part.toBuffer();
      (part.fieldname === 'main_image' ? main : others).push(buffer);
    }
  } catch (err) {
    uploadFailure(err);
  }
  if (dataText === null) throw badRequest('fill_required_fields');
  return { data: parseData(dataText), files: [...main, ...others] };
}
