import type { Config } from '../../config.js';
import { createOpenMeteo } from './open-meteo.js';
import { createOpenWeatherMap } from './openweathermap.js';
import type { WeatherProvider } from './types.js';

export { createOpenMeteo } from './open-meteo.js';
export { createOpenWeatherMap } from './openweathermap.js';
export {
  WeatherProviderError,
  type WeatherPlace,
  type WeatherProvider,
  type WeatherReport,
} from './types.js';

/** The configured weather provider, or null: then the weather stays empty (the core screens and routes). */
export function createWeatherProvider(
  config: Config['weather'],
  onForecastFailure?: (err: unknown) => void,
): WeatherProvider | null {
  const { timeoutMs } = config;
  if (config.provider === 'open-meteo')
    return createOpenMeteo({ baseUrl: config.openMeteoBaseUrl, timeoutMs });
  if (config.provider === 'openweathermap' && config.openWeatherApiKey) {
    return createOpenWeatherMap({
      apiKey: config.openWeatherApiKey,
      baseUrl: config.openWeatherBaseUrl,
      timeoutMs,
      onForecastFailure,
    });
  }
  return null;
}
