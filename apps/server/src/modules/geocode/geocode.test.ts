import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GeocodeResult } from '@harbour/shared';
import { businesses, cities, provinces } from '../../db/schema/index.js';
import {
  nominatimAnswer,
  photonAnswer,
  startStandIn,
  type Answer,
  type StandIn,
} from '../../providers/geocoder/test-stand-in.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { GEOCODE_RATE_LIMIT } from './geocode.routes.js';
import { CLOSED_WEEK } from '../../test/listings.js';

interface Ids {
  city: Record<string, { id: number; provinceId: number; lat: number; lon: number }>;
  province: Record<string, number>;
}

async function seededIds(app: FastifyInstance): Promise<Ids> {
  const cityRows = await app.db.select().from(cities);
  const provinceRows = await app.db.select().from(provinces);
  return {
    city: Object.fromEntries(
      cityRows.map((c) => [c.name, { id: c.id, provinceId: c.provinceId, lat: c.lat, lon: c.lon }]),
    ),
    province: Object.fromEntries(provinceRows.map((p) => [p.code, p.id])),
  };
}

function geocode(app: FastifyInstance, query: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: `/api/web/geocode?${query}`, headers });
}

async function results(app: FastifyInstance, q: string, extra = '', headers: Record<string, string> = {}) {
  const res = await geocode(app, `q=${encodeURIComponent(q)}${extra}`, headers);
  expect(res.statusCode).toBe(200);
  const body = res.json<{
    meta: { success: boolean; message: string };
    data: { results: GeocodeResult[] };
  }>();
  expect(body.meta).toEqual({ success: true, message: '' });
  return body.data.results;
}

describe('GET /api/web/geocode without a geocoder (the seeded places)', () => {
  let app: FastifyInstance;
  let ids: Ids;

  beforeAll(async () => {
    app = await buildTestApp();
    ids = await seededIds(app);
    const today = new Date().toISOString().slice(0, 10);
    const business = (
      slug: string,
      address: string,
      status: number,
      lat: number,
      city = 'Charlottetown',
    ) => ({
      slug,
      businessName: slug,
      address,
      lat,
      lon: -63.13,
      hours: CLOSED_WEEK,
      cityId: ids.city[city]!.id,
      status,
      listingStartDate: today,
      listingEndDate: today,
    });
    await app.db
      .insert(businesses)
      .values([
        business('gallery', '45 Grafton Street, Charlottetown, PE C1A 1K8', 1, 46.2351),
        business('gallery-2', '45 Grafton Street, Charlottetown, PE C1A 1K8', 1, 46.2351),
        business('pending', '9 Pownal Street, Charlottetown, PE C1A 3V7', 0, 46.2352),
        business('water-nl', "100 Waterford Bridge Road, St. John's, NL A1E 1C5", 1, 47.55, "St. John's"),
        business('water-pe', '8 Waterford Lane, Charlottetown, PE C1A 1A2', 1, 46.236),
      ]);
  });
  afterAll(() => app.close());

  it('answers a city from the first letters, at its centre, with its ids', async () => {
    const charlottetown = ids.city.Charlottetown!;
    expect(await results(app, 'charlott')).toEqual([
      {
        label: 'Charlottetown, Prince Edward Island',
        address: 'Charlottetown, Prince Edward Island',
        lat: charlottetown.lat,
        lon: charlottetown.lon,
        city_id: charlottetown.id,
        province_id: ids.province.PE,
      },
    ]);
  });

  it('forgives a typo and never offers the "All of …" choices', async () => {
    expect((await results(app, 'Charlotetown')).map((r) => r.label)).toContain(
      'Charlottetown, Prince Edward Island',
    );
    expect((await results(app, 'Sumerside')).map((r) => r.label)).toEqual([
      'Summerside, Prince Edward Island',
    ]);
    expect((await results(app, 'All of PEI')).map((r) => r.label)).not.toContain(
      'All of PEI, Prince Edward Island',
    );
  });

  it('keeps a typed street address in a seeded city, at the city centre', async () => {
    const [first, ...rest] = await results(app, '12 Main Street, Cornwall');
    expect(first).toEqual({
      label: '12 Main Street, Cornwall, Prince Edward Island',
      address: '12 Main Street, Cornwall, Prince Edward Island',
      lat: ids.city.Cornwall!.lat,
      lon: ids.city.Cornwall!.lon,
      city_id: ids.city.Cornwall!.id,
      province_id: ids.province.PE,
    });
    expect(rest).toEqual([]);
    const [named] = await results(app, "7 Water Street, St. John's, NL");
    expect(named).toMatchObject({
      address: "7 Water Street, St. John's, NL",
      city_id: ids.city["St. John's"]!.id,
    });
  });

  it('offers the addresses of published listings once, never those of unpublished ones', async () => {
    const found = await results(app, '45 Grafton');
    expect(found).toEqual([
      {
        label: '45 Grafton Street, Charlottetown, PE C1A 1K8',
        address: '45 Grafton Street, Charlottetown, PE C1A 1K8',
        lat: 46.2351,
        lon: -63.13,
        city_id: ids.city.Charlottetown!.id,
        province_id: ids.province.PE,
      },
    ]);
    expect(await results(app, '9 Pownal Street')).toEqual([]);
  });

  it('puts the places in the chosen city, then its province, first', async () => {
    const stJohns = ids.city["St. John's"]!.id;
    const charlottetown = ids.city.Charlottetown!.id;
    // nothing chosen: the alphabetical order of the listings' addresses puts St. John's first
    const plain = await results(app, 'Waterford');
    expect(plain.map((r) => r.city_id).slice(0, 2)).toEqual([stJohns, charlottetown]);

    const inTown = await results(app, 'Waterford', `&provinceId=${ids.province.PE}&cityId=${charlottetown}`);
    expect(inTown[0]).toMatchObject({ address: '8 Waterford Lane, Charlottetown, PE C1A 1A2' });
    expect(inTown.map((r) => r.city_id)).toContain(stJohns);
    // the province alone ranks its places first too
    expect((await results(app, 'Waterford', `&provinceId=${ids.province.PE}`))[0]!.city_id).toBe(
      charlottetown,
    );
    // a city of another province than the one given is not taken for the chosen place
    expect(
      (await results(app, 'Waterford', `&provinceId=${ids.province.NL}&cityId=${charlottetown}`))[0]!.city_id,
    ).toBe(stJohns);

    // a street address typed without its town is offered in the chosen city, at its centre
    const summerside = ids.city.Summerside!;
    expect((await results(app, '12 Queen Street', `&cityId=${summerside.id}`))[0]).toEqual({
      label: '12 Queen Street, Summerside, Prince Edward Island',
      address: '12 Queen Street, Summerside, Prince Edward Island',
      lat: summerside.lat,
      lon: summerside.lon,
      city_id: summerside.id,
      province_id: ids.province.PE,
    });
  });

  it('answers an empty list when nothing matches, and at most `limit` places', async () => {
    expect(await results(app, 'Zzyzx Road')).toEqual([]);
    expect(await results(app, 'Prince Edward Island', '&limit=2')).toHaveLength(2);
    expect((await results(app, 'Prince Edward Island')).length).toBeGreaterThan(2);
  });

  it('limits each client to GEOCODE_RATE_LIMIT searches a minute', async () => {
    const ask = () =>
      app.inject({ method: 'GET', url: '/api/web/geocode?q=Halifax', remoteAddress: '203.0.113.7' });
    for (let i = 0; i < GEOCODE_RATE_LIMIT; i++) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ meta: { success: false, message: 'too_many_requests' } });
  });

  it.each([
    ['a query shorter than 3 characters', 'q=ab'],
    ['3 spaces and a letter', 'q=%20%20%20a'],
    ['no query', ''],
    ['a NUL byte', 'q=abc%00def'],
    ['a query longer than 200 characters', `q=${'a'.repeat(201)}`],
    ['a limit of 0', 'q=Halifax&limit=0'],
    ['a limit of 11', 'q=Halifax&limit=11'],
    ['a limit that is not a number', 'q=Halifax&limit=five'],
  ])('refuses %s with 400 invalid_input', async (_case, query) => {
    const res = await geocode(app, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ meta: { success: false, message: 'invalid_input' }, data: null });
  });
});

describe('GET /api/web/geocode with a geocoder', () => {
  let standIn: StandIn;
  let answer: (url: URL) => Answer;
  let app: FastifyInstance;
  let logs: string[];
  let ids: Ids;

  async function start(provider: 'photon' | 'nominatim') {
    standIn = await startStandIn((url) => answer(url));
    logs = [];
    const logStream = new Writable({
      write(chunk: Buffer, _enc, cb) {
        logs.push(...chunk.toString().split('\n').filter(Boolean));
        cb();
      },
    });
    app = await buildTestApp(
      {
        LOG_LEVEL: 'warn',
        GEOCODER_PROVIDER: provider,
        GEOCODER_URL: standIn.url,
        GEOCODER_TIMEOUT_MS: '1000',
      },
      { logStream },
    );
    ids = await seededIds(app);
  }
  async function stop() {
    await app.close();
    await standIn.close();
  }

  describe('Photon', () => {
    beforeAll(() => start('photon'));
    afterAll(stop);
    beforeEach(() => {
      answer = (url) =>
        url.pathname === '/api' ? { json: photonAnswer() } : { status: 404, text: 'Not Found' };
    });

    it('answers Photon’s Canadian places with the seeded city and province, in the caller’s language', async () => {
      const found = await results(app, 'Richmond Street Charlottetown', '&limit=3', { language: 'fr' });
      expect(standIn.hits('/api').at(-1)!.searchParams.get('lang')).toBe('fr');
      expect(found).toEqual([
        {
          label:
            'Confederation Centre of the Arts, 145 Richmond Street, Charlottetown, Prince Edward Island C1A 1J1',
          address: '145 Richmond Street, Charlottetown, Prince Edward Island C1A 1J1',
          lat: 46.2353383,
          lon: -63.1263153,
          city_id: ids.city.Charlottetown!.id,
          province_id: ids.province.PE,
        },
        expect.objectContaining({ address: 'Richmond Street, Charlottetown, Prince Edward Island C1A 1J7' }),
        expect.objectContaining({
          address: 'Charlottetown, Prince Edward Island',
          city_id: ids.city.Charlottetown!.id,
        }),
      ]);
      expect(found.map((r) => r.address).join()).not.toContain('Maine');
    });

    it('biases Photon toward the chosen city and puts its places first', async () => {
      const json = photonAnswer();
      json.features[1]!.properties.city = 'Summerside';
      answer = () => ({ json });
      const summerside = ids.city.Summerside!;
      const found = await results(
        app,
        'Richmond Street',
        `&provinceId=${ids.province.PE}&cityId=${summerside.id}`,
      );
      const hit = standIn.hits('/api').at(-1)!.searchParams;
      expect([hit.get('lat'), hit.get('lon')]).toEqual([String(summerside.lat), String(summerside.lon)]);
      expect(found[0]!.city_id).toBe(summerside.id);
      expect(found[0]!.address).toContain('Summerside');
      // without a chosen place: the provider's order and the map centre
      const plain = await results(app, 'Richmond Street');
      expect(plain.map((r) => r.city_id).slice(0, 2)).toEqual([ids.city.Charlottetown!.id, summerside.id]);
      expect(standIn.hits('/api').at(-1)!.searchParams.get('lat')).toBe('46.245');
    });

    it.each<[string, Answer]>([
      ['a 500', { status: 500, text: 'Internal Server Error' }],
      ['a timeout', 'hang'],
    ])('falls back to the seeded places on %s, warning once without the query', async (_case, failure) => {
      // a success first: the service warns on the first failure after one
      await results(app, 'Charlottetown');
      answer = () => failure;
      logs.length = 0;
      const first = await results(app, 'Summerside secret');
      const second = await results(app, 'Summerside secret');
      expect(first).toEqual(second);
      expect(first[0]).toMatchObject({ city_id: ids.city.Summerside!.id, province_id: ids.province.PE });
      const warnings = logs.filter((l) => l.includes('geocoder failed'));
      expect(warnings).toHaveLength(1);
      expect(logs.join('\n').toLowerCase()).not.toContain('secret');

      // back to normal: the next failure warns again
      answer = () => ({ json: photonAnswer() });
      expect((await results(app, 'Charlottetown'))[0]!.label).toContain('Confederation Centre');
      answer = () => failure;
      await results(app, 'Summerside secret');
      expect(logs.filter((l) => l.includes('geocoder failed'))).toHaveLength(2);
    });
  });

  describe('Nominatim', () => {
    beforeAll(() => start('nominatim'));
    afterAll(stop);

    it('matches a French province name by its ISO code and drops the place in Maine', async () => {
      answer = (url) =>
        url.pathname === '/search' ? { json: nominatimAnswer('fr') } : { status: 404, text: 'Not Found' };
      const found = await results(app, 'Main Street', '', { language: 'fr' });
      expect(standIn.hits('/search').at(-1)!.searchParams.get('accept-language')).toBe('fr,en');
      expect(found).toEqual([
        expect.objectContaining({ city_id: ids.city.Charlottetown!.id, province_id: ids.province.PE }),
        {
          label: '12 Main Street, Cornwall, Île-du-Prince-Édouard C0A 1H0',
          address: '12 Main Street, Cornwall, Île-du-Prince-Édouard C0A 1H0',
          lat: 46.2218612,
          lon: -63.2135742,
          city_id: ids.city.Cornwall!.id,
          province_id: ids.province.PE,
        },
      ]);
    });

    it('looks around the chosen city and puts its places first', async () => {
      answer = (url) =>
        url.pathname === '/search' ? { json: nominatimAnswer() } : { status: 404, text: 'Not Found' };
      const cornwall = ids.city.Cornwall!;
      const found = await results(app, 'Main Street', `&cityId=${cornwall.id}`);
      expect(found.map((r) => r.city_id)).toEqual([cornwall.id, ids.city.Charlottetown!.id]);
      const box = standIn.hits('/search').at(-1)!.searchParams.get('viewbox')!.split(',').map(Number);
      expect(box[0]).toBeLessThan(cornwall.lon);
      expect(box[2]).toBeGreaterThan(cornwall.lon);
      expect(box[1]).toBeLessThan(cornwall.lat);
      expect(box[3]).toBeGreaterThan(cornwall.lat);
      expect(box[2]! - box[0]!).toBeLessThan(2);
    });

    it('falls back to the seeded places on a 500', async () => {
      answer = () => ({ status: 500, text: 'Internal Server Error' });
      expect((await results(app, 'Halifax'))[0]).toMatchObject({
        address: 'Halifax, Nova Scotia',
        city_id: ids.city.Halifax!.id,
        province_id: ids.province.NS,
      });
    });
  });
});
