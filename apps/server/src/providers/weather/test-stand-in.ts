/*
 * Test support: stand-ins for the weather providers (a node:http server on 127.0.0.1:0) and fixtures in
 * each provider's real answer format, for Charlottetown on 1 November 2024 around 10:05 local time (ADT).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** 2024-11-01T13:05:00Z */
export const NOW = 1730466300;
export const HALIFAX_OFFSET = -10800;
const HOUR = 3600;
const DAY = 86400;
/** local midnight of 1 November in Charlottetown (03:00 UTC) */
const LOCAL_MIDNIGHT = 1730430000;

export type Answer =
  | { status?: number; json: unknown }
  | { status?: number; text: string }
  /** keeps the request open without answering (a provider that does not answer in time) */
  | 'hang';

export interface StandIn {
  url: string;
  /** every request received, as a URL (path and query) */
  requests: URL[];
  /** requests to `path` */
  hits(path: string): URL[];
  close(): Promise<void>;
}

/** A local HTTP server answering each request with `answer(url)`. */
export async function startStandIn(answer: (url: URL) => Answer): Promise<StandIn> {
  const requests: URL[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push(url);
    const reply = answer(url);
    if (reply === 'hang') return;
    res.statusCode = reply.status ?? 200;
    res.setHeader('content-type', 'json' in reply ? 'application/json; charset=utf-8' : 'text/html');
    res.end('json' in reply ? JSON.stringify(reply.json) : reply.text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    hits: (path) => requests.filter((u) => u.pathname === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const owmCondition = (id: number, main: string, description: string, icon: string) => ({
  id,
  main,
  description,
  icon,
});
const LIGHT_RAIN = owmCondition(500, 'Rain', 'light rain', '10d');
const BROKEN_CLOUDS = owmCondition(803, 'Clouds', 'broken clouds', '04d');
const SNOW = owmCondition(601, 'Snow', 'snow', '13d');
const CLEAR = owmCondition(800, 'Clear', 'clear sky', '01d');

/** GET /data/2.5/weather?lat&lon&units=metric&lang=en */
export function owmCurrent(description = 'light rain') {
  return {
    coord: { lon: -63.1311, lat: 46.2382 },
    weather: [{ ...LIGHT_RAIN, description }],
    base: 'stations',
    main: {
      temp: 7.36,
      feels_like: 4.42,
      temp_min: 6.67,
      temp_max: 8.05,
      pressure: 1009,
      humidity: 87,
      sea_level: 1009,
      grnd_level: 1003,
    },
    visibility: 10000,
    wind: { speed: 5.14, deg: 210, gust: 9.26 },
    rain: { '1h': 0.42 },
    clouds: { all: 90 },
    dt: NOW,
    sys: { type: 2, id: 2005372, country: 'CA', sunrise: 1730459422, sunset: 1730496318 },
    timezone: HALIFAX_OFFSET,
    id: 5920288,
    name: 'Charlottetown',
    cod: 200,
  };
}

const DAY_MAX = [9.6, 8.4, 7.6, 6.1, 10.3, 8.8, 7.2, 5.9];
const DAY_MIN = [3.2, 2.1, 1.2, -0.4, 4.5, 3.3, 2.6, 0.8];

/** GET /data/3.0/onecall?lat&lon&units=metric&lang=en&exclude=minutely,alerts: 48 hours, 8 days */
export function owmOneCall() {
  const firstHour = NOW - (NOW % HOUR);
  const hourly = Array.from({ length: 48 }, (_, i) => ({
    dt: firstHour + i * HOUR,
    temp: Math.round((7.4 - i * 0.15) * 100) / 100,
    feels_like: Math.round((4.4 - i * 0.15) * 100) / 100,
    pressure: 1009,
    humidity: 86,
    dew_point: 5.1,
    uvi: i < 6 ? 0.9 : 0,
    clouds: 90 - i,
    visibility: 10000,
    wind_speed: 5.14 + i * 0.1,
    wind_deg: 210,
    wind_gust: 9.3,
    weather: [i < 4 ? LIGHT_RAIN : BROKEN_CLOUDS],
    pop: i < 4 ? 0.78 : 0.12,
    ...(i < 4 ? { rain: { '1h': 0.35 } } : {}),
  }));
  const daily = Array.from({ length: 8 }, (_, i) => ({
    dt: LOCAL_MIDNIGHT + i * DAY + 12 * HOUR,
    sunrise: 1730459422 + i * 90 + i * DAY,
    sunset: 1730496318 - i * 100 + i * DAY,
    moonrise: 1730462400 + i * DAY,
    moonset: 1730502000 + i * DAY,
    moon_phase: 0.0,
    summary: 'Expect a day of partly cloudy with rain',
    temp: { day: 8.1, min: DAY_MIN[i]!, max: DAY_MAX[i]!, night: 4.0, eve: 6.2, morn: 5.3 },
    feels_like: { day: 5.4, night: 1.2, eve: 3.3, morn: 2.6 },
    pressure: 1010,
    humidity: 80,
    dew_point: 4.7,
    wind_speed: 6.2,
    wind_deg: 220,
    wind_gust: 11.4,
    weather: [[LIGHT_RAIN, BROKEN_CLOUDS, SNOW, CLEAR][i % 4]],
    clouds: 75,
    pop: [0.86, 0.2, 0.45, 0][i % 4],
    uvi: 1.2,
  }));
  return {
    lat: 46.2382,
    lon: -63.1311,
    timezone: 'America/Halifax',
    timezone_offset: HALIFAX_OFFSET,
    current: {
      dt: NOW,
      sunrise: 1730459422,
      sunset: 1730496318,
      temp: 7.36,
      feels_like: 4.42,
      pressure: 1009,
      humidity: 87,
      dew_point: 5.3,
      uvi: 0.96,
      clouds: 90,
      visibility: 10000,
      wind_speed: 5.14,
      wind_deg: 210,
      wind_gust: 9.26,
      weather: [LIGHT_RAIN],
      rain: { '1h': 0.42 },
    },
    hourly,
    daily,
  };
}

/** OpenWeatherMap's answers to a wrong key and to too many calls. */
export const OWM_401 = {
  cod: 401,
  message: 'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.',
};
export const OWM_429 = {
  cod: 429,
  message:
    'Your account is temporary blocked due to exceeding of requests limitation of your subscription type.',
};

/**
 * GET /v1/forecast?latitude&longitude&current=…&hourly=…&daily=…&timezone=auto&timeformat=unixtime&
 * wind_speed_unit=ms&forecast_days=8: hourly from local midnight, 192 hours, 8 days.
 */
export function openMeteoForecast() {
  const hours = Array.from({ length: 8 * 24 }, (_, i) => LOCAL_MIDNIGHT + i * HOUR);
  const days = Array.from({ length: 8 }, (_, i) => LOCAL_MIDNIGHT + i * DAY);
  return {
    latitude: 46.25,
    longitude: -63.125,
    generationtime_ms: 0.0817775726318359,
    utc_offset_seconds: HALIFAX_OFFSET,
    timezone: 'America/Halifax',
    timezone_abbreviation: 'GMT-3',
    elevation: 12,
    current_units: {
      time: 'unixtime',
      interval: 'seconds',
      temperature_2m: '°C',
      apparent_temperature: '°C',
      weather_code: 'wmo code',
      cloud_cover: '%',
      wind_speed_10m: 'm/s',
    },
    current: {
      time: NOW - 300,
      interval: 900,
      temperature_2m: 7.4,
      apparent_temperature: 3.9,
      weather_code: 61,
      cloud_cover: 100,
      wind_speed_10m: 5.3,
    },
    hourly_units: {
      time: 'unixtime',
      temperature_2m: '°C',
      precipitation_probability: '%',
      weather_code: 'wmo code',
      cloud_cover: '%',
      wind_speed_10m: 'm/s',
    },
    hourly: {
      time: hours,
      temperature_2m: hours.map((_, i) => Math.round((5 + Math.sin(i / 4) * 3) * 10) / 10),
      // the far end of the forecast has no probability in some models
      precipitation_probability: hours.map((_, i) => (i >= 180 ? null : (i * 7) % 101)),
      weather_code: hours.map((_, i) => [61, 3, 2, 0, 71, 45][i % 6]),
      cloud_cover: hours.map((_, i) => (i * 13) % 101),
      wind_speed_10m: hours.map((_, i) => Math.round((4 + (i % 5) * 0.5) * 100) / 100),
    },
    daily_units: {
      time: 'unixtime',
      weather_code: 'wmo code',
      temperature_2m_max: '°C',
      temperature_2m_min: '°C',
      precipitation_probability_max: '%',
      sunrise: 'unixtime',
      sunset: 'unixtime',
    },
    daily: {
      time: days,
      weather_code: [61, 3, 73, 0, 95, 2, 51, 45],
      temperature_2m_max: [9.6, 8.1, 2.3, 6.0, 11.2, 7.7, 6.9, 5.5],
      temperature_2m_min: [3.2, 2.0, -1.4, -0.6, 4.1, 3.3, 2.8, 1.0],
      precipitation_probability_max: [86, 20, 64, 0, 71, 10, 35, 5],
      sunrise: days.map((d, i) => d + 29422 + i * 90),
      sunset: days.map((d, i) => d + 66318 - i * 100),
    },
  };
}

/** Open-Meteo's answer to a request it cannot serve. */
export const OPEN_METEO_400 = {
  error: true,
  reason: 'Cannot initialize WeatherVariable from invalid String value temperature_3m for key hourly',
};
