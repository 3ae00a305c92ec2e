/**
 * Remembers the answer of an async loader per key for `ttlMs`. Concurrent callers share one load,
 * and a failed load is not remembered. For reference data that changes only with a deploy or seed.
 */
export function ttlCache<K, V>(load: (key: K) => Promise<V>, ttlMs: number) {
  const entries = new Map<K, { expiresAt: number; value: Promise<V> }>();
  return {
    get(key: K): Promise<V> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      const value = load(key);
      entries.set(key, { expiresAt: now + ttlMs, value });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
