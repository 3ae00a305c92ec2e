import { statusFetch, type FetchOptions } from '@/lib/api-client';

export interface StatusList<T> {
  items: T[];
  /** true when the answer was not status 1 (the list then stays empty, the directory states) */
  failed: boolean;
}

/** A list of the second back end: filled only when status is 1. */
export async function fetchStatusList<T, K extends string>(
  path: string,
  key: K,
  options: FetchOptions = {},
): Promise<StatusList<T>> {
  const res = await statusFetch<Partial<Record<K, T[]>>>(path, options);
  if (res.status !== 1) return { items: [], failed: true };
  const items = res.data?.[key];
  return { items: Array.isArray(items) ? items : [], failed: false };
}
