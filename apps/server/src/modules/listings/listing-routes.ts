import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listingStatusEnvelope,
  mainImageDeleteBodySchema,
  otherImageDeleteBodySchema,
  statusEnvelope,
} from '@harbour/shared';
import { statusOk } from '../../lib/envelope.js';
import { unauthorized } from '../../lib/errors.js';
import { limitKeyAttempts } from '../invitation-keys/index.js';
import { countListingCreation } from './creation-limits.js';
import { readListingMultipart } from './listing-multipart.js';
import { LISTING_MESSAGES, parseListingData, type ListingDeps } from './owned-listing.js';

/** The signed-in caller (the routes run `app.authenticate` first). */
export function callerId(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized();
  return request.auth.userId;
}

/**
 * What the event, job and volunteer services need, from the app; with the request, a payment with an
 * invitation key counts against the caller's and the request address's key attempts, and a
 * registration against their hourly caps of new listings.
 */
export function listingDeps(app: FastifyInstance, req?: FastifyRequest): ListingDeps {
  return {
    ...(req ? { keyAttempts: (userId: number) => limitKeyAttempts(app.limiter, userId, req.ip) } : {}),
    ...(req
      ? {
          countCreation: (userId: number) =>
            countListingCreation(app.limiter, app.config.listingLimits, userId, req.ip),
        }
      : {}),
    limits: app.config.listingLimits,
    db: app.db,
    storage: app.storage,
    pictureQueue: app.pictures,
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

/** What a listing form route consumes: multipart with photos, or a JSON `{ data }` body. */
export const listingFormConsumes = ['multipart/form-data', 'application/json'];

/**
 * The options of one signed-in listing call: its own summary, description and input schema, `answer` on
 * success and the shared tags, security, failure answers and envelope.
 */
export function listingRoute<
  S extends {
    summary: string;
    description?: string;
    consumes?: string[];
    body?: z.ZodType;
    querystring?: z.ZodType;
  },
  A extends z.ZodType,
>(app: FastifyInstance, answer: A, schema: S) {
  const { tags, security, failures, config } = listingRouteDefaults;
  return {
    config,
    preHandler: app.authenticate,
    schema: { tags, security, ...schema, response: { 200: answer, ...failures } },
  };
}

interface PhotoDeleteRoute {
  url: string;
  summary: string;
  description: string;
}

/**
 * The photo deletion calls of one listing kind: `main` (body `{ data: { main_image_id } }`) and, for kinds with
 * more photos, `other` (`{ data: { image_id } }`). `remove` deletes the caller's photo or throws.
 */
export function photoDeleteRoutes(
  app: FastifyInstance,
  routes: { main: PhotoDeleteRoute; other?: PhotoDeleteRoute },
  remove: (req: FastifyRequest, userId: number, photoId: number, main: boolean) => Promise<unknown>,
): void {
  const zodApp = app.withTypeProvider<ZodTypeProvider>();
  const { main, other } = routes;
  zodApp.post(
    main.url,
    listingRoute(app, listingStatusEnvelope, {
      summary: main.summary,
      description: main.description,
      body: mainImageDeleteBodySchema,
    }),
    async (req) => {
      await remove(req, callerId(req), req.body.data.main_image_id, true);
      return statusOk(null, LISTING_MESSAGES.imageDeleted);
    },
  );
  if (!other) return;
  zodApp.post(
    other.url,
    listingRoute(app, listingStatusEnvelope, {
      summary: other.summary,
      description: other.description,
      body: otherImageDeleteBodySchema,
    }),
    async (req) => {
      await remove(req, callerId(req), req.body.data.image_id, false);
      return statusOk(null, LISTING_MESSAGES.imageDeleted);
    },
  );
}

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
