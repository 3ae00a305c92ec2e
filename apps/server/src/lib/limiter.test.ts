import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLimiter, createMemoryLimiter, type Limiter } from './limiter.js';

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

function behavesAsAFixedWindow(make: () => Limiter) {
  it('allows `limit` hits per window, then refuses with the time left', async () => {
    const limiter = make();
    const key = `k-${randomBytes(4).toString('hex')}`;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit(key, 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4]);
    expect(results[0]!.retryAfterMs).toBe(0);
    expect(results[3]!.retryAfterMs).toBeGreaterThan(50_000);
    expect(results[3]!.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('keeps keys apart and forgets a key on reset', async () => {
    const limiter = make();
    const a = `a-${randomBytes(4).toString('hex')}`;
    const b = `b-${randomBytes(4).toString('hex')}`;
    await limiter.hit(a, 1, 60_000);
    expect((await limiter.hit(a, 1, 60_000)).allowed).toBe(false);
    expect((await limiter.hit(b, 1, 60_000)).allowed).toBe(true);
    await limiter.reset(a);
    expect(await limiter.hit(a, 1, 60_000)).toEqual({ allowed: true, count: 1, retryAfterMs: 0 });
  });

  it('peeks at a count without adding to it', async () => {
    const limiter = make();
    const key = `p-${randomBytes(4).toString('hex')}`;
    expect(await limiter.peek(key)).toEqual({ count: 0, remainingMs: 0 });
    await limiter.hit(key, 5, 60_000);
    await limiter.hit(key, 5, 60_000);
    const seen = await limiter.peek(key);
    expect(seen.count).toBe(2);
    expect(seen.remainingMs).toBeGreaterThan(50_000);
    expect(seen.remainingMs).toBeLessThanOrEqual(60_000);
    expect((await limiter.peek(key)).count).toBe(2);
    await limiter.reset(key);
    expect(await limiter.peek(key)).toEqual({ count: 0, remainingMs: 0 });
  });
}

describe('in-process limiter', () => {
  behavesAsAFixedWindow(() => createLimiter(null));

  it('starts a new window once the old one has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const limiter = createMemoryLimiter();
      await limiter.hit('w', 1, 1000);
      expect((await limiter.hit('w', 1, 1000)).allowed).toBe(false);
      vi.setSystemTime(Date.now() + 1001);
      expect((await limiter.hit('w', 1, 1000)).allowed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never holds more than its maximum number of keys', async () => {
    const limiter = createMemoryLimiter(3);
    for (const k of ['a', 'b', 'c', 'd']) await limiter.hit(k, 1, 60_000);
    // 'a' was the oldest and has been forgotten, 'd' is still counted
    expect((await limiter.hit('a', 1, 60_000)).count).toBe(1);
    expect((await limiter.hit('d', 1, 60_000)).allowed).toBe(false);
  });
});

describe.skipIf(!redisUrl)('Redis limiter', () => {
  const clients: Redis[] = [];
  const prefix = `harbour-test-${randomBytes(4).toString('hex')}:`;
  const connect = () => {
    const c = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
    clients.push(c);
    return c;
  };
  afterAll(async () => {
    const keys = await clients[0]?.keys(`${prefix}*`);
    if (keys?.length) await clients[0]!.del(...keys);
    await Promise.all(clients.map((c) => c.quit()));
  });

  behavesAsAFixedWindow(() => createLimiter(connect(), { prefix }));

  it('shares counts between two processes and sets an expiry on the key', async () => {
    const one = createLimiter(connect(), { prefix });
    const two = createLimiter(connect(), { prefix });
    await one.hit('shared', 2, 30_000);
    await two.hit('shared', 2, 30_000);
    expect((await one.hit('shared', 2, 30_000)).allowed).toBe(false);
    const ttl = await clients[0]!.pttl(`${prefix}limit:shared`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30_000);
  });
});
