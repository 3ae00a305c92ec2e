import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoryPage } from '@harbour/shared';
import { apiData, currentLanguage } from '@/lib/api-client';

/** GET /api/web/our-story */
export async function fetchStories(): Promise<StoryPage[]> {
  return (await apiData<{ stories: StoryPage[] }>('/api/web/our-story')).stories;
}

export const storiesQueryOptions = (language: string) =>
  queryOptions({ queryKey: ['our-story', language], queryFn: fetchStories, staleTime: 10 * 60_000 });

export function useStories() {
  return useQuery(storiesQueryOptions(currentLanguage()));
}
