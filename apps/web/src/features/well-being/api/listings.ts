import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { WELL_BEING_PAGE_SIZE, type WellBeingListingsData } from '@harbour/shared';
import { apiData } from '@/lib/api-client';
import { useLanguage } from '../lib/use-language';

export interface ListingsParams {
  categoryId: number | null;
  search: string;
  page: number;
  stateId: number;
}

/** POST /api/web/wellBeingListings: one page (WELL_BEING_PAGE_SIZE) of a category and/or a search. */
export const listingsQueryOptions = (params: ListingsParams, lang: string) =>
  queryOptions({
    queryKey: ['well-being', 'listings', params, lang],
    queryFn: () =>
      apiData<WellBeingListingsData>('/api/web/wellBeingListings', {
        body: {
          category_id: params.categoryId,
          search_name: params.search || null,
          page_no: params.page,
          offset: WELL_BEING_PAGE_SIZE,
          state_id: params.stateId,
        },
      }),
    staleTime: 60_000,
  });

export function useListings(params: ListingsParams | null) {
  const lang = useLanguage();
  return useQuery({
    ...listingsQueryOptions(params ?? { categoryId: null, search: '', page: 1, stateId: 0 }, lang),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
