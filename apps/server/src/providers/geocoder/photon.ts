import { z } from 'zod';
import type { LanguageTag } from '@harbour/i18n';
import { formatAddress } from './format.js';
import { endpoint, getJson } from './http.js';
import type { GeocodedPlace, GeocoderProvider } from './types.js';

export interface PhotonOptions {
  /** e.g. https://photon.komoot.io, or a local stand-in in tests */
  baseUrl: string;
  timeoutMs: number;
  userAgent: string;
}

/** Canada (minLon,minLat,maxLon,maxLat); it also covers a strip of the United States, dropped by country code. */
export const CANADA_BBOX = '-141.01,41.67,-52.61,83.11';
/** Results near the spec's map centre (Charlottetown) first. */
export const BIAS = { lat: 46.245, lon: -63.125 };
/** Photon's layers that can be an address: not a county, a province or a country. */
const LAYERS = ['house', 'street', 'locality', 'district', 'city', 'other'];
/** Photon serves a few languages (its index is built with them): French, else English. */
const photonLang = (lang: LanguageTag) => (lang === 'fr' ? 'fr' : 'en');

const text = z.string().nullish();
/** GET /api (GeoJSON FeatureCollection; fields we read) */
const answerSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      geometry: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
      properties: z.object({
        name: text,
        housenumber: text,
        street: text,
        city: text,
        district: text,
        locality: text,
        state: text,
        postcode: text,
        countrycode: text,
        type: text,
      }),
    }),
  ),
});

export function createPhoton(opts: PhotonOptions): GeocoderProvider {
  return {
    name: 'photon',
    async search(query, { lang, limit, near }) {
      const url = endpoint(opts.baseUrl, 'api');
      url.searchParams.set('q', query);
      url.searchParams.set('lang', photonLang(lang));
      // some answers fall outside Canada and are dropped
      url.searchParams.set('limit', String(Math.min(limit * 2, 20)));
      url.searchParams.set('bbox', CANADA_BBOX);
      // Photon's location bias: the listing's place when it is chosen, else the map centre
      url.searchParams.set('lat', String(near?.lat ?? BIAS.lat));
      url.searchParams.set('lon', String(near?.lon ?? BIAS.lon));
      for (const layer of LAYERS) url.searchParams.append('layer', layer);
      const answer = await getJson('Photon', url, answerSchema, opts);

      const places: GeocodedPlace[] = [];
      for (const { geometry, properties: p } of answer.features) {
        if (p.countrycode?.toUpperCase() !== 'CA') continue;
        const city = p.city ?? (p.type === 'city' ? (p.name ?? null) : null);
        const formatted = formatAddress({
          name: p.name ?? null,
          housenumber: p.housenumber ?? null,
          street: p.street ?? null,
          city: city ?? p.locality ?? p.district ?? null,
          state: p.state ?? null,
          postcode: p.postcode ?? null,
        });
        if (!formatted) continue;
        const [lon, lat] = geometry.coordinates;
        places.push({ ...formatted, lat, lon, city, state: p.state ?? null, stateCode: null });
        if (places.length === limit) break;
      }
      return places;
    },
  };
}
