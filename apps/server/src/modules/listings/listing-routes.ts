import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors.js';
import { z } from 'zod';
import { statusEnvelope } from '@harbour/shared';
import { readListingMultipart } from './listing-multipart.js';
import { parseListingData, type ListingDeps } from './owned-listing.js';

/** The signed-in caller (the routes run `app.authenticate` first). */
export function callerId(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized();
  return request.auth.userId;
}

/** What the event, job and volunteer services need, from the app. */
export function listingDeps(app: FastifyInstance): ListingDeps {
  return {
    db: app.db,
    storage: app.storage,
    pictureQueue: app.listingPictures,
    mail: app.mail,
    publicUrl: app.config.publicUrl,
    log: app.log,
    listingsChanged: () => app.listingsChanged(),
  };
}

/** The OpenAPI tags, security, failure answers and envelope every listing call of spec 3 shares. */
export const listingRouteDefaults = {
  tags: ['listings'],
  security: [{ bearerAuth: [] }],
  failures: { '4xx': statusEnvelope(z.array(z.never())) },
  config: { envelope: 'status' as const },
};

/** A multipart (or `{ data }` JSON) form: the caller, its `data` checked against `schema`, its photos. */
export async function readListingForm<T extends z.ZodType>(
  request: FastifyRequest,
  maxFiles: number,
  schema: T,
): Promise<{ userId: number; input: z.output<T>; files: Buffer[] }> {
  const userId = callerId(request);
  const { data, files } = await readListingMultipart(request, { maxFiles });
  return { userId, input: parseListingData(schema, data), files };
}
