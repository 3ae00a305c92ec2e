import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryListData, DirectoryType } from '@harbour/shared';
import { apiData } from '@/lib/api-client';
import { useLanguage } from '../lib/use-language';

export interface ListParams {
  type: DirectoryType;
  cityId: number | 'all';
  page: number;
  search: string;
}

/** GET /api/web/directory/{type}?cityId=&page=&search= : one page (10) of a directory. */
export const listQueryOptions = (params: ListParams, lang: string) =>
  queryOptions({
    queryKey: ['directory', 'list', params, lang],
    queryFn: () =>
      apiData<DirectoryListData>(`/api/web/directory/${params.type}`, {
        query: { cityId: params.cityId, page: params.page, search: params.search || null },
      }),
    staleTime: 60_000,
  });

export function useDirectoryList(params: ListParams | null) {
  const lang = useLanguage();
  return useQuery({
    ...listQueryOptions(params ?? { type: 'service', cityId: 'all', page: 1, search: '' }, lang),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
