import { z } from 'zod';
import type { WeatherCondition } from '@harbour/shared';
import { wmoCondition } from './conditions.js';
import { getJson } from './http.js';
import { WeatherProviderError, type WeatherProvider, type WeatherReport } from './types.js';

export interface OpenMeteoOptions {
  /** https://api.open-meteo.com, or a local stand-in in tests */
  baseUrl: string;
  timeoutMs: number;
}

/** As many hours and days as OpenWeatherMap's one call gives. */
const HOURS = 48;
const DAYS = 8;

const CURRENT = ['temperature_2m', 'apparent_temperature', 'weather_code', 'cloud_cover', 'wind_speed_10m'];
const HOURLY = [
  'temperature_2m',
  'precipitation_probability',
  'weather_code',
  'cloud_cover',
  'wind_speed_10m',
];
const DAILY = [
  'weather_code',
  'temperature_2m_max',
  'temperature_2m_min',
  'precipitation_probability_max',
  'sunrise',
  'sunset',
];

const series = z.array(z.number().nullable());
const times = z.array(z.number().int());

/** GET /v1/forecast with timeformat=unixtime (fields we read) */
const forecastSchema = z.object({
  utc_offset_seconds: z.number().int(),
  current: z.object({
    time: z.number().int(),
    temperature_2m: z.number(),
    apparent_temperature: z.number(),
    weather_code: z.number().int(),
    cloud_cover: z.number(),
    wind_speed_10m: z.number(),
  }),
  hourly: z.object({
    time: times,
    temperature_2m: series,
    precipitation_probability: series,
    weather_code: series,
    cloud_cover: series,
    wind_speed_10m: series,
  }),
  daily: z.object({
    time: times,
    weather_code: series,
    temperature_2m_max: series,
    temperature_2m_min: series,
    precipitation_probability_max: series,
    sunrise: times,
    sunset: times,
  }),
});

/** Open-Meteo describes conditions with WMO codes: the client translates them from the catalogue. */
function condition(code: number): WeatherCondition {
  const { icon, key } = wmoCondition(code);
  return { icon, description: '', description_key: key };
}

/** Open-Meteo's percentage (0–100, null when the model has none) as OpenWeatherMap's 0–1. */
const probability = (percent: number | null | undefined) => (percent ?? 0) / 100;

export function createOpenMeteo(opts: OpenMeteoOptions): WeatherProvider {
  return {
    name: 'open-meteo',
    async report(place) {
      const url = new URL('/v1/forecast', opts.baseUrl);
      const params = {
        latitude: place.lat,
        longitude: place.lon,
        current: CURRENT.join(','),
        hourly: HOURLY.join(','),
        daily: DAILY.join(','),
        timezone: 'auto',
        timeformat: 'unixtime',
        wind_speed_unit: 'ms',
        forecast_days: DAYS,
      };
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
      const f = await getJson('Open-Meteo', url, forecastSchema, opts.timeoutMs);
      const { current: c, hourly: h, daily: d } = f;

      const thisHour = c.time - (c.time % 3600);
      const hourly: WeatherReport['hourly'] = [];
      h.time.forEach((dt, i) => {
        const temp = h.temperature_2m[i];
        const code = h.weather_code[i];
        if (dt < thisHour || hourly.length >= HOURS || temp == null || code == null) return;
        hourly.push({
          dt,
          temp,
          pop: probability(h.precipitation_probability[i]),
          wind_speed: h.wind_speed_10m[i] ?? 0,
          clouds: h.cloud_cover[i] ?? 0,
          weather: condition(code),
        });
      });

      const daily: WeatherReport['daily'] = [];
      d.time.forEach((dt, i) => {
        const max = d.temperature_2m_max[i];
        const min = d.temperature_2m_min[i];
        const code = d.weather_code[i];
        const sunrise = d.sunrise[i];
        const sunset = d.sunset[i];
        if (max == null || min == null || code == null || sunrise == null || sunset == null) return;
        daily.push({
          // Open-Meteo gives local midnight; noon, like OpenWeatherMap, names the same day whatever the clock change.
          dt: dt + 12 * 3600,
          temp: { max, min },
          pop: probability(d.precipitation_probability_max[i]),
          weather: condition(code),
          sunrise,
          sunset,
        });
      });
      const today = daily[0];
      if (!today) throw new WeatherProviderError('Open-Meteo /v1/forecast: no daily forecast');

      return {
        timezone_offset: f.utc_offset_seconds,
        current: {
          dt: c.time,
          temp: c.temperature_2m,
          feels_like: c.apparent_temperature,
          weather: condition(c.weather_code),
          sunrise: today.sunrise,
          sunset: today.sunset,
          wind_speed: c.wind_speed_10m,
          clouds: c.cloud_cover,
        },
        hourly,
        daily,
      };
    },
  };
}
