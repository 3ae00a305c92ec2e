import type { ListingKind } from '@harbour/shared';

/** Where each kind of listing is created (the listing screens route table). */
export const WIZARD_PATHS: Record<ListingKind, string> = {
  business: '/vivalinks/business',
  job: '/vivalinks/jobs',
  event: '/events',
  volunteer: '/vivalinks/volunteer',
};

/** Where the public sees each kind of listing. */
export const PUBLIC_PATHS: Record<ListingKind, string> = {
  business: '/services',
  job: '/findajob',
  event: '/displayevents',
  volunteer: '/volunteer-hub',
};

export const MANAGER_PATH = '/vivalinks/manager';

/** The public page of one listing when it has its own page, else the list. */
export function publicListingPath(kind: ListingKind, id?: number | null): string {
  if (id != null && kind !== 'event') return `${PUBLIC_PATHS[kind]}/${id}`;
  return PUBLIC_PATHS[kind];
}
