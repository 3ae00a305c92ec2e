import { useQuery } from '@tanstack/react-query';
import type { WeatherData } from '@harbour/shared';
import { useTranslation } from 'react-i18next';
import { ApiError, apiData } from '@/lib/api-client';
import { useClientConfig } from '@/lib/client-config';

/**
 * GET /api/web/weather?cityId for the home card. Same key and answer as the weather page's query
 * (features/weather/api/weather.ts), so the card and /nuweather share one request.
 */
export function useCardWeather(cityId: number | null) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const config = useClientConfig();
  // no weather provider: known without a request that can only fail (a 404 in the console each load)
  const available = config.data?.weatherAvailable !== false;
  return useQuery({
    queryKey: ['weather', cityId, language],
    queryFn: () =>
      available
        ? apiData<WeatherData>('/api/web/weather', { query: { cityId } })
        : Promise.reject(new ApiError('weather.unavailable')),
    staleTime: 10 * 60_000,
    enabled: cityId != null && !config.isPending,
  });
}
