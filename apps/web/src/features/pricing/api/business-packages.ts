import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingPackage } from '@harbour/shared';
import { fetchStatusList } from './status-list';

/** POST /api/businessPackages: VivaLinks packages in the current language. */
export function fetchBusinessPackages() {
  return fetchStatusList<ListingPackage, 'package_list'>('/api/businessPackages', 'package_list', {
    method: 'POST',
    body: {},
  });
}

export const businessPackagesQueryOptions = (lang: string) =>
  queryOptions({ queryKey: ['packages', 'business', lang], queryFn: fetchBusinessPackages });

export function useBusinessPackages(lang: string) {
  return useQuery(businessPackagesQueryOptions(lang));
}
