import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Sponsor } from '@harbour/shared';
import { apiData, currentLanguage } from '@/lib/api-client';

/** GET /api/web/sponsors */
export async function fetchSponsors(): Promise<Sponsor[]> {
  return (await apiData<{ sponsors: Sponsor[] }>('/api/web/sponsors')).sponsors;
}

export const sponsorsQueryOptions = (language: string) =>
  queryOptions({ queryKey: ['sponsors', language], queryFn: fetchSponsors, staleTime: 10 * 60_000 });

export function useSponsors() {
  return useQuery(sponsorsQueryOptions(currentLanguage()));
}
