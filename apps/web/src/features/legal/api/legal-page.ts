import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPage } from '@harbour/shared';
import { apiData, currentLanguage } from '@/lib/api-client';

/** GET /api/web/posts?type=<slug>: a legal page in the caller's language, or en (data.language says which). */
export function fetchLegalPage(slug: string) {
  return apiData<ContentPage>('/api/web/posts', { query: { type: slug } });
}

export const legalPageQueryOptions = (slug: string, language: string) =>
  queryOptions({
    queryKey: ['posts', slug, language],
    queryFn: () => fetchLegalPage(slug),
    staleTime: 60 * 60_000,
  });

export function useLegalPage(slug: string) {
  return useQuery(legalPageQueryOptions(slug, currentLanguage()));
}
