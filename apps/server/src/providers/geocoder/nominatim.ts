import { z } from 'zod';
import { formatAddress } from './format.js';
import { endpoint, getJson } from './http.js';
import type { GeocodedPlace, GeocoderProvider } from './types.js';

export interface NominatimOptions {
  /** your own Nominatim server (the public one forbids autocomplete), or a local stand-in in tests */
  baseUrl: string;
  timeoutMs: number;
  /** Nominatim's usage policy asks every application to name itself */
  userAgent: string;
}

/** Atlantic Canada (x1,y1,x2,y2), preferred but not required (bounded=0). */
const VIEWBOX = '-69.1,43.3,-52.6,60.4';
/** Around the listing's chosen place instead (about 50 km each way), still only preferred. */
const viewboxNear = ({ lat, lon }: { lat: number; lon: number }) =>
  [lon - 0.6, lat - 0.45, lon + 0.6, lat + 0.45].map((n) => n.toFixed(4)).join(',');

const text = z.string().nullish();
/** GET /search?format=jsonv2&addressdetails=1 (fields we read); coordinates come as strings. */
const answerSchema = z.array(
  z.object({
    lat: z.coerce.number().finite(),
    lon: z.coerce.number().finite(),
    name: text,
    display_name: z.string(),
    address: z
      .object({
        house_number: text,
        road: text,
        city: text,
        town: text,
        village: text,
        hamlet: text,
        municipality: text,
        suburb: text,
        state: text,
        'ISO3166-2-lvl4': text,
        postcode: text,
        country_code: text,
      })
      .optional(),
  }),
);

export function createNominatim(opts: NominatimOptions): GeocoderProvider {
  return {
    name: 'nominatim',
    async search(query, { lang, limit, near }) {
      const url = endpoint(opts.baseUrl, 'search');
      const params = {
        q: query,
        format: 'jsonv2',
        countrycodes: 'ca',
        addressdetails: '1',
        layer: 'address,poi',
        viewbox: near ? viewboxNear(near) : VIEWBOX,
        bounded: '0',
        limit: String(limit),
        'accept-language': lang === 'en' ? 'en' : `${lang},en`,
      };
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
      const answer = await getJson('Nominatim', url, answerSchema, opts);

      const places: GeocodedPlace[] = [];
      for (const r of answer) {
        const a = r.address;
        // countrycodes=ca already filters; a server that ignores it must not put a foreign place in a listing
        if (a?.country_code?.toLowerCase() !== 'ca') continue;
        const city = a.city ?? a.town ?? a.village ?? a.hamlet ?? a.municipality ?? null;
        const formatted = formatAddress({
          name: r.name ?? null,
          housenumber: a.house_number ?? null,
          street: a.road ?? null,
          city: city ?? a.suburb ?? null,
          state: a.state ?? null,
          postcode: a.postcode ?? null,
        }) ?? { label: r.display_name, address: r.display_name };
        const iso = a['ISO3166-2-lvl4'];
        places.push({
          ...formatted,
          lat: r.lat,
          lon: r.lon,
          city,
          state: a.state ?? null,
          stateCode: iso?.toUpperCase().startsWith('CA-') ? iso.slice(3).toUpperCase() : null,
        });
        if (places.length === limit) break;
      }
      return places;
    },
  };
}
