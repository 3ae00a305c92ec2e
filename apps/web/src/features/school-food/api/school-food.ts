import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPage } from '@harbour/shared';
import { apiData, currentLanguage } from '@/lib/api-client';

/** GET /api/web/posts?type=school-food */
export function fetchSchoolFood() {
  return apiData<ContentPage>('/api/web/posts', { query: { type: 'school-food' } });
}

export const schoolFoodQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['posts', 'school-food', language],
    queryFn: fetchSchoolFood,
    staleTime: 10 * 60_000,
  });

export function useSchoolFood() {
  return useQuery(schoolFoodQueryOptions(currentLanguage()));
}
