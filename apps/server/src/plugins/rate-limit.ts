import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * `RATE_LIMIT_MAX` API requests per minute per client IP (Redis store when Redis is configured,
 * shared by every process). Static files and uploads are not counted. Routes may set their own
 * limit with `config: { rateLimit: { max, timeWindow } }`. A refusal is a 429 `too_many_requests`.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: true,
    max: app.config.rateLimit.max,
    timeWindow: 60_000,
    redis: app.redis ?? undefined,
    nameSpace: `${app.config.redisPrefix}rl:`,
    // a Redis outage must not turn every request into a failure
    skipOnError: true,
    allowList: (req) => !req.url.startsWith('/api/'),
  });
});
