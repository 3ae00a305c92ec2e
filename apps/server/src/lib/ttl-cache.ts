/**
 * Remembers the answer of an async loader per key for `ttlMs`. Concurrent callers share one load,
 * and a failed load is not remembered. With `maxEntries`, the oldest entries go first when it is
 * full, so keys that come from callers (search texts) cannot grow it without bound.
 */
export function ttlCache<K, V>(load: (key: K) => Promise<V>, ttlMs: number, maxEntries = Infinity) {
  const entries = new Map<K, { expiresAt: number; value: Promise<V> }>();
  return {
    get(key: K): Promise<V> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      if (hit) entries.delete(key);
      const value = load(key);
      entries.set(key, { expiresAt: now + ttlMs, value });
      // a Map keeps insertion order: the first key is the oldest
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}
