import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoryPage } from '@harbour/shared';
import { apiData, currentLanguage } from '@/lib/api-client';

/** GET /api/web/our-story/{id} (404 story.not_found) */
export function fetchStory(id: string) {
  return apiData<StoryPage>(`/api/web/our-story/${encodeURIComponent(id)}`);
}

export const storyQueryOptions = (id: string, language: string) =>
  queryOptions({
    queryKey: ['our-story', language, id],
    queryFn: () => fetchStory(id),
    staleTime: 10 * 60_000,
  });

export function useStory(id: string) {
  return useQuery(storyQueryOptions(id, currentLanguage()));
}
