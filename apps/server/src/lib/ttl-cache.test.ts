import { afterEach, describe, expect, it, vi } from 'vitest';
import { ttlCache } from './ttl-cache.js';

afterEach(() => vi.useRealTimers());

describe('ttlCache', () => {
  it('loads once per key until the entry expires', async () => {
    vi.useFakeTimers();
    const load = vi.fn((key: string) => Promise.resolve(`${key}:${load.mock.calls.length}`));
    const cache = ttlCache(load, 1000);
    const [a, b] = await Promise.all([cache.get('x'), cache.get('x')]);
    expect([a, b]).toEqual(['x:1', 'x:1']);
    expect(await cache.get('y')).toBe('y:2');
    vi.advanceTimersByTime(1001);
    expect(await cache.get('x')).toBe('x:3');
  });

  it('does not remember a failure', async () => {
    let fail = true;
    const cache = ttlCache(() => (fail ? Promise.reject(new Error('down')) : Promise.resolve('ok')), 60_000);
    await expect(cache.get(1)).rejects.toThrow('down');
    fail = false;
    expect(await cache.get(1)).toBe('ok');
  });

  it('keeps at most maxEntries, dropping the oldest first', async () => {
    const load = vi.fn((key: number) => Promise.resolve(key * 10));
    const cache = ttlCache(load, 60_000, 2);
    await cache.get(1);
    await cache.get(2);
    await cache.get(3);
    expect(cache.size).toBe(2);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get(3);
    await cache.get(2);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get(1);
    expect(load).toHaveBeenCalledTimes(4);
    expect(cache.size).toBe(2);
  });
});
