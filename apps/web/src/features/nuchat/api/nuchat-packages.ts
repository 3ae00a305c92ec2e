import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NuChatPackage } from '@harbour/shared';
import { statusData } from '@/lib/api-client';

/** GET /api/nuChatPackages: data.package_list; an answer other than status 1 leaves it empty (the listings API contract). */
export async function fetchNuChatPackages(): Promise<NuChatPackage[]> {
  const data = await statusData<{ package_list?: NuChatPackage[] }>('/api/nuChatPackages');
  return data.package_list ?? [];
}

/** Reloaded when the language changes (the plan names are translated) or the user changes. */
export const nuChatPackagesQueryOptions = (lang: string, userId: number | null) =>
  queryOptions({ queryKey: ['packages', 'nuchat', lang, userId], queryFn: fetchNuChatPackages });

export function useNuChatPackages(lang: string, userId: number | null, enabled = true) {
  return useQuery({ ...nuChatPackagesQueryOptions(lang, userId), enabled });
}
