import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WorkQueue } from '../../lib/work-queue.js';
import { createPictureQueue } from '../profile/picture.js';
import { registerListingActivation } from './listing-activation.js';
import { registerListingExpiry } from './listing-expiry.js';
import { listingsChangedPlugin } from './listings-changed.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** where listing photos wait their turn to be decoded (PICTURE_CONCURRENCY, PICTURE_QUEUE_MAX) */
    listingPictures: WorkQueue;
  }
}

/**
 * The core every listing kind uses, registered once after the payments module (it needs
 * `app.purchaseHooks`): `app.listingsChanged()`/`app.listingsVersion()`, `app.listingPictures`, the
 * activation of listings when their purchase is paid, and the periodic expiry.
 */
export const listingsCorePlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(listingsChangedPlugin);
    app.decorate('listingPictures', createPictureQueue(app.config.pictures));
    registerListingActivation(app);
    registerListingExpiry(app);
  },
  { name: 'listings-core' },
);
