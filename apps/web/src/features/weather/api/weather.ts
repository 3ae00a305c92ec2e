import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WeatherData } from '@harbour/shared';
import { useTranslation } from 'react-i18next';
import { ApiError, apiData } from '@/lib/api-client';
import { useClientConfig } from '@/lib/client-config';

/**
 * GET /api/web/weather?cityId: the provider's descriptions follow the language, so it is part of the key.
 * With no weather provider (client config `weatherAvailable: false`) the answer is known without a
 * request that can only fail: `weather.unavailable`.
 */
export const weatherQueryOptions = (cityId: number, language: string, available = true) =>
  queryOptions({
    queryKey: ['weather', cityId, language],
    queryFn: () =>
      available
        ? apiData<WeatherData>('/api/web/weather', { query: { cityId } })
        : Promise.reject(new ApiError('weather.unavailable')),
    // the server keeps an answer 10 minutes
    staleTime: 10 * 60_000,
  });

/** The weather of `cityId` in the interface language; disabled without a city (and until the config is in). */
export function useWeather(cityId: number | null) {
  const { i18n } = useTranslation();
  const config = useClientConfig();
  return useQuery({
    ...weatherQueryOptions(
      cityId ?? 0,
      i18n.resolvedLanguage ?? i18n.language,
      config.data?.weatherAvailable !== false,
    ),
    enabled: cityId != null && !config.isPending,
  });
}
