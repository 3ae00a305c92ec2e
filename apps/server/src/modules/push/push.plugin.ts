import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pushRoutes } from './push.routes.js';
import { loadVapidKeys, type VapidKeys } from './vapid.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** the VAPID key pair, generated on the first start and kept in the database */
    vapidKeys(): Promise<VapidKeys>;
  }
}

/** Web Push: `app.vapidKeys()` and the subscription routes. */
export const pushPlugin = fp(async (app: FastifyInstance) => {
  let keys: Promise<VapidKeys> | null = null;
  app.decorate('vapidKeys', () => {
    keys ??= loadVapidKeys(app.db).catch((err: unknown) => {
      keys = null;
      throw err;
    });
    return keys;
  });
  await app.register(pushRoutes);
});
