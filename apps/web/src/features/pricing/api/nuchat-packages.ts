import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NuChatPackage } from '@harbour/shared';
import { fetchStatusList } from './status-list';

/** GET /api/nuChatPackages: the trial offers for a user in the free trial, the regular plans otherwise. */
export function fetchNuChatPackages() {
  return fetchStatusList<NuChatPackage, 'package_list'>('/api/nuChatPackages', 'package_list');
}

export const nuChatPackagesQueryOptions = (lang: string, userId: number | null) =>
  queryOptions({ queryKey: ['packages', 'nuchat', lang, userId], queryFn: fetchNuChatPackages });

export function useNuChatPackages(lang: string, userId: number | null) {
  return useQuery(nuChatPackagesQueryOptions(lang, userId));
}
