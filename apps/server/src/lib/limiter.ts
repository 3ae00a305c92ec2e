import type { Redis } from 'ioredis';

export interface LimitResult {
  /** true while `count` is within the limit */
  allowed: boolean;
  /** hits in the current window, this one included */
  count: number;
  /** 0 when allowed, else the time until the window ends */
  retryAfterMs: number;
}

/** Fixed-window counters, shared between processes when Redis is there. */
export interface Limiter {
  hit(key: string, limit: number, windowMs: number): Promise<LimitResult>;
  /** the count of the current window without adding a hit: 0 and 0 ms when there is none */
  peek(key: string): Promise<{ count: number; remainingMs: number }>;
  reset(key: string): Promise<void>;
}

interface Window {
  count: number;
  resetAt: number;
}

/** In-process counters: a Map whose expired windows are dropped, never more than `maxKeys` entries. */
export function createMemoryLimiter(maxKeys = 50_000): Limiter {
  const windows = new Map<string, Window>();

  const makeRoom = (now: number) => {
    if (windows.size < maxKeys) return;
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
    // Still full: forget the oldest windows (Map keeps insertion order).
    const excess = windows.size - maxKeys + 1;
    if (excess > 0) {
      let i = 0;
      for (const key of windows.keys()) {
        if (i++ >= excess) break;
        windows.delete(key);
      }
    }
  };

  return {
    async hit(key, limit, windowMs) {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        windows.delete(key);
        makeRoom(now);
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      const allowed = w.count <= limit;
      return { allowed, count: w.count, retryAfterMs: allowed ? 0 : Math.max(0, w.resetAt - now) };
    },
    async peek(key) {
      const now = Date.now();
      const w = windows.get(key);
      return w && w.resetAt > now
        ? { count: w.count, remainingMs: w.resetAt - now }
        : { count: 0, remainingMs: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

// INCR and PEXPIRE in one atomic step; a key left without expiry (crash between calls) gets one.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

const PEEK_SCRIPT = `
return { tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1]) }
`;

/**
 * Redis counters (keys `${prefix}limit:${key}`). If Redis fails, the call falls back to
 * in-process counters, so a Redis outage weakens the limits instead of failing every request.
 */
export function createRedisLimiter(
  redis: Redis,
  prefix = 'harbour:',
  onError: (err: unknown) => void = () => {},
): Limiter {
  const fallback = createMemoryLimiter();
  const fullKey = (key: string) => `${prefix}limit:${key}`;
  return {
    async hit(key, limit, windowMs) {
      try {
        const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, fullKey(key), String(windowMs))) as [
          number,
          number,
        ];
        const allowed = count <= limit;
        return { allowed, count, retryAfterMs: allowed ? 0 : Math.max(0, ttl) };
      } catch (err) {
        onError(err);
        return fallback.hit(key, limit, windowMs);
      }
    },
    async peek(key) {
      try {
        const [count, ttl] = (await redis.eval(PEEK_SCRIPT, 1, fullKey(key))) as [number, number];
        return count > 0 && ttl > 0 ? { count, remainingMs: ttl } : { count: 0, remainingMs: 0 };
      } catch (err) {
        onError(err);
        return fallback.peek(key);
      }
    },
    async reset(key) {
      await fallback.reset(key);
      try {
        await redis.del(fullKey(key));
      } catch (err) {
        onError(err);
      }
    },
  };
}

/** Redis-backed when a client is given, in-process otherwise. */
export function createLimiter(
  redis: Redis | null,
  opts: { prefix?: string; onError?: (err: unknown) => void } = {},
): Limiter {
  return redis ? createRedisLimiter(redis, opts.prefix, opts.onError) : createMemoryLimiter();
}
