import type { Redis } from 'ioredis';
import { weatherDataSchema, type WeatherData } from '@harbour/shared';
import { isLanguageTag, type LanguageTag } from '@harbour/i18n';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { ttlCache } from '../../lib/ttl-cache.js';
import { WeatherProviderError, type WeatherProvider } from '../../providers/weather/index.js';
import { cityItem } from '../locations/index.js';

/** An answer is kept 10 minutes per city and language (DESIGN §4). */
export const WEATHER_TTL_MS = 10 * 60_000;
/** With Redis the shared entry is the one that counts; the process only merges simultaneous calls. */
const LOCAL_TTL_WITH_REDIS_MS = 30_000;

export interface WeatherDeps {
  db: Db;
  /** null when no provider is configured: every call answers 404 `weather.unavailable` */
  provider: WeatherProvider | null;
  /** shares the cache between processes when set */
  redis: Redis | null;
  redisPrefix: string;
  log: { warn(obj: object, msg: string): void };
}

export interface WeatherService {
  /** The weather of a city in `lang`; 404 `city_not_found`, 404/503 `weather.unavailable`. */
  weather(cityId: number, lang: LanguageTag): Promise<WeatherData>;
}

const unavailable = (status: 404 | 503) => new AppError(status, 'weather.unavailable');

export function createWeatherService(deps: WeatherDeps): WeatherService {
  const { provider, redis, log } = deps;
  if (!provider) return { weather: () => Promise.reject(unavailable(404)) };

  async function fromProvider(cityId: number, lang: LanguageTag): Promise<WeatherData> {
    const city = await cityItem(deps.db, undefined, cityId, lang);
    try {
      return { city_name: city.city_name, ...(await provider!.report(city, lang)) };
    } catch (err) {
      if (!(err instanceof WeatherProviderError)) throw err;
      log.warn({ provider: provider!.name, reason: err.message }, 'weather provider failed');
      throw unavailable(503);
    }
  }

  async function fromRedis(redisKey: string, load: () => Promise<WeatherData>): Promise<WeatherData> {
    const shared = redis!;
    try {
      const hit = await shared.get(redisKey);
      const parsed = hit ? weatherDataSchema.safeParse(JSON.parse(hit)) : null;
      if (parsed?.success) return parsed.data;
    } catch (err) {
      log.warn({ err }, 'weather cache read failed; asking the provider');
    }
    const data = await load();
    await shared
      .set(redisKey, JSON.stringify(data), 'PX', WEATHER_TTL_MS)
      .catch((err: unknown) => log.warn({ err }, 'weather cache write failed'));
    return data;
  }

  // Keys are `<provider>:<cityId>:<lang>`; a failed call is not remembered.
  const cache = ttlCache(
    async (key: string) => {
      const [, id, lang] = key.split(':');
      if (!isLanguageTag(lang)) throw new Error(`bad weather cache key ${key}`);
      const load = () => fromProvider(Number(id), lang);
      return redis ? fromRedis(`${deps.redisPrefix}weather:${key}`, load) : load();
    },
    redis ? LOCAL_TTL_WITH_REDIS_MS : WEATHER_TTL_MS,
  );

  return { weather: (cityId, lang) => cache.get(`${provider.name}:${cityId}:${lang}`) };
}
