import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EVENT_PARENT_CATEGORY_ID, type AgeGroupItem, type EventCategoryItem } from '@harbour/shared';
import { statusData } from '@/lib/api-client';

const list = <T>(data: unknown): T[] => (Array.isArray(data) ? (data as T[]) : []);

/** POST /api/getEventCategory {data:{category_id:2, city_id}} → event types (sub_category_id, name). */
export const eventCategoriesQueryOptions = (lang: string, cityId: number | null) =>
  queryOptions({
    queryKey: ['vivalinks', 'event-categories', lang, cityId],
    queryFn: async () =>
      list<EventCategoryItem>(
        await statusData<EventCategoryItem[]>('/api/getEventCategory', {
          method: 'POST',
          body: { data: { category_id: EVENT_PARENT_CATEGORY_ID, ...(cityId ? { city_id: cityId } : {}) } },
        }),
      ),
    staleTime: 10 * 60_000,
  });

/** POST /api/getAgeGroup {data:{category_id:2}} → age groups (id, name). */
export const ageGroupsQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['vivalinks', 'age-groups', lang],
    queryFn: async () =>
      list<AgeGroupItem>(
        await statusData<AgeGroupItem[]>('/api/getAgeGroup', {
          method: 'POST',
          body: { data: { category_id: EVENT_PARENT_CATEGORY_ID } },
        }),
      ),
    staleTime: 10 * 60_000,
  });

function useLang() {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}

export function useEventCategories(cityId: number | null) {
  return useQuery(eventCategoriesQueryOptions(useLang(), cityId));
}

export function useAgeGroups() {
  return useQuery(ageGroupsQueryOptions(useLang()));
}
