import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  GEOCODE_LIMIT_DEFAULT,
  GEOCODE_QUERY_MIN,
  type GeocodeData,
  type GeocodeResult,
} from '@harbour/shared';
import { apiData } from '../../../lib/api-client';

/** GET /api/web/geocode?q=&limit= → address suggestions in Canada, in the interface language. */
export const geocodeQueryOptions = (q: string, lang: string, limit: number = GEOCODE_LIMIT_DEFAULT) =>
  queryOptions({
    queryKey: ['vivalinks', 'geocode', q, limit, lang],
    queryFn: async ({ signal }): Promise<GeocodeResult[]> => {
      const data = await apiData<GeocodeData>('/api/web/geocode', { query: { q, limit }, signal });
      return Array.isArray(data?.results) ? data.results : [];
    },
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Suggestions for `q` (already debounced); nothing is asked for below GEOCODE_QUERY_MIN characters. */
export function useGeocode(q: string, enabled = true) {
  const { i18n } = useTranslation();
  const term = q.trim();
  return useQuery({
    ...geocodeQueryOptions(term, i18n.resolvedLanguage ?? i18n.language),
    enabled: enabled && term.length >= GEOCODE_QUERY_MIN,
    // the list does not blink empty between two keystrokes
    placeholderData: keepPreviousData,
  });
}
