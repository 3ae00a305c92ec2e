import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingPackage } from '@harbour/shared';
import { fetchStatusList } from './status-list';

/** POST /api/eventPackages: event listing packages in the current language. */
export function fetchEventPackages() {
  return fetchStatusList<ListingPackage, 'package_list'>('/api/eventPackages', 'package_list', {
    method: 'POST',
    body: {},
  });
}

export const eventPackagesQueryOptions = (lang: string) =>
  queryOptions({ queryKey: ['packages', 'event', lang], queryFn: fetchEventPackages });

export function useEventPackages(lang: string) {
  return useQuery(eventPackagesQueryOptions(lang));
}
