import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { openMeteoForecast, owmCurrent, startStandIn } from '../../providers/weather/test-stand-in.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';

async function charlottetownWeather(app: FastifyInstance) {
  const { authorization } = await userAuth(app);
  const res = await app.inject({ method: 'GET', url: '/api/web/provinces/all' });
  const cities = res
    .json<{ data: { state_list: { city_list: { city_id: number; city_name: string }[] }[] } }>()
    .data.state_list.flatMap((p) => p.city_list);
  const id = cities.find((c) => c.city_name === 'Charlottetown')!.city_id;
  return app.inject({ method: 'GET', url: `/api/web/weather?cityId=${id}`, headers: { authorization } });
}

describe('which weather provider answers', () => {
  it.each<[string, Record<string, string>, 'open-meteo' | 'openweathermap' | null]>([
    ['no weather variable at all', {}, 'open-meteo'],
    ['an OpenWeatherMap key', { OPENWEATHER_API_KEY: 'k' }, 'openweathermap'],
    [
      'open-meteo chosen beside a key',
      { WEATHER_PROVIDER: 'open-meteo', OPENWEATHER_API_KEY: 'k' },
      'open-meteo',
    ],
    ['none', { WEATHER_PROVIDER: 'none' }, null],
    ['none beside a key', { WEATHER_PROVIDER: 'none', OPENWEATHER_API_KEY: 'k' }, null],
    ['an empty WEATHER_PROVIDER', { WEATHER_PROVIDER: '' }, null],
  ])('%s: %s', (_case, env, provider) => {
    expect(loadConfig(env).weather.provider).toBe(provider);
  });

  it('refuses an unknown provider name', () => {
    expect(() => loadConfig({ WEATHER_PROVIDER: 'yr' })).toThrow(/WEATHER_PROVIDER/);
  });
});

describe('GET /api/web/weather on a fresh machine (no weather variable)', () => {
  it('answers from Open-Meteo without a key', async () => {
    const standIn = await startStandIn((url) =>
      url.pathname === '/v1/forecast' ? { json: openMeteoForecast() } : { json: owmCurrent() },
    );
    const app = await buildTestApp({ OPEN_METEO_BASE_URL: standIn.url });
    try {
      const res = await charlottetownWeather(app);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: { city_name: string } }>().data.city_name).toBe('Charlottetown');
      expect(standIn.requests.map((u) => u.pathname)).toEqual(['/v1/forecast']);
    } finally {
      await app.close();
      await standIn.close();
    }
  });

  it('answers 503 weather.unavailable when Open-Meteo cannot be reached, so the card shows its empty state', async () => {
    const standIn = await startStandIn(() => ({ json: openMeteoForecast() }));
    const unreachable = standIn.url;
    await standIn.close();
    const app = await buildTestApp({ OPEN_METEO_BASE_URL: unreachable, WEATHER_TIMEOUT_MS: '300' });
    try {
      const res = await charlottetownWeather(app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ meta: { success: false, message: 'weather.unavailable' }, data: null });
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/web/weather with WEATHER_PROVIDER=none', () => {
  it('answers 404 weather.unavailable without asking anyone, so the card and the page stay empty', async () => {
    const standIn = await startStandIn(() => ({ json: openMeteoForecast() }));
    const app = await buildTestApp({ WEATHER_PROVIDER: 'none', OPEN_METEO_BASE_URL: standIn.url });
    try {
      const res = await charlottetownWeather(app);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ meta: { success: false, message: 'weather.unavailable' }, data: null });
      expect(standIn.requests).toHaveLength(0);
    } finally {
      await app.close();
      await standIn.close();
    }
  });
});

describe('GET /api/web/client-config says whether there is weather', () => {
  it.each<[string, Record<string, string>, boolean]>([
    ['Open-Meteo', { OPEN_METEO_BASE_URL: 'http://127.0.0.1:9' }, true],
    ['WEATHER_PROVIDER=none', { WEATHER_PROVIDER: 'none' }, false],
  ])('%s: weatherAvailable %s', async (_case, env, available) => {
    const app = await buildTestApp(env);
    try {
      const res = await app.inject({ method: 'GET', url: '/api/web/client-config' });
      expect(res.json<{ data: { weatherAvailable: boolean } }>().data.weatherAvailable).toBe(available);
    } finally {
      await app.close();
    }
  });
});
