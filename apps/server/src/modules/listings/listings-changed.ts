import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Call after a change to what the public lists show (a listing activated, edited, expired or
     * deleted) has committed: every process stops answering from its cached directory pages.
     */
    listingsChanged(): Promise<void>;
    /**
     * The listings version, part of the directory cache key: with Redis, read from Redis on every
     * call (so all processes agree within one request); null when it cannot be read (do not cache).
     */
    listingsVersion(): Promise<string | null>;
  }
}

export const LISTINGS_VERSION_KEY = 'listings:version';

/**
 * Decorates `app.listingsChanged` and `app.listingsVersion`. With REDIS_URL the version is a Redis
 * counter (INCR on change, GET per directory request); without Redis there is one process (PGlite),
 * so an in-process counter is enough.
 */
export const listingsChangedPlugin = fp(
  async (app: FastifyInstance) => {
    const redis = app.redis;
    const key = `${app.config.redisPrefix}${LISTINGS_VERSION_KEY}`;
    let local = 0;

    app.decorate('listingsChanged', async () => {
      local++;
      if (!redis) return;
      try {
        await redis.incr(key);
      } catch (err) {
        app.log.warn({ err: { message: (err as Error).message } }, 'listings version could not be raised');
      }
    });

    app.decorate('listingsVersion', async () => {
      if (!redis) return String(local);
      try {
        return `${(await redis.get(key)) ?? '0'}.${local}`;
      } catch (err) {
        app.log.warn({ err: { message: (err as Error).message } }, 'listings version could not be read');
        return null;
      }
    });
  },
  { name: 'listings-changed', dependencies: [] },
);
