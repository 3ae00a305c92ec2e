import { z } from 'zod';
import { idSchema } from './primitives.js';

/** The icon kinds every provider's conditions are mapped to. */
export const WEATHER_ICONS = ['clear', 'clouds', 'fog', 'drizzle', 'rain', 'snow', 'thunderstorm'] as const;
export type WeatherIcon = (typeof WEATHER_ICONS)[number];

export const weatherConditionSchema = z.object({
  icon: z.enum(WEATHER_ICONS),
  /** the provider's own description in the caller's language; '' when description_key is set */
  description: z.string(),
  /** a key of the `weather` catalogue (e.g. `conditions.light_rain`) the client translates, else null */
  description_key: z.string().nullable(),
});
export type WeatherCondition = z.infer<typeof weatherConditionSchema>;

/** Times are Unix seconds; temperatures °C; wind m/s (the client shows km/h); clouds and pop as given. */
export const currentWeatherSchema = z.object({
  dt: z.number().int(),
  temp: z.number(),
  feels_like: z.number(),
  weather: weatherConditionSchema,
  sunrise: z.number().int(),
  sunset: z.number().int(),
  wind_speed: z.number(),
  /** cloud cover, 0–100 % */
  clouds: z.number(),
});

export const hourlyWeatherSchema = z.object({
  dt: z.number().int(),
  temp: z.number(),
  /** probability of precipitation, 0–1 */
  pop: z.number(),
  wind_speed: z.number(),
  clouds: z.number(),
  weather: weatherConditionSchema,
});

export const dailyWeatherSchema = z.object({
  dt: z.number().int(),
  temp: z.object({ max: z.number(), min: z.number() }),
  /** probability of precipitation, 0–1 */
  pop: z.number(),
  weather: weatherConditionSchema,
  sunrise: z.number().int(),
  sunset: z.number().int(),
});

/** GET /api/web/weather?cityId → data */
export const weatherQuerySchema = z.object({ cityId: idSchema });
export const weatherDataSchema = z.object({
  city_name: z.string(),
  /** seconds to add to a UTC time for the place's local time (the clock shows local times) */
  timezone_offset: z.number().int(),
  current: currentWeatherSchema,
  hourly: z.array(hourlyWeatherSchema),
  daily: z.array(dailyWeatherSchema),
});
export type WeatherData = z.infer<typeof weatherDataSchema>;
export type CurrentWeather = z.infer<typeof currentWeatherSchema>;
export type HourlyWeather = z.infer<typeof hourlyWeatherSchema>;
export type DailyWeather = z.infer<typeof dailyWeatherSchema>;
