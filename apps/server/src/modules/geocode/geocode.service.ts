import type { GeocodeResult } from '@harbour/shared';
import type { LanguageTag } from '@harbour/i18n';
import type { Db } from '../../db/client.js';
import type { GeocoderProvider } from '../../providers/geocoder/index.js';
import { localResults, matchPlace, searchesAddresses } from './geocode.match.js';
import * as repo from './geocode.repository.js';

interface Log {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
}

export interface GeocodeServiceDeps {
  db: Db;
  /** null: the local search over the seeded places only */
  provider: GeocoderProvider | null;
  log: Log;
}

/** How long the seeded cities and provinces used to match a provider's answers are kept. */
const PLACES_TTL_MS = 5 * 60_000;

export function createGeocodeService({ db, provider, log }: GeocodeServiceDeps) {
  let failing = false;
  let places: { at: number; cities: repo.CityRow[]; provinces: repo.ProvinceRow[] } | null = null;

  async function knownPlaces() {
    if (!places || Date.now() - places.at > PLACES_TTL_MS) {
      const [cities, provinces] = await Promise.all([repo.listCities(db), repo.listProvinces(db)]);
      places = { at: Date.now(), cities, provinces };
    }
    return places;
  }

  async function local(q: string, limit: number): Promise<GeocodeResult[]> {
    const cities = await repo.searchCities(db, q, limit);
    const addresses = searchesAddresses(q, cities) ? await repo.searchListingAddresses(db, q, limit) : [];
    return localResults(q, cities, addresses, limit);
  }

  /** The provider's places, with the seeded city and province each is in. */
  async function remote(p: GeocoderProvider, q: string, limit: number, lang: LanguageTag) {
    const found = await p.search(q, { lang, limit });
    const { cities, provinces } = await knownPlaces();
    return found.map((place): GeocodeResult => ({
      label: place.label,
      address: place.address,
      lat: place.lat,
      lon: place.lon,
      ...matchPlace(place, cities, provinces),
    }));
  }

  return {
    /**
     * Addresses in Canada matching `q`, from the geocoder when there is one; when it fails, from the
     * seeded places. One warning per run of failures, never with what the user typed.
     */
    async search(q: string, limit: number, lang: LanguageTag): Promise<GeocodeResult[]> {
      if (provider) {
        try {
          const results = await remote(provider, q, limit, lang);
          if (failing) {
            failing = false;
            log.info({ provider: provider.name }, 'geocoder answers again');
          }
          return results;
        } catch (err) {
          const reason = err instanceof Error ? err.message : 'unknown error';
          if (!failing) {
            failing = true;
            log.warn(
              { provider: provider.name, reason },
              'geocoder failed, answering from the seeded places',
            );
          } else {
            log.debug({ provider: provider.name, reason }, 'geocoder still failing');
          }
        }
      }
      return local(q, limit);
    },
  };
}

export type GeocodeService = ReturnType<typeof createGeocodeService>;
