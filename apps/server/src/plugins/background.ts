import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBackground, type Background } from '../lib/background.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** runs work after the answer; `await app.background.drain()` waits for it */
    background: Background;
  }
}

/**
 * Decorates `app.background`. Registered after the database, Redis, mail and storage providers:
 * onClose hooks run in reverse order, so the pending tasks finish before those close.
 */
export const backgroundPlugin = fp(async (app: FastifyInstance) => {
  const background = createBackground(app.log);
  app.decorate('background', background);
  app.addHook('onClose', () => background.drain());
});
