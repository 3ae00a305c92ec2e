import { useQuery } from '@tanstack/react-query';
import type { WeatherData } from '@harbour/shared';
import { useTranslation } from 'react-i18next';
import { apiData } from '../../../lib/api-client';

/**
 * GET /api/web/weather?cityId for the home card. Same key and answer as the weather page's query
 * (features/weather/api/weather.ts), so the card and /nuweather share one request.
 */
export function useCardWeather(cityId: number | null) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useQuery({
    queryKey: ['weather', cityId, language],
    queryFn: () => apiData<WeatherData>('/api/web/weather', { query: { cityId } }),
    staleTime: 10 * 60_000,
    enabled: cityId != null,
  });
}
