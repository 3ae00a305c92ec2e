import type { GeocodeResult } from '@harbour/shared';
import type { LanguageTag } from '@harbour/i18n';
import type { Db } from '../../db/client.js';
import type { GeocoderProvider } from '../../providers/geocoder/index.js';
import {
  localResults,
  matchPlace,
  rankByPlace,
  resolveChosen,
  searchesAddresses,
  typedInCity,
  type ChosenPlace,
} from './geocode.match.js';
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

  type Chosen = ReturnType<typeof resolveChosen>;
  const ranked = (results: GeocodeResult[], chosen: Chosen, limit: number) =>
    rankByPlace(results, { cityId: chosen.city?.cityId ?? null, provinceId: chosen.provinceId }).slice(
      0,
      limit,
    );
  // with a chosen place, more candidates are looked at so that those in it can come first
  const candidates = (limit: number, chosen: Chosen) => (chosen.centre ? Math.min(limit * 3, 30) : limit);

  async function local(q: string, limit: number, chosen: Chosen): Promise<GeocodeResult[]> {
    const wanted = candidates(limit, chosen);
    const cities = await repo.searchCities(db, q, wanted);
    const addresses = searchesAddresses(q, cities) ? await repo.searchListingAddresses(db, q, wanted) : [];
    const results = ranked(localResults(q, cities, addresses, wanted), chosen, limit);
    const typed = chosen.city && typedInCity(q, chosen.city);
    if (typed && !results.some((r) => r.city_id === typed.city_id))
      return [typed, ...results].slice(0, limit);
    return results;
  }

  /** The provider's places, with the seeded city and province each is in. */
  async function remote(p: GeocoderProvider, q: string, limit: number, lang: LanguageTag, chosen: Chosen) {
    const found = await p.search(q, {
      lang,
      limit: Math.min(candidates(limit, chosen), 20),
      near: chosen.centre ?? undefined,
    });
    const { cities, provinces } = await knownPlaces();
    const results = found.map((place): GeocodeResult => ({
      label: place.label,
      address: place.address,
      lat: place.lat,
      lon: place.lon,
      ...matchPlace(place, cities, provinces),
    }));
    return ranked(results, chosen, limit);
  }

  return {
    /**
     * Addresses in Canada matching `q`, from the geocoder when there is one; when it fails, from the
     * seeded places. Places in the listing's chosen city, then its province, come first. One warning
     * per run of failures, never with what the user typed.
     */
    async search(
      q: string,
      limit: number,
      lang: LanguageTag,
      place: ChosenPlace = {},
    ): Promise<GeocodeResult[]> {
      const chosen =
        place.cityId != null || place.provinceId != null
          ? resolveChosen(place, (await knownPlaces()).cities)
          : { city: null, provinceId: null, centre: null };
      if (provider) {
        try {
          const results = await remote(provider, q, limit, lang, chosen);
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
      return local(q, limit, chosen);
    },
  };
}

export type GeocodeService = ReturnType<typeof createGeocodeService>;
