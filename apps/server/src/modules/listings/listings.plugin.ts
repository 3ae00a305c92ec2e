import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerListingActivation } from './listing-activation.js';
import { registerListingExpiry } from './listing-expiry.js';
import { listingsChangedPlugin } from './listings-changed.js';

/**
 * The core every listing kind uses, registered once after the payments module (it needs
 * `app.purchaseHooks`): `app.listingsChanged()`/`app.listingsVersion()`, the
 * activation of listings when their purchase is paid, and the periodic expiry.
 */
export const listingsCorePlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(listingsChangedPlugin);
    registerListingActivation(app);
    registerListingExpiry(app);
  },
  { name: 'listings-core' },
);
