import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** fields that make this request's access line a warning (a client error worth a look) */
    logNote?: Record<string, unknown>;
  }
}

/**
 * One log line per request, when it is answered: method, redacted URL, status and time. It replaces
 * Fastify's two lines ("incoming request", "request completed"), so a client error costs one line.
 */
export const accessLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', (request, reply, done) => {
    const line = {
      req: request,
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime),
    };
    if (request.logNote) request.log.warn({ ...line, ...request.logNote }, 'request completed');
    else request.log.info(line, 'request completed');
    done();
  });
});
