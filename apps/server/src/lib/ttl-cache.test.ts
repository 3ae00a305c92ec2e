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
});
