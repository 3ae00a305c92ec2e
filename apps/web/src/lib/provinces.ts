import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProvinceItem } from '@harbour/shared';
import { apiData } from './api-client';

/** GET /api/web/provinces/all → the four provinces with their cities (shared by location and forms). */
export const provincesQueryOptions = queryOptions({
  queryKey: ['provinces'],
  queryFn: async (): Promise<ProvinceItem[]> => {
    const data = await apiData<{ state_list: ProvinceItem[] }>('/api/web/provinces/all');
    return Array.isArray(data?.state_list) ? data.state_list : [];
  },
  staleTime: 30 * 60_000,
});

/** `const { data: provinces = [], isPending, isError, refetch } = useProvinces();` */
export function useProvinces() {
  return useQuery(provincesQueryOptions);
}

/** Finds the names of a stored location, for display ("Charlottetown, Prince Edward Island"). */
export function findLocation(
  provinces: readonly ProvinceItem[] | undefined,
  provinceId: number | null,
  cityId: number | null,
) {
  const province = provinces?.find((p) => p.state_id === provinceId);
  const city = province?.city_list.find((c) => c.city_id === cityId);
  return { province, city };
}
