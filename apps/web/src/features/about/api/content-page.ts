import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPage } from '@harbour/shared';
import { apiData, currentLanguage } from '@/lib/api-client';

/** GET /api/web/posts?type=slug: a content page (principles-and-values, our-services, terms-and-privacy) */
export function fetchContentPage(type: string) {
  return apiData<ContentPage>('/api/web/posts', { query: { type } });
}

export const contentPageQueryOptions = (type: string, language: string) =>
  queryOptions({
    queryKey: ['posts', type, language],
    queryFn: () => fetchContentPage(type),
    staleTime: 10 * 60_000,
  });

export function useContentPage(type: string) {
  return useQuery(contentPageQueryOptions(type, currentLanguage()));
}
