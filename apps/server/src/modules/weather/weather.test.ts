import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OWM_401,
  OWM_429,
  openMeteoForecast,
  owmCurrent,
  owmOneCall,
  startStandIn,
  type Answer,
  type StandIn,
} from '../../providers/weather/test-stand-in.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { userAuth } from '../../test/sessions.js';

const KEY = 'owm-api-key-never-logged-42';
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

interface City {
  city_id: number;
  city_name: string;
}

async function cityIds(app: FastifyInstance): Promise<Record<string, number>> {
  const res = await app.inject({ method: 'GET', url: '/api/web/provinces/all' });
  const provinces = res.json<{ data: { state_list: { city_list: City[] }[] } }>().data.state_list;
  return Object.fromEntries(provinces.flatMap((p) => p.city_list).map((c) => [c.city_name, c.city_id]));
}

function weather(app: FastifyInstance, cityId: number | string, headers: Record<string, string>) {
  return app.inject({ method: 'GET', url: `/api/web/weather?cityId=${cityId}`, headers });
}

describe('GET /api/web/weather with OpenWeatherMap', () => {
  let standIn: StandIn;
  /** what the stand-in answers to /data/2.5/weather; the one call always answers */
  let current: (url: URL) => Answer = (url) => ({
    json: owmCurrent(`desc in ${url.searchParams.get('lang')}`),
  });
  let app: FastifyInstance;
  let logs = '';
  let user: { authorization: string };
  let city: Record<string, number>;
  const asUser = (lang: string) => ({ ...user, language: lang });

  beforeAll(async () => {
    standIn = await startStandIn((url) =>
      url.pathname === '/data/3.0/onecall' ? { json: owmOneCall() } : current(url),
    );
    const logStream = new Writable({
      write(chunk: Buffer, _enc, cb) {
        logs += chunk.toString();
        cb();
      },
    });
    app = await buildTestApp(
      {
        LOG_LEVEL: 'warn',
        OPENWEATHER_API_KEY: KEY,
        OPENWEATHER_BASE_URL: standIn.url,
        WEATHER_TIMEOUT_MS: '300',
      },
      { logStream },
    );
    user = { authorization: (await userAuth(app)).authorization };
    city = await cityIds(app);
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
  });

  it('asks visitors to sign in', async () => {
    const res = await weather(app, city.Charlottetown!, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ meta: { success: false, message: 'unauthorized' }, data: null });
    expect(standIn.requests).toHaveLength(0);
  });

  it("answers the city's weather in the caller's language, in the main envelope", async () => {
    const res = await weather(app, city.Charlottetown!, asUser('fr'));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ meta: unknown; data: Record<string, unknown> }>();
    expect(body.meta).toEqual({ success: true, message: '' });
    expect(body.data).toMatchObject({
      city_name: 'Charlottetown',
      timezone_offset: -10800,
      current: {
        temp: 7.36,
        feels_like: 4.42,
        wind_speed: 5.14,
        clouds: 90,
        weather: { icon: 'rain', description: 'Desc in fr', description_key: null },
      },
    });
    expect(body.data.hourly).toHaveLength(48);
    expect(body.data.daily).toHaveLength(8);
    const asked = standIn.hits('/data/2.5/weather').at(-1)!;
    expect(asked.searchParams.get('lat')).toBe('46.2382');
    expect(asked.searchParams.get('lang')).toBe('fr');
  });

  it('keeps an answer per city and language: the second call does not reach the provider', async () => {
    const calls = () => standIn.hits('/data/2.5/weather').length;
    const before = calls();
    expect((await weather(app, city.Summerside!, asUser('es'))).statusCode).toBe(200);
    expect(calls()).toBe(before + 1);
    const again = await weather(app, city.Summerside!, asUser('es'));
    expect(
      again.json<{ data: { current: { weather: { description: string } } } }>().data.current.weather
        .description,
    ).toBe('Desc in es');
    expect(calls()).toBe(before + 1);

    const otherLanguage = await weather(app, city.Summerside!, asUser('ar'));
    expect(
      otherLanguage.json<{ data: { current: { weather: { description: string } } } }>().data.current.weather
        .description,
    ).toBe('Desc in ar');
    expect(calls()).toBe(before + 2);
    await weather(app, city.Halifax!, asUser('es'));
    expect(calls()).toBe(before + 3);
  });

  it.each<[string, Answer, string]>([
    ['a refused key (401)', { status: 401, json: OWM_401 }, 'ru'],
    ['too many calls (429)', { status: 429, json: OWM_429 }, 'uk'],
    ['no answer in time', 'hang', 'vi'],
    ['a malformed body', { text: '{"cod":200,"weather":' }, 'hi'],
  ])(
    'answers 503 weather.unavailable, not a 500, on %s, and does not keep the failure',
    async (_case, answer, lang) => {
      const answering = current;
      current = () => answer;
      const failed = await weather(app, city.Cornwall!, asUser(lang));
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({ meta: { success: false, message: 'weather.unavailable' }, data: null });

      current = answering;
      expect((await weather(app, city.Cornwall!, asUser(lang))).statusCode).toBe(200);
    },
  );

  it('logs the failure without the API key', () => {
    expect(logs).toContain('weather provider failed');
    expect(logs).not.toContain(KEY);
  });

  it('answers 404 city_not_found for an unknown city and 400 for a bad id', async () => {
    const unknown = await weather(app, 999999, asUser('en'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ meta: { success: false, message: 'city_not_found' }, data: null });
    expect((await weather(app, 'abc', asUser('en'))).statusCode).toBe(400);
  });

  it('is documented in OpenAPI with its cityId query', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { tags: string[]; parameters: { name: string; in: string }[] } }>;
    }>();
    const op = spec.paths['/api/web/weather']!.get!;
    expect(op.tags).toEqual(['weather']);
    expect(op.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['query:cityId']);
  });
});

describe('GET /api/web/weather with Open-Meteo', () => {
  let standIn: StandIn;
  let app: FastifyInstance;

  beforeAll(async () => {
    standIn = await startStandIn(() => ({ json: openMeteoForecast() }));
    app = await buildTestApp({ WEATHER_PROVIDER: 'open-meteo', OPEN_METEO_BASE_URL: standIn.url });
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
  });

  it('answers the same shape, with catalogue keys for the conditions, and keeps it', async () => {
    const { authorization } = await userAuth(app);
    const { Halifax } = await cityIds(app);
    const res = await weather(app, Halifax!, { authorization, language: 'fa' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: Record<string, unknown> }>();
    expect(data).toMatchObject({
      // the city in the reader's language, like the rest of the answer
      city_name: 'هالیفاکس',
      current: {
        temp: 7.4,
        weather: { icon: 'rain', description: '', description_key: 'conditions.light_rain' },
      },
    });
    expect(data.hourly).toHaveLength(48);
    expect(data.daily).toHaveLength(8);
    expect(standIn.requests[0]!.searchParams.get('latitude')).toBe('44.6488');

    await weather(app, Halifax!, { authorization, language: 'fa' });
    expect(standIn.requests).toHaveLength(1);
  });
});

describe.skipIf(!redisUrl)('weather cache shared through Redis', () => {
  it('lets a second process answer from the first one’s call', async () => {
    const standIn = await startStandIn((url) =>
      url.pathname === '/data/3.0/onecall' ? { json: owmOneCall() } : { json: owmCurrent() },
    );
    const env = {
      REDIS_URL: redisUrl ?? '',
      REDIS_PREFIX: `harbour-test-${randomBytes(4).toString('hex')}:`,
      OPENWEATHER_API_KEY: KEY,
      OPENWEATHER_BASE_URL: standIn.url,
    };
    const [first, second] = [await buildTestApp(env), await buildTestApp(env)];
    try {
      const { Stratford } = await cityIds(first);
      const a = await weather(first, Stratford!, {
        authorization: (await userAuth(first)).authorization,
        language: 'pt',
      });
      const b = await weather(second, Stratford!, {
        authorization: (await userAuth(second)).authorization,
        language: 'pt',
      });
      expect(a.statusCode).toBe(200);
      expect(b.json()).toEqual(a.json());
      expect(standIn.hits('/data/2.5/weather')).toHaveLength(1);
    } finally {
      await first.close();
      await second.close();
      await standIn.close();
    }
  });
});
