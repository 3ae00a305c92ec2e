import type { CityItem, ProvinceItem } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { ttlCache } from '../../lib/ttl-cache.js';
import * as repo from './locations.repository.js';

const toCityItem = (c: repo.CityRow): CityItem => ({
  city_id: c.id,
  city_name: c.name,
  all_province: c.allProvince,
  lat: c.lat,
  lon: c.lon,
});

async function loadProvincesWithCities(db: Db, countryId?: number): Promise<ProvinceItem[]> {
  const [provinceRows, cityRows] = await Promise.all([
    repo.listProvinces(db, countryId),
    repo.listCities(db),
  ]);
  return provinceRows.map((p) => ({
    state_id: p.id,
    state_name: p.name,
    state_code: p.code,
    city_list: cityRows.filter((c) => c.provinceId === p.id).map(toCityItem),
  }));
}

/** Provinces and cities change only with the seed: each process keeps them for a minute. */
const PROVINCES_TTL_MS = 60_000;
const provinceCaches = new WeakMap<Db, { get(countryId: number | undefined): Promise<ProvinceItem[]> }>();

export function provincesWithCities(db: Db, countryId?: number): Promise<ProvinceItem[]> {
  let cache = provinceCaches.get(db);
  if (!cache) {
    cache = ttlCache((id: number | undefined) => loadProvincesWithCities(db, id), PROVINCES_TTL_MS);
    provinceCaches.set(db, cache);
  }
  return cache.get(countryId);
}

export async function citiesOfProvince(db: Db, provinceId: number): Promise<CityItem[]> {
  return (await repo.listCities(db, provinceId)).map(toCityItem);
}

/** A city that belongs to the province, or 404 `city_not_found`. */
export async function cityInProvince(db: Db, provinceId: number | undefined, cityId: number) {
  const city = await repo.findCity(db, cityId);
  if (!city || (provinceId !== undefined && city.provinceId !== provinceId)) throw notFound('city_not_found');
  return city;
}

export async function cityItem(db: Db, provinceId: number | undefined, cityId: number): Promise<CityItem> {
  return toCityItem(await cityInProvince(db, provinceId, cityId));
}
