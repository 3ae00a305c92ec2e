import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CategoryItem, CategoryListData } from '@harbour/shared';
import { statusData } from '@/lib/api-client';

/** POST /api/getVolunteerCategory (empty data) → data.category_list (cat_id, cat_name). */
export const volunteerCategoriesQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['vivalinks', 'volunteer-categories', lang],
    queryFn: async (): Promise<CategoryItem[]> => {
      const data = await statusData<CategoryListData>('/api/getVolunteerCategory', {
        method: 'POST',
        body: { data: {} },
      });
      return Array.isArray(data?.category_list) ? data.category_list : [];
    },
    staleTime: 10 * 60_000,
  });

export function useVolunteerCategories() {
  const { i18n } = useTranslation();
  return useQuery(volunteerCategoriesQueryOptions(i18n.resolvedLanguage ?? i18n.language));
}
