import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WellBeingCategory } from '@harbour/shared';
import { apiData } from '@/lib/api-client';
import { useLanguage } from '../lib/use-language';

/** GET /api/web/wellBeingCategories (names in the interface language, sent in the `language` header). */
export const categoriesQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['well-being', 'categories', lang],
    queryFn: async (): Promise<WellBeingCategory[]> => {
      const data = await apiData<{ category_list: WellBeingCategory[] }>('/api/web/wellBeingCategories');
      return Array.isArray(data?.category_list) ? data.category_list : [];
    },
    staleTime: 10 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions(useLanguage()));
}
