import type { WeatherData } from '@harbour/shared';
import type { LanguageTag } from '@harbour/i18n';

/** What a provider answers: the API's weather data without the city name (that is ours). */
export type WeatherReport = Omit<WeatherData, 'city_name'>;

export interface WeatherPlace {
  lat: number;
  lon: number;
}

/** Current conditions and forecast of a place. Rejects with WeatherProviderError when it cannot answer. */
export interface WeatherProvider {
  readonly name: 'openweathermap' | 'open-meteo';
  report(place: WeatherPlace, lang: LanguageTag): Promise<WeatherReport>;
}

/** The provider timed out, refused (401, 429…) or answered something we cannot read. */
export class WeatherProviderError extends Error {
  override name = 'WeatherProviderError';
}
