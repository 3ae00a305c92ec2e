import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryType, JobDetail, ServiceDetail, VolunteerDetail } from '@harbour/shared';
import { apiData } from '@/lib/api-client';
import { useLanguage } from '../lib/use-language';

export interface DetailOf {
  service: ServiceDetail;
  job: JobDetail;
  volunteer: VolunteerDetail;
}

/** GET /api/web/directory/{type}/{id}: one published listing. */
export const detailQueryOptions = <T extends DirectoryType>(type: T, id: number, lang: string) =>
  queryOptions({
    queryKey: ['directory', 'detail', type, id, lang],
    queryFn: () => apiData<DetailOf[T]>(`/api/web/directory/${type}/${id}`),
    staleTime: 60_000,
    retry: (count, error) => error.message !== 'not_found' && count < 2,
  });

export function useDirectoryDetail<T extends DirectoryType>(type: T, id: number | null) {
  const lang = useLanguage();
  return useQuery({ ...detailQueryOptions(type, id ?? 0, lang), enabled: id !== null });
}
