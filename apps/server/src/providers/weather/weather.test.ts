import { afterEach, describe, expect, it } from 'vitest';
import { createOpenMeteo, createOpenWeatherMap, WeatherProviderError } from './index.js';
import {
  HALIFAX_OFFSET,
  NOW,
  OPEN_METEO_400,
  OWM_401,
  OWM_429,
  openMeteoForecast,
  owmCurrent,
  owmOneCall,
  startStandIn,
  type Answer,
  type StandIn,
} from './test-stand-in.js';

const CHARLOTTETOWN = { lat: 46.2382, lon: -63.1311 };
const KEY = 'owm-test-key-0123456789';

let standIn: StandIn | null = null;
afterEach(async () => {
  await standIn?.close();
  standIn = null;
});

/** An OpenWeatherMap stand-in answering the two calls; `current`/`oneCall` replace an answer. */
async function owm(answers: { current?: Answer; oneCall?: Answer } = {}) {
  standIn = await startStandIn((url) => {
    if (url.pathname === '/data/2.5/weather') return answers.current ?? { json: owmCurrent() };
    if (url.pathname === '/data/3.0/onecall') return answers.oneCall ?? { json: owmOneCall() };
    return { status: 404, json: { cod: '404', message: 'Internal error' } };
  });
  const forecastFailures: unknown[] = [];
  const provider = createOpenWeatherMap({
    apiKey: KEY,
    baseUrl: standIn.url,
    timeoutMs: 300,
    onForecastFailure: (err) => forecastFailures.push(err),
  });
  return { provider, forecastFailures, standIn };
}

async function openMeteo(answer?: Answer) {
  standIn = await startStandIn((url) =>
    url.pathname === '/v1/forecast'
      ? (answer ?? { json: openMeteoForecast() })
      : { status: 404, text: 'Not Found' },
  );
  return { provider: createOpenMeteo({ baseUrl: standIn.url, timeoutMs: 300 }), standIn };
}

/** The provider's promise rejected with a WeatherProviderError that does not give the key away. */
async function expectProviderFailure(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(WeatherProviderError);
  expect((err as Error).message).not.toContain(KEY);
  return (err as Error).message;
}

describe('OpenWeatherMap adapter', () => {
  it('asks for the current weather and the one-call forecast in metric units and the language', async () => {
    const { provider, standIn: server } = await owm();
    await provider.report(CHARLOTTETOWN, 'fr');
    const [current] = server.hits('/data/2.5/weather');
    const [oneCall] = server.hits('/data/3.0/onecall');
    for (const url of [current!, oneCall!]) {
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        lat: '46.2382',
        lon: '-63.1311',
        units: 'metric',
        lang: 'fr',
        appid: KEY,
      });
    }
    expect(oneCall!.searchParams.get('exclude')).toBe('minutely,alerts');
  });

  it('maps the answers to current, hourly and daily with the spec fields', async () => {
    const { provider } = await owm();
    const report = await provider.report(CHARLOTTETOWN, 'en');
    expect(report.timezone_offset).toBe(HALIFAX_OFFSET);
    expect(report.current).toEqual({
      dt: NOW,
      temp: 7.36,
      feels_like: 4.42,
      weather: { icon: 'rain', description: 'Light rain', description_key: null },
      sunrise: 1730459422,
      sunset: 1730496318,
      wind_speed: 5.14,
      clouds: 90,
    });
    expect(report.hourly).toHaveLength(48);
    expect(report.hourly[0]).toEqual({
      dt: NOW - (NOW % 3600),
      temp: 7.4,
      pop: 0.78,
      wind_speed: 5.14,
      clouds: 90,
      weather: { icon: 'rain', description: 'Light rain', description_key: null },
    });
    expect(report.hourly[10]!.weather.icon).toBe('clouds');
    expect(report.daily).toHaveLength(8);
    expect(report.daily[2]).toEqual({
      dt: owmOneCall().daily[2]!.dt,
      temp: { max: 7.6, min: 1.2 },
      pop: 0.45,
      weather: { icon: 'snow', description: 'Snow', description_key: null },
      sunrise: owmOneCall().daily[2]!.sunrise,
      sunset: owmOneCall().daily[2]!.sunset,
    });
    expect(report.daily.map((d) => d.weather.icon)).toEqual([
      'rain',
      'clouds',
      'snow',
      'clear',
      'rain',
      'clouds',
      'snow',
      'clear',
    ]);
  });

  it('asks in zh_cn for Chinese, and in English with catalogue keys for languages it does not offer', async () => {
    const { provider, standIn: server } = await owm();
    await provider.report(CHARLOTTETOWN, 'zh');
    expect(server.hits('/data/2.5/weather')[0]!.searchParams.get('lang')).toBe('zh_cn');

    const somali = await provider.report(CHARLOTTETOWN, 'so');
    expect(server.hits('/data/2.5/weather')[1]!.searchParams.get('lang')).toBe('en');
    expect(somali.current.weather).toEqual({
      icon: 'rain',
      description: '',
      description_key: 'conditions.light_rain',
    });
    expect(somali.daily[3]!.weather.description_key).toBe('conditions.clear_sky');
  });

  it('still gives the current conditions when the key has no One Call access', async () => {
    const { provider, forecastFailures } = await owm({ oneCall: { status: 401, json: OWM_401 } });
    const report = await provider.report(CHARLOTTETOWN, 'en');
    expect(report.current.temp).toBe(7.36);
    expect(report.hourly).toEqual([]);
    expect(report.daily).toEqual([]);
    expect(forecastFailures).toHaveLength(1);
    expect(String(forecastFailures[0])).toContain('HTTP 401');
  });

  it.each<[string, Answer, string]>([
    ['a wrong key (401)', { status: 401, json: OWM_401 }, 'HTTP 401'],
    ['too many calls (429)', { status: 429, json: OWM_429 }, 'HTTP 429'],
    ['no answer in time', 'hang', 'no answer in 300 ms'],
    ['a body that is not JSON', { text: '<html><body>502 Bad Gateway</body></html>' }, 'not JSON'],
    ['JSON without the fields', { json: { cod: 200, weather: [] } }, 'unexpected body'],
  ])('fails with a provider error on %s', async (_case, current, reason) => {
    const { provider } = await owm({ current });
    expect(await expectProviderFailure(provider.report(CHARLOTTETOWN, 'en'))).toContain(reason);
  });

  it('fails with a provider error when nothing listens', async () => {
    const { provider, standIn: server } = await owm();
    await server.close();
    standIn = null;
    expect(await expectProviderFailure(provider.report(CHARLOTTETOWN, 'en'))).toContain('unreachable');
  });
});

describe('Open-Meteo adapter', () => {
  it('asks for the fields it needs in unix time, m/s and the local time zone', async () => {
    const { provider, standIn: server } = await openMeteo();
    await provider.report(CHARLOTTETOWN, 'fr');
    const params = Object.fromEntries(server.hits('/v1/forecast')[0]!.searchParams);
    expect(params).toEqual({
      latitude: '46.2382',
      longitude: '-63.1311',
      current: 'temperature_2m,apparent_temperature,weather_code,cloud_cover,wind_speed_10m',
      hourly: 'temperature_2m,precipitation_probability,weather_code,cloud_cover,wind_speed_10m',
      daily:
        'weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max,sunrise,sunset',
      timezone: 'auto',
      timeformat: 'unixtime',
      wind_speed_unit: 'ms',
      forecast_days: '8',
    });
  });

  it('maps to the same shape: codes to icons and catalogue keys, percentages to 0–1', async () => {
    const { provider } = await openMeteo();
    const report = await provider.report(CHARLOTTETOWN, 'en');
    const fixture = openMeteoForecast();
    expect(report.timezone_offset).toBe(HALIFAX_OFFSET);
    expect(report.current).toEqual({
      dt: NOW - 300,
      temp: 7.4,
      feels_like: 3.9,
      weather: { icon: 'rain', description: '', description_key: 'conditions.light_rain' },
      sunrise: fixture.daily.sunrise[0],
      sunset: fixture.daily.sunset[0],
      wind_speed: 5.3,
      clouds: 100,
    });
    // from the current hour (13:00 UTC, the 10th hour of the local day), 48 hours
    expect(report.hourly).toHaveLength(48);
    expect(report.hourly[0]).toEqual({
      dt: NOW - (NOW % 3600),
      temp: fixture.hourly.temperature_2m[10],
      pop: 0.7,
      wind_speed: 4,
      clouds: 29,
      weather: { icon: 'snow', description: '', description_key: 'conditions.light_snow' },
    });
    expect(report.hourly.slice(1, 6).map((h) => h.weather.description_key)).toEqual([
      'conditions.fog',
      'conditions.light_rain',
      'conditions.overcast',
      'conditions.partly_cloudy',
      'conditions.clear_sky',
    ]);
    expect(report.daily).toHaveLength(8);
    expect(report.daily[0]).toEqual({
      // local noon of the day
      dt: fixture.daily.time[0]! + 12 * 3600,
      temp: { max: 9.6, min: 3.2 },
      pop: 0.86,
      weather: { icon: 'rain', description: '', description_key: 'conditions.light_rain' },
      sunrise: fixture.daily.sunrise[0],
      sunset: fixture.daily.sunset[0],
    });
    expect(report.daily.map((d) => d.weather.icon)).toEqual([
      'rain',
      'clouds',
      'snow',
      'clear',
      'thunderstorm',
      'clouds',
      'drizzle',
      'fog',
    ]);
  });

  it('counts a missing probability as 0 and an unknown code as cloudy', async () => {
    const fixture = openMeteoForecast();
    fixture.current.time = fixture.hourly.time[170]!;
    fixture.hourly.weather_code[170] = 42;
    const { provider } = await openMeteo({ json: fixture });
    const report = await provider.report(CHARLOTTETOWN, 'en');
    expect(report.hourly).toHaveLength(22);
    expect(report.hourly[0]!.weather).toEqual({
      icon: 'clouds',
      description: '',
      description_key: 'conditions.overcast',
    });
    expect(report.hourly.at(-1)!.pop).toBe(0);
  });

  it.each<[string, Answer, string]>([
    ['a refused request (400)', { status: 400, json: OPEN_METEO_400 }, 'HTTP 400'],
    [
      'too many calls (429)',
      { status: 429, json: { error: true, reason: 'Daily API request limit exceeded.' } },
      'HTTP 429',
    ],
    ['no answer in time', 'hang', 'no answer in 300 ms'],
    ['a body that is not JSON', { text: 'upstream connect error' }, 'not JSON'],
    ['JSON without the fields', { json: { latitude: 46.25, longitude: -63.125 } }, 'unexpected body'],
    [
      'no daily forecast',
      { json: { ...openMeteoForecast(), daily: { ...openMeteoForecast().daily, time: [] } } },
      'no daily',
    ],
  ])('fails with a provider error on %s', async (_case, answer, reason) => {
    const { provider } = await openMeteo(answer);
    expect(await expectProviderFailure(provider.report(CHARLOTTETOWN, 'en'))).toContain(reason);
  });
});
