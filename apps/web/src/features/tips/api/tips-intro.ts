import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPage } from '@harbour/shared';
import { apiData, currentLanguage } from '@/lib/api-client';

/** GET /api/web/posts?type=tips-of-the-day: the page's title and introduction. */
export function fetchTipsIntro() {
  return apiData<ContentPage>('/api/web/posts', { query: { type: 'tips-of-the-day' } });
}

export const tipsIntroQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['posts', 'tips-of-the-day', language],
    queryFn: fetchTipsIntro,
    staleTime: 10 * 60_000,
  });

export function useTipsIntro() {
  return useQuery(tipsIntroQueryOptions(currentLanguage()));
}
