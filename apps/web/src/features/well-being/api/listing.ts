import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WellBeingListing } from '@harbour/shared';
import { statusData } from '@/lib/api-client';
import { useLanguage } from '../lib/use-language';

/** GET /api/wellBeingListing/{id} (second back end: `{ status, data }`, bearer token when signed in). */
export const listingQueryOptions = (id: number, lang: string) =>
  queryOptions({
    queryKey: ['well-being', 'listing', id, lang],
    queryFn: () => statusData<WellBeingListing>(`/api/wellBeingListing/${id}`),
    staleTime: 5 * 60_000,
  });

export function useListing(id: number | null) {
  const lang = useLanguage();
  return useQuery({ ...listingQueryOptions(id ?? 0, lang), enabled: id !== null });
}
