import { z } from 'zod';
import type { WeatherCondition } from '@harbour/shared';
import type { LanguageTag } from '@harbour/i18n';
import { owmCondition } from './conditions.js';
import { getJson } from './http.js';
import type { WeatherPlace, WeatherProvider, WeatherReport } from './types.js';

export interface OpenWeatherMapOptions {
  apiKey: string;
  /** https://api.openweathermap.org, or a local stand-in in tests */
  baseUrl: string;
  timeoutMs: number;
  /** told when the one-call forecast fails and only the current conditions are answered */
  onForecastFailure?: (err: unknown) => void;
}

/** OpenWeatherMap's `lang` for our languages; Somali and Tagalog are not offered, they get catalogue keys. */
const OWM_LANG: Partial<Record<LanguageTag, string>> = {
  en: 'en',
  fr: 'fr',
  ar: 'ar',
  fa: 'fa',
  es: 'es',
  zh: 'zh_cn',
  hi: 'hi',
  vi: 'vi',
  ru: 'ru',
  pt: 'pt',
  uk: 'uk',
};

const conditionSchema = z.object({ id: z.number().int(), description: z.string() });
const conditionsSchema = z.array(conditionSchema).min(1);

/** GET /data/2.5/weather (fields we read) */
const currentSchema = z.object({
  dt: z.number().int(),
  timezone: z.number().int(),
  weather: conditionsSchema,
  main: z.object({ temp: z.number(), feels_like: z.number() }),
  wind: z.object({ speed: z.number() }),
  clouds: z.object({ all: z.number() }),
  sys: z.object({ sunrise: z.number().int(), sunset: z.number().int() }),
});

/** GET /data/3.0/onecall (fields we read) */
const oneCallSchema = z.object({
  hourly: z.array(
    z.object({
      dt: z.number().int(),
      temp: z.number(),
      pop: z.number().default(0),
      wind_speed: z.number(),
      clouds: z.number(),
      weather: conditionsSchema,
    }),
  ),
  daily: z.array(
    z.object({
      dt: z.number().int(),
      temp: z.object({ max: z.number(), min: z.number() }),
      pop: z.number().default(0),
      weather: conditionsSchema,
      sunrise: z.number().int(),
      sunset: z.number().int(),
    }),
  ),
});

export function createOpenWeatherMap(opts: OpenWeatherMapOptions): WeatherProvider {
  const get = <T extends z.ZodType>(
    path: string,
    place: WeatherPlace,
    lang: string,
    schema: T,
    extra = {},
  ) => {
    const url = new URL(path, opts.baseUrl);
    const params = { lat: place.lat, lon: place.lon, units: 'metric', lang, ...extra, appid: opts.apiKey };
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
    return getJson('OpenWeatherMap', url, schema, opts.timeoutMs);
  };

  return {
    name: 'openweathermap',
    async report(place, lang) {
      const owmLang = OWM_LANG[lang];
      const condition = (list: z.infer<typeof conditionsSchema>): WeatherCondition => {
        const first = list[0]!;
        const mapped = owmCondition(first.id);
        if (!owmLang) return { icon: mapped.icon, description: '', description_key: mapped.key };
        const text = first.description;
        return {
          icon: mapped.icon,
          description: text.charAt(0).toLocaleUpperCase(lang) + text.slice(1),
          description_key: null,
        };
      };

      const [current, forecast] = await Promise.allSettled([
        get('/data/2.5/weather', place, owmLang ?? 'en', currentSchema),
        get('/data/3.0/onecall', place, owmLang ?? 'en', oneCallSchema, { exclude: 'minutely,alerts' }),
      ]);
      if (current.status === 'rejected') throw current.reason;
      // The current conditions are enough for the home card; a key without One Call access still shows them.
      if (forecast.status === 'rejected') opts.onForecastFailure?.(forecast.reason);

      const c = current.value;
      const f = forecast.status === 'fulfilled' ? forecast.value : { hourly: [], daily: [] };
      const report: WeatherReport = {
        timezone_offset: c.timezone,
        current: {
          dt: c.dt,
          temp: c.main.temp,
          feels_like: c.main.feels_like,
          weather: condition(c.weather),
          sunrise: c.sys.sunrise,
          sunset: c.sys.sunset,
          wind_speed: c.wind.speed,
          clouds: c.clouds.all,
        },
        hourly: f.hourly.map((h) => ({
          dt: h.dt,
          temp: h.temp,
          pop: h.pop,
          wind_speed: h.wind_speed,
          clouds: h.clouds,
          weather: condition(h.weather),
        })),
        daily: f.daily.map((d) => ({
          dt: d.dt,
          temp: { max: d.temp.max, min: d.temp.min },
          pop: d.pop,
          weather: condition(d.weather),
          sunrise: d.sunrise,
          sunset: d.sunset,
        })),
      };
      return report;
    },
  };
}
