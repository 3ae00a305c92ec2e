import type { CityItem, ProvinceItem } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { ttlCache } from '../../lib/ttl-cache.js';
import { siteTexts } from '../site/index.js';
import * as repo from './locations.repository.js';

/** Cities with their names in `lang` (one translation read for the whole list), else English. */
async function localizedCities(db: Db, rows: repo.CityRow[], lang: string): Promise<repo.CityRow[]> {
  const text = await siteTexts(
    db,
    'city',
    rows.map((c) => c.id),
    lang,
  );
  return rows.map((c) => ({ ...c, name: text(c.id, 'name', c.name) }));
}

const toCityItem = (c: repo.CityRow): CityItem => ({
  city_id: c.id,
  city_name: c.name,
  all_province: c.allProvince,
  lat: c.lat,
  lon: c.lon,
});

async function loadProvincesWithCities(db: Db, countryId: number | undefined, lang: string) {
  const [provinceRows, cityRows] = await Promise.all([
    repo.listProvinces(db, countryId),
    repo.listCities(db).then((rows) => localizedCities(db, rows, lang)),
  ]);
  return provinceRows.map((p) => ({
    state_id: p.id,
    state_name: p.name,
    state_code: p.code,
    city_list: cityRows.filter((c) => c.provinceId === p.id).map(toCityItem),
  }));
}

/** Provinces and cities change only with the seed: each process keeps them for a minute, per language. */
const PROVINCES_TTL_MS = 60_000;
const provinceCaches = new WeakMap<Db, { get(key: string): Promise<ProvinceItem[]> }>();

export function provincesWithCities(db: Db, countryId?: number, lang = 'en'): Promise<ProvinceItem[]> {
  let cache = provinceCaches.get(db);
  if (!cache) {
    cache = ttlCache((key: string) => {
      const [id, language] = key.split('|') as [string, string];
      return loadProvincesWithCities(db, id === '' ? undefined : Number(id), language);
    }, PROVINCES_TTL_MS);
    provinceCaches.set(db, cache);
  }
  return cache.get(`${countryId ?? ''}|${lang}`);
}

export async function citiesOfProvince(db: Db, provinceId: number, lang = 'en'): Promise<CityItem[]> {
  return (await localizedCities(db, await repo.listCities(db, provinceId), lang)).map(toCityItem);
}

/** A city that belongs to the province, named in `lang`, or 404 `city_not_found`. */
export async function cityInProvince(
  db: Db,
  provinceId: number | undefined,
  cityId: number,
  lang = 'en',
): Promise<repo.CityRow> {
  const city = await repo.findCity(db, cityId);
  if (!city || (provinceId !== undefined && city.provinceId !== provinceId)) throw notFound('city_not_found');
  const [named] = await localizedCities(db, [city], lang);
  return named!;
}

export async function cityItem(
  db: Db,
  provinceId: number | undefined,
  cityId: number,
  lang = 'en',
): Promise<CityItem> {
  return toCityItem(await cityInProvince(db, provinceId, cityId, lang));
}
