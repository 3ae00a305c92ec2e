import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WellBeingMainPage } from '@harbour/shared';
import { apiFetch } from '@/lib/api-client';
import { useLanguage } from '../lib/use-language';

const EMPTY: WellBeingMainPage = { banner_text: '', articles: [], halifax_banner_text: '' };

/** GET /api/web/wellBeingMainPage; a failure gives the empty defaults (the error catalogue). */
export const mainPageQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['well-being', 'main-page', lang],
    queryFn: async (): Promise<WellBeingMainPage> => {
      const res = await apiFetch<WellBeingMainPage>('/api/web/wellBeingMainPage');
      if (!res.meta.success || !res.data) return EMPTY;
      return {
        banner_text: res.data.banner_text ?? '',
        articles: Array.isArray(res.data.articles) ? res.data.articles : [],
        halifax_banner_text: res.data.halifax_banner_text ?? '',
      };
    },
    staleTime: 10 * 60_000,
  });

export function useMainPage(enabled: boolean) {
  return useQuery({ ...mainPageQueryOptions(useLanguage()), enabled });
}
