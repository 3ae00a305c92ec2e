import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WeatherData } from '@harbour/shared';
import { useTranslation } from 'react-i18next';
import { apiData } from '../../../lib/api-client';

/** GET /api/web/weather?cityId: the provider's descriptions follow the language, so it is part of the key. */
export const weatherQueryOptions = (cityId: number, language: string) =>
  queryOptions({
    queryKey: ['weather', cityId, language],
    queryFn: () => apiData<WeatherData>('/api/web/weather', { query: { cityId } }),
    // the server keeps an answer 10 minutes
    staleTime: 10 * 60_000,
  });

/** The weather of `cityId` in the interface language; disabled without a city. */
export function useWeather(cityId: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    ...weatherQueryOptions(cityId ?? 0, i18n.resolvedLanguage ?? i18n.language),
    enabled: cityId != null,
  });
}
