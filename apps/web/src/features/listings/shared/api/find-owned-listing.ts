import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_LIST_MAX_OFFSET, type ListingKind } from '@harbour/shared';
import { listingId, type OwnedListing } from '../lib/manager-kinds';
import { fetchUserBusinessList } from './user-business-list';
import { fetchUserEventList } from './user-event-list';
import { fetchUserJobList } from './user-job-list';
import { USER_LISTS_KEY, type UserListPage } from './user-lists';
import { fetchUserVolunteerList } from './user-volunteer-list';

async function ownedPage(kind: ListingKind, page: number, signal?: AbortSignal) {
  const wrap = <T>(res: UserListPage<T>, k: ListingKind) => ({
    count: res.count,
    items: res.items.map((listing) => ({ kind: k, listing }) as OwnedListing),
  });
  switch (kind) {
    case 'business':
      return wrap(await fetchUserBusinessList(page, USER_LIST_MAX_OFFSET, signal), kind);
    case 'volunteer':
      return wrap(await fetchUserVolunteerList(page, USER_LIST_MAX_OFFSET, signal), kind);
    case 'job':
      return wrap(await fetchUserJobList(page, USER_LIST_MAX_OFFSET, signal), kind);
    case 'event':
      return wrap(await fetchUserEventList(page, USER_LIST_MAX_OFFSET, signal), kind);
  }
}

/**
 * One of the caller's listings, looked up in their own list (there is no single-listing call): what
 * /vivalinks/update reads after a reload. null when it is not theirs or does not exist.
 */
export async function findOwnedListing(
  kind: ListingKind,
  id: number,
  signal?: AbortSignal,
): Promise<OwnedListing | null> {
  for (let page = 1; ; page++) {
    const { count, items } = await ownedPage(kind, page, signal);
    const found = items.find((item) => listingId(item) === id);
    if (found) return found;
    if (items.length === 0 || page * USER_LIST_MAX_OFFSET >= count) return null;
  }
}

/** Under the user lists' key, so saving or deleting a photo refreshes it too. */
export function ownedListingQueryOptions(userId: number, kind: ListingKind, id: number) {
  return queryOptions({
    queryKey: [...USER_LISTS_KEY, 'find', userId, kind, id],
    queryFn: ({ signal }) => findOwnedListing(kind, id, signal),
    staleTime: 30_000,
  });
}

/** The listing: from the manager's router state when given (shown at once), else looked up. */
export function useOwnedListing(userId: number, kind: ListingKind, id: number, passed: OwnedListing | null) {
  return useQuery({
    ...ownedListingQueryOptions(userId, kind, id),
    // fresh for the staleTime from now, as if just fetched
    initialData: passed ?? undefined,
  });
}
