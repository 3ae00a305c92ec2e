import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  GEOCODE_LIMIT_DEFAULT,
  GEOCODE_QUERY_MIN,
  type GeocodeData,
  type GeocodeResult,
} from '@harbour/shared';
import { apiData } from '@/lib/api-client';

/** The province and city the listing is for, when chosen: their places come first. */
export interface GeocodePlace {
  provinceId?: number | null;
  cityId?: number | null;
}

/** GET /api/web/geocode?q=&limit=&provinceId=&cityId= → address suggestions in Canada, in the interface language. */
export const geocodeQueryOptions = (
  q: string,
  lang: string,
  limit: number = GEOCODE_LIMIT_DEFAULT,
  place: GeocodePlace = {},
) =>
  queryOptions({
    queryKey: ['vivalinks', 'geocode', q, limit, lang, place.provinceId ?? null, place.cityId ?? null],
    queryFn: async ({ signal }): Promise<GeocodeResult[]> => {
      const query: Record<string, string | number> = { q, limit };
      if (place.provinceId != null) query.provinceId = place.provinceId;
      if (place.cityId != null) query.cityId = place.cityId;
      const data = await apiData<GeocodeData>('/api/web/geocode', { query, signal });
      return Array.isArray(data?.results) ? data.results : [];
    },
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Suggestions for `q` (already debounced); nothing is asked for below GEOCODE_QUERY_MIN characters. */
export function useGeocode(q: string, enabled = true, place: GeocodePlace = {}) {
  const { i18n } = useTranslation();
  const term = q.trim();
  return useQuery({
    ...geocodeQueryOptions(term, i18n.resolvedLanguage ?? i18n.language, GEOCODE_LIMIT_DEFAULT, place),
    enabled: enabled && term.length >= GEOCODE_QUERY_MIN,
    // the list does not blink empty between two keystrokes
    placeholderData: keepPreviousData,
  });
}
