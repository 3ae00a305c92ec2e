import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors.js';
import type { ListingDeps } from './owned-listing.js';

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
