import type { WeatherIcon } from '@harbour/shared';

/** A condition as the client shows it: an icon kind and a key of the `weather` catalogue (`conditions.*`). */
export interface ConditionKind {
  icon: WeatherIcon;
  key: string;
}

const kind = (icon: WeatherIcon, key: string): ConditionKind => ({ icon, key: `conditions.${key}` });
const OVERCAST = kind('clouds', 'overcast');

/** WMO weather interpretation codes, as Open-Meteo sends them in `weather_code`. */
const WMO: Record<number, ConditionKind> = {
  0: kind('clear', 'clear_sky'),
  1: kind('clear', 'mainly_clear'),
  2: kind('clouds', 'partly_cloudy'),
  3: OVERCAST,
  45: kind('fog', 'fog'),
  48: kind('fog', 'rime_fog'),
  51: kind('drizzle', 'light_drizzle'),
  53: kind('drizzle', 'drizzle'),
  55: kind('drizzle', 'dense_drizzle'),
  56: kind('drizzle', 'freezing_drizzle'),
  57: kind('drizzle', 'freezing_drizzle'),
  61: kind('rain', 'light_rain'),
  63: kind('rain', 'rain'),
  65: kind('rain', 'heavy_rain'),
  66: kind('rain', 'freezing_rain'),
  67: kind('rain', 'freezing_rain'),
  71: kind('snow', 'light_snow'),
  73: kind('snow', 'snow'),
  75: kind('snow', 'heavy_snow'),
  77: kind('snow', 'snow_grains'),
  80: kind('rain', 'rain_showers'),
  81: kind('rain', 'rain_showers'),
  82: kind('rain', 'heavy_rain_showers'),
  85: kind('snow', 'snow_showers'),
  86: kind('snow', 'snow_showers'),
  95: kind('thunderstorm', 'thunderstorm'),
  96: kind('thunderstorm', 'thunderstorm_hail'),
  99: kind('thunderstorm', 'thunderstorm_hail'),
};

/** An Open-Meteo (WMO) code; an unknown code counts as cloudy, the spec's default. */
export function wmoCondition(code: number): ConditionKind {
  return WMO[code] ?? OVERCAST;
}

/** OpenWeatherMap condition ids (https://openweathermap.org/weather-conditions), by exact id first. */
const OWM: Record<number, ConditionKind> = {
  300: kind('drizzle', 'light_drizzle'),
  310: kind('drizzle', 'light_drizzle'),
  302: kind('drizzle', 'dense_drizzle'),
  312: kind('drizzle', 'dense_drizzle'),
  314: kind('drizzle', 'dense_drizzle'),
  500: kind('rain', 'light_rain'),
  501: kind('rain', 'rain'),
  511: kind('rain', 'freezing_rain'),
  522: kind('rain', 'heavy_rain_showers'),
  600: kind('snow', 'light_snow'),
  601: kind('snow', 'snow'),
  602: kind('snow', 'heavy_snow'),
  701: kind('fog', 'mist'),
  741: kind('fog', 'fog'),
  771: kind('fog', 'squalls'),
  781: kind('thunderstorm', 'tornado'),
  800: kind('clear', 'clear_sky'),
  801: kind('clear', 'mainly_clear'),
  802: kind('clouds', 'partly_cloudy'),
  803: kind('clouds', 'mostly_cloudy'),
  804: OVERCAST,
};

/** …then by group: 2xx thunderstorm, 3xx drizzle, 5xx rain, 6xx snow, 7xx atmosphere. */
export function owmCondition(id: number): ConditionKind {
  const exact = OWM[id];
  if (exact) return exact;
  if (id >= 200 && id < 300) return kind('thunderstorm', 'thunderstorm');
  if (id >= 300 && id < 400) return kind('drizzle', 'drizzle');
  if (id >= 502 && id <= 504) return kind('rain', 'heavy_rain');
  if (id >= 520 && id < 600) return kind('rain', 'rain_showers');
  if (id >= 500 && id < 600) return kind('rain', 'rain');
  if (id >= 611 && id <= 616) return kind('snow', 'sleet');
  if (id >= 620 && id < 700) return kind('snow', 'snow_showers');
  if (id >= 600 && id < 700) return kind('snow', 'snow');
  if (id >= 700 && id < 800) return kind('fog', 'haze');
  return OVERCAST;
}
