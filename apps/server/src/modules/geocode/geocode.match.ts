import type { GeocodeResult } from '@harbour/shared';
import type { GeocodedPlace } from '../../providers/geocoder/index.js';
import type { AddressRow, CityRow, ProvinceRow } from './geocode.repository.js';

/** Lower case, no accents, one kind of apostrophe, single spaces: "St. John’s" = "st. john's". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Other names providers give our provinces (French answers, short forms), by province code. */
const PROVINCE_ALIASES: Record<string, string[]> = {
  PE: ['Île-du-Prince-Édouard', 'PEI', 'P.E.I.'],
  NS: ['Nouvelle-Écosse'],
  NB: ['Nouveau-Brunswick'],
  NL: ['Terre-Neuve-et-Labrador', 'Newfoundland'],
};

function findProvince(place: GeocodedPlace, provinces: ProvinceRow[]): ProvinceRow | null {
  if (place.stateCode) return provinces.find((p) => p.code.toUpperCase() === place.stateCode) ?? null;
  if (!place.state) return null;
  const state = normalize(place.state);
  return (
    provinces.find(
      (p) =>
        normalize(p.name) === state ||
        normalize(p.code) === state ||
        (PROVINCE_ALIASES[p.code.toUpperCase()] ?? []).some((alias) => normalize(alias) === state),
    ) ?? null
  );
}

/**
 * The seeded city and province of a geocoded place. A province the place names but we do not serve
 * (Ontario…) matches nothing, so a Cornwall in Ontario is not taken for Cornwall, PEI.
 */
export function matchPlace(
  place: GeocodedPlace,
  cityRows: CityRow[],
  provinces: ProvinceRow[],
): { city_id: number | null; province_id: number | null } {
  const province = findProvince(place, provinces);
  if (!province && (place.state || place.stateCode)) return { city_id: null, province_id: null };
  const name = place.city ? normalize(place.city) : null;
  const sameName = name ? cityRows.filter((c) => normalize(c.cityName) === name) : [];
  const city = province
    ? sameName.find((c) => c.provinceId === province.id)
    : sameName.length === 1
      ? sameName[0]
      : undefined;
  return { city_id: city?.cityId ?? null, province_id: province?.id ?? city?.provinceId ?? null };
}

const hasDigit = (text: string) => /\d/.test(text);

/** `name` as a whole word (or words) of a normalized text. */
function wordPattern(name: string): RegExp {
  const escaped = normalize(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}(?=$|[^\\p{L}\\p{N}])`, 'gu');
}

const provinceNames = (city: CityRow) => [
  city.provinceName,
  city.provinceCode,
  ...(PROVINCE_ALIASES[city.provinceCode] ?? []),
];

/**
 * What `q` says besides the city and its province ("45 grafton street" in "45 Grafton Street,
 * Charlottetown, PE"): letters and digits left once those names are taken out.
 */
function streetPart(q: string, city: CityRow): string {
  let rest = normalize(q);
  for (const name of [city.cityName, ...provinceNames(city)]) rest = rest.replace(wordPattern(name), '$1 ');
  return rest.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** `q` with the province added when it does not name it already. */
function withProvince(q: string, city: CityRow): string {
  const text = normalize(q);
  return provinceNames(city).some((n) => wordPattern(n).test(text)) ? q : `${q}, ${city.provinceName}`;
}

/**
 * The local answer: cities as "Charlottetown, Prince Edward Island" at the city's centre, or, when
 * `q` is a street address in a seeded city ("45 Grafton Street, Charlottetown"), that address as
 * typed at the city's centre (the user drags the pin to the spot); then addresses of published
 * listings. Listings' addresses are searched only when `q` has a house number or names no city,
 * so a city's name alone does not list every business in it.
 */
export function localResults(
  q: string,
  cityRows: (CityRow & { score: number })[],
  addresses: AddressRow[],
  limit: number,
): GeocodeResult[] {
  const results: GeocodeResult[] = [];
  const best = cityRows[0];
  const street = best && wordPattern(best.cityName).test(normalize(q)) ? streetPart(q, best) : '';
  if (best && street) {
    const address = withProvince(q.trim(), best);
    results.push({
      label: address,
      address,
      lat: best.lat,
      lon: best.lon,
      city_id: best.cityId,
      province_id: best.provinceId,
    });
  } else {
    for (const c of cityRows) {
      const address = `${c.cityName}, ${c.provinceName}`;
      results.push({
        label: address,
        address,
        lat: c.lat,
        lon: c.lon,
        city_id: c.cityId,
        province_id: c.provinceId,
      });
    }
  }
  for (const a of addresses) {
    if (results.some((r) => normalize(r.address) === normalize(a.address))) continue;
    results.push({
      label: a.address,
      address: a.address,
      lat: a.lat,
      lon: a.lon,
      city_id: a.cityId,
      province_id: a.provinceId,
    });
  }
  return results.slice(0, limit);
}

/** Whether the listings' addresses are worth searching for `q` (see localResults). */
export function searchesAddresses(q: string, cityRows: CityRow[]): boolean {
  return hasDigit(q) || cityRows.length === 0;
}

/** The province and city a listing is for, as the form has them so far. */
export interface ChosenPlace {
  provinceId?: number | undefined;
  cityId?: number | undefined;
}

/**
 * The chosen city (when it is in the chosen province, or no province is given) and its province, or
 * the chosen province alone, with a centre to bias the geocoder toward: the city's, or the middle of
 * the province's seeded cities.
 */
export function resolveChosen(
  chosen: ChosenPlace,
  cityRows: CityRow[],
): { city: CityRow | null; provinceId: number | null; centre: { lat: number; lon: number } | null } {
  const city = cityRows.find(
    (c) => c.cityId === chosen.cityId && (chosen.provinceId == null || c.provinceId === chosen.provinceId),
  );
  if (city) return { city, provinceId: city.provinceId, centre: { lat: city.lat, lon: city.lon } };
  const inProvince = cityRows.filter((c) => c.provinceId === chosen.provinceId);
  if (!inProvince.length) return { city: null, provinceId: null, centre: null };
  const mean = (k: 'lat' | 'lon') => inProvince.reduce((sum, c) => sum + c[k], 0) / inProvince.length;
  return { city: null, provinceId: chosen.provinceId!, centre: { lat: mean('lat'), lon: mean('lon') } };
}

/** Places in the chosen city first, then in its province, then the rest, each group in its own order. */
export function rankByPlace(
  results: GeocodeResult[],
  chosen: { cityId: number | null; provinceId: number | null },
): GeocodeResult[] {
  if (chosen.cityId == null && chosen.provinceId == null) return results;
  const rank = (r: GeocodeResult) =>
    chosen.cityId != null && r.city_id === chosen.cityId
      ? 0
      : chosen.provinceId != null && r.province_id === chosen.provinceId
        ? 1
        : 2;
  return results
    .map((r, i) => ({ r, i, k: rank(r) }))
    .sort((a, b) => a.k - b.k || a.i - b.i)
    .map((x) => x.r);
}

/**
 * A street address typed without its town ("12 Water Street") for a listing in a chosen city: that
 * address in the city, at the city's centre (the user drags the pin to the spot), as the local answer
 * does for "12 Water Street, Charlottetown".
 */
export function typedInCity(q: string, city: CityRow): GeocodeResult | null {
  if (!hasDigit(q) || wordPattern(city.cityName).test(normalize(q))) return null;
  const address = withProvince(`${q.trim()}, ${city.cityName}`, city);
  return {
    label: address,
    address,
    lat: city.lat,
    lon: city.lon,
    city_id: city.cityId,
    province_id: city.provinceId,
  };
}
