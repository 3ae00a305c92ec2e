import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { formatAddress } from './format.js';
import { createGeocoder, createNominatim, createPhoton, GeocoderError } from './index.js';
import {
  NOMINATIM_400,
  nominatimAnswer,
  photonAnswer,
  startStandIn,
  type Answer,
  type StandIn,
} from './test-stand-in.js';

const QUERY = 'richmond street charlottetown';
// generous for answers on a busy machine; the failure cases wait 300 ms
const opts = { timeoutMs: 5000, userAgent: 'Harbour (+http://localhost:8080)' };
const failing = { ...opts, timeoutMs: 300 };

let standIn: StandIn | null = null;
afterEach(async () => {
  await standIn?.close();
  standIn = null;
});

async function serve(path: string, answer: (url: URL) => Answer) {
  standIn = await startStandIn((url) =>
    url.pathname === path ? answer(url) : { status: 404, text: 'Not Found' },
  );
  return standIn;
}

/** The promise rejected with a GeocoderError whose message does not repeat the query. */
async function expectFailure(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GeocoderError);
  expect((err as Error).message.toLowerCase()).not.toContain('richmond');
  return (err as Error).message;
}

describe('Photon adapter', () => {
  it('asks for Canada near Charlottetown in the caller’s language, with address layers', async () => {
    const server = await serve('/photon/api', () => ({ json: photonAnswer() }));
    const photon = createPhoton({ ...opts, baseUrl: `${server.url}/photon` });
    await photon.search(QUERY, { lang: 'fr', limit: 5 });
    await photon.search(QUERY, { lang: 'ar', limit: 3 });
    const [fr, ar] = server.hits('/photon/api');
    expect(fr!.searchParams.get('q')).toBe(QUERY);
    expect(fr!.searchParams.get('lang')).toBe('fr');
    expect(fr!.searchParams.get('limit')).toBe('10');
    expect(fr!.searchParams.get('bbox')).toBe('-141.01,41.67,-52.61,83.11');
    expect([fr!.searchParams.get('lat'), fr!.searchParams.get('lon')]).toEqual(['46.245', '-63.125']);
    expect(fr!.searchParams.getAll('layer')).toEqual([
      'house',
      'street',
      'locality',
      'district',
      'city',
      'other',
    ]);
    // Photon knows a few languages only: the others get English
    expect(ar!.searchParams.get('lang')).toBe('en');
  });

  it('maps features to labels and addresses, and drops the one outside Canada', async () => {
    await serve('/api', () => ({ json: photonAnswer() }));
    const places = await createPhoton({ ...opts, baseUrl: standIn!.url }).search(QUERY, {
      lang: 'en',
      limit: 5,
    });
    expect(places).toEqual([
      {
        label:
          'Confederation Centre of the Arts, 145 Richmond Street, Charlottetown, Prince Edward Island C1A 1J1',
        address: '145 Richmond Street, Charlottetown, Prince Edward Island C1A 1J1',
        lat: 46.2353383,
        lon: -63.1263153,
        city: 'Charlottetown',
        state: 'Prince Edward Island',
        stateCode: null,
      },
      {
        label: 'Richmond Street, Charlottetown, Prince Edward Island C1A 1J7',
        address: 'Richmond Street, Charlottetown, Prince Edward Island C1A 1J7',
        lat: 46.2364112,
        lon: -63.1282414,
        city: 'Charlottetown',
        state: 'Prince Edward Island',
        stateCode: null,
      },
      {
        label: 'Charlottetown, Prince Edward Island',
        address: 'Charlottetown, Prince Edward Island',
        lat: 46.2382,
        lon: -63.1313,
        city: 'Charlottetown',
        state: 'Prince Edward Island',
        stateCode: null,
      },
    ]);
  });

  it('answers at most `limit` places', async () => {
    await serve('/api', () => ({ json: photonAnswer() }));
    const places = await createPhoton({ ...opts, baseUrl: standIn!.url }).search(QUERY, {
      lang: 'en',
      limit: 1,
    });
    expect(places.map((p) => p.address)).toEqual([
      '145 Richmond Street, Charlottetown, Prince Edward Island C1A 1J1',
    ]);
  });

  it.each<[string, Answer, string]>([
    ['a server error (500)', { status: 500, text: '<html>Internal Server Error</html>' }, 'HTTP 500'],
    ['no answer in time', 'hang', 'no answer in 300 ms'],
    ['a body that is not JSON', { text: '<html>502 Bad Gateway</html>' }, 'not JSON'],
    ['JSON that is not a FeatureCollection', { json: { message: 'bad request' } }, 'unexpected body'],
  ])('fails with a GeocoderError on %s', async (_case, answer, reason) => {
    await serve('/api', () => answer);
    const photon = createPhoton({ ...failing, baseUrl: standIn!.url });
    expect(await expectFailure(photon.search(QUERY, { lang: 'en', limit: 5 }))).toContain(reason);
  });
});

describe('Nominatim adapter', () => {
  it('asks jsonv2 with address details, in Canada, in the caller’s language and naming itself', async () => {
    const server = await serve('/search', () => ({ json: nominatimAnswer() }));
    const nominatim = createNominatim({ ...opts, baseUrl: server.url });
    await nominatim.search(QUERY, { lang: 'fr', limit: 4 });
    await nominatim.search(QUERY, { lang: 'en', limit: 4 });
    const [fr, en] = server.hits('/search');
    expect(Object.fromEntries(fr!.searchParams)).toEqual({
      q: QUERY,
      format: 'jsonv2',
      countrycodes: 'ca',
      addressdetails: '1',
      layer: 'address,poi',
      viewbox: '-69.1,43.3,-52.6,60.4',
      bounded: '0',
      limit: '4',
      'accept-language': 'fr,en',
    });
    expect(en!.searchParams.get('accept-language')).toBe('en');
  });

  it('maps results with string coordinates and the province code, and drops the one outside Canada', async () => {
    await serve('/search', () => ({ json: nominatimAnswer('fr') }));
    const places = await createNominatim({ ...opts, baseUrl: standIn!.url }).search(QUERY, {
      lang: 'fr',
      limit: 5,
    });
    expect(places).toEqual([
      {
        label:
          'Confederation Centre of the Arts, 145 Richmond Street, Charlottetown, Île-du-Prince-Édouard C1A 1J1',
        address: '145 Richmond Street, Charlottetown, Île-du-Prince-Édouard C1A 1J1',
        lat: 46.2353383,
        lon: -63.1263153,
        city: 'Charlottetown',
        state: 'Île-du-Prince-Édouard',
        stateCode: 'PE',
      },
      {
        label: '12 Main Street, Cornwall, Île-du-Prince-Édouard C0A 1H0',
        address: '12 Main Street, Cornwall, Île-du-Prince-Édouard C0A 1H0',
        lat: 46.2218612,
        lon: -63.2135742,
        city: 'Cornwall',
        state: 'Île-du-Prince-Édouard',
        stateCode: 'PE',
      },
    ]);
  });

  it.each<[string, Answer, string]>([
    ['a server error (500)', { status: 500, text: 'Internal Server Error' }, 'HTTP 500'],
    ['a refused request (400)', { status: 400, json: NOMINATIM_400 }, 'HTTP 400'],
    ['no answer in time', 'hang', 'no answer in 300 ms'],
    ['an object instead of a list', { json: { error: 'Unable to geocode' } }, 'unexpected body'],
  ])('fails with a GeocoderError on %s', async (_case, answer, reason) => {
    await serve('/search', () => answer);
    const nominatim = createNominatim({ ...failing, baseUrl: standIn!.url });
    expect(await expectFailure(nominatim.search(QUERY, { lang: 'en', limit: 5 }))).toContain(reason);
  });

  it('fails with a GeocoderError when nothing listens', async () => {
    const server = await serve('/search', () => ({ json: [] }));
    const nominatim = createNominatim({ ...opts, baseUrl: server.url });
    await server.close();
    standIn = null;
    expect(await expectFailure(nominatim.search(QUERY, { lang: 'en', limit: 5 }))).toContain('unreachable');
  });
});

it('sends its User-Agent, as Nominatim’s usage policy asks', async () => {
  const agents: (string | undefined)[] = [];
  const server = createServer((req, res) => {
    agents.push(req.headers['user-agent']);
    res.setHeader('content-type', 'application/json');
    res.end('[]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const nominatim = createNominatim({ ...opts, baseUrl: `http://127.0.0.1:${port}` });
    expect(await nominatim.search(QUERY, { lang: 'en', limit: 5 })).toEqual([]);
    expect(agents).toEqual(['Harbour (+http://localhost:8080)']);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('createGeocoder', () => {
  const config = { provider: null, url: null, timeoutMs: 3000 } as const;
  it('is null without GEOCODER_URL, Photon by default, Nominatim when asked', () => {
    expect(createGeocoder(config, 'http://localhost')).toBeNull();
    expect(createGeocoder({ ...config, provider: 'photon', url: 'http://g.test' }, 'x')?.name).toBe('photon');
    expect(createGeocoder({ ...config, provider: 'nominatim', url: 'http://g.test' }, 'x')?.name).toBe(
      'nominatim',
    );
  });
});

describe('formatAddress', () => {
  it('leaves out what is missing and does not repeat a town found by its name', () => {
    const none = { name: null, housenumber: null, street: null, city: null, state: null, postcode: null };
    expect(formatAddress(none)).toBeNull();
    expect(formatAddress({ ...none, name: 'Halifax', city: 'Halifax', state: 'Nova Scotia' })).toEqual({
      label: 'Halifax, Nova Scotia',
      address: 'Halifax, Nova Scotia',
    });
    expect(formatAddress({ ...none, housenumber: '7', street: 'Water St', postcode: 'A1C 1A1' })).toEqual({
      label: '7 Water St, A1C 1A1',
      address: '7 Water St, A1C 1A1',
    });
  });
});
