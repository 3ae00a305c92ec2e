import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.js';

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

const get = (app: FastifyInstance, url: string, ip = '203.0.113.7') =>
  app.inject({ method: 'GET', url, remoteAddress: ip, headers: { accept: 'text/html' } });

describe('global rate limit (in-process)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => app.close());

  it('allows RATE_LIMIT_MAX API calls per minute per IP, then answers 429 too_many_requests', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await get(app, '/api/web/client-config')).statusCode);
    expect(codes).toEqual([200, 200, 200]);
    const refused = await get(app, '/api/web/client-config');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ meta: { success: false, message: 'too_many_requests' }, data: null });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['x-ratelimit-limit']).toBe('3');
    // another client is not affected
    expect((await get(app, '/api/web/client-config', '198.51.100.9')).statusCode).toBe(200);
  });

  it('does not count pages, static files and uploads', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < 5; i++) {
      expect((await get(app, '/dashboard', ip)).statusCode).toBe(200);
      expect((await get(app, '/uploads/nothing.png', ip)).statusCode).toBe(404);
    }
    expect((await get(app, '/api/getVersion', ip)).statusCode).toBe(200);
  });
});

describe.skipIf(!redisUrl)('rate limit shared through Redis', () => {
  const env = {
    REDIS_URL: redisUrl ?? '',
    REDIS_PREFIX: `harbour-test-${randomBytes(4).toString('hex')}:`,
    RATE_LIMIT_MAX: '3',
  };
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeAll(async () => {
    one = await buildTestApp(env);
    two = await buildTestApp(env);
  });
  afterAll(async () => {
    const keys = await one.redis!.keys(`${env.REDIS_PREFIX}*`);
    if (keys.length) await one.redis!.del(...keys);
    await Promise.all([one.close(), two.close()]);
  });

  it('counts a client across two processes', async () => {
    expect(one.redis).not.toBeNull();
    expect((await get(one, '/api/getVersion')).statusCode).toBe(200);
    expect((await get(two, '/api/getVersion')).statusCode).toBe(200);
    expect((await get(one, '/api/getVersion')).statusCode).toBe(200);
    expect((await get(two, '/api/getVersion')).statusCode).toBe(429);
  });

  it('shares the limiter, so a captcha payload cannot be replayed on another process', async () => {
    const key = `once-${randomBytes(4).toString('hex')}`;
    expect((await one.limiter.hit(key, 1, 60_000)).allowed).toBe(true);
    expect((await two.limiter.hit(key, 1, 60_000)).allowed).toBe(false);
  });

  it('closes the Redis connection on shutdown', async () => {
    const app = await buildTestApp(env);
    const redis = app.redis!;
    expect(redis.status).toBe('ready');
    await app.close();
    expect(redis.status).toBe('end');
  });
});
