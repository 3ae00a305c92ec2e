import type { StatusEnvelope } from '@harbour/shared';
import { USER_LIST_DEFAULT_OFFSET } from '@harbour/shared';
import { ApiError, statusFetch } from '@/lib/api-client';

/** Every manager list query starts with this key: invalidate it after a save or a photo deletion. */
export const USER_LISTS_KEY = ['vivalinks', 'user-lists'] as const;

export interface UserListPage<T> {
  count: number;
  items: T[];
}

/**
 * GET one of the four user lists (the listings API contract, Management): `page_no` from 1, `offset` = page size.
 * The rows are in `data[field]` and the total in `data.count`; anything but status 1 throws.
 */
export async function fetchUserList<T>(
  path: string,
  field: string,
  page: number,
  offset: number = USER_LIST_DEFAULT_OFFSET,
  signal?: AbortSignal,
): Promise<UserListPage<T>> {
  const res: StatusEnvelope<Record<string, unknown> | null> = await statusFetch(path, {
    query: { page_no: page, offset },
    signal,
  });
  if (res.status !== 1 || !res.data || typeof res.data !== 'object') throw new ApiError(res.message);
  const items = res.data[field];
  const count = res.data.count;
  return {
    items: Array.isArray(items) ? (items as T[]) : [],
    count: typeof count === 'number' ? count : 0,
  };
}
