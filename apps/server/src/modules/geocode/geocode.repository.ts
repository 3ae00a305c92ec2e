import { and, asc, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businesses, cities, provinces } from '../../db/schema/index.js';

export interface CityRow {
  cityId: number;
  cityName: string;
  lat: number;
  lon: number;
  provinceId: number;
  provinceName: string;
  provinceCode: string;
}

export interface ProvinceRow {
  id: number;
  name: string;
  code: string;
}

export interface AddressRow {
  address: string;
  lat: number;
  lon: number;
  cityId: number;
  provinceId: number;
  score: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const cityColumns = {
  cityId: cities.id,
  cityName: cities.name,
  lat: cities.lat,
  lon: cities.lon,
  provinceId: provinces.id,
  provinceName: provinces.name,
  provinceCode: provinces.code,
};

/** Every real city (not the "All of …" choices) of an active province, with its province. */
export function listCities(db: Db): Promise<CityRow[]> {
  return db
    .select(cityColumns)
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(and(eq(cities.allProvince, false), eq(provinces.active, true)))
    .orderBy(asc(cities.id));
}

export function listProvinces(db: Db): Promise<ProvinceRow[]> {
  return db
    .select({ id: provinces.id, name: provinces.name, code: provinces.code })
    .from(provinces)
    .where(eq(provinces.active, true))
    .orderBy(asc(provinces.id));
}

/**
 * Cities whose name starts with `q` (score 1), is written within `q` ("12 Main Street, Cornwall"),
 * or is close to it despite typos (trigram word similarity); cities of a province named in `q` come
 * after. The best first; on a tie the city named last in `q` (an address ends with its town).
 */
export async function searchCities(
  db: Db,
  q: string,
  limit: number,
): Promise<(CityRow & { score: number })[]> {
  const prefix = `${escapeLike(q)}%`;
  const score = sql<number>`greatest(
      case when ${cities.name} ilike ${prefix} then 1 else 0 end,
      word_similarity(${cities.name}, ${q}),
      word_similarity(${q}, ${cities.name}),
      word_similarity(${provinces.name}, ${q}) * 0.5
    )::real`;
  const rows = await db
    .select({ ...cityColumns, score })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(
      and(
        eq(cities.allProvince, false),
        eq(provinces.active, true),
        or(
          sql`${cities.name} ilike ${prefix}`,
          sql`word_similarity(${cities.name}, ${q}) >= 0.6`,
          sql`word_similarity(${q}, ${cities.name}) >= 0.5`,
          sql`word_similarity(${provinces.name}, ${q}) >= 0.6`,
        ),
      ),
    )
    .orderBy(
      desc(score),
      desc(sql`strpos(lower(${q}), lower(${cities.name}))`),
      asc(cities.sortOrder),
      asc(cities.name),
    )
    .limit(limit);
  return rows.map((r) => ({ ...r, score: Number(r.score) }));
}

/**
 * Addresses of published business listings that contain `q` or nearly do (`<%`, served by the
 * trigram index on businesses.address), one row per address, closest first.
 */
export async function searchListingAddresses(db: Db, q: string, limit: number): Promise<AddressRow[]> {
  const like = `%${escapeLike(q)}%`;
  const score = sql<number>`(case when ${businesses.address} ilike ${like} then 1 else word_similarity(${q}, ${businesses.address}) end)::real`;
  const rows = await db
    .select({
      address: sql<string>`${businesses.address}`,
      lat: sql<number>`${businesses.lat}`,
      lon: sql<number>`${businesses.lon}`,
      cityId: businesses.cityId,
      provinceId: cities.provinceId,
      score,
    })
    .from(businesses)
    .innerJoin(cities, eq(cities.id, businesses.cityId))
    .where(
      and(
        eq(businesses.status, 1),
        isNotNull(businesses.address),
        isNotNull(businesses.lat),
        isNotNull(businesses.lon),
        or(sql`${businesses.address} ilike ${like}`, sql`${q} <% ${businesses.address}`),
      ),
    )
    .orderBy(desc(score), asc(businesses.address))
    .limit(limit * 3);
  const seen = new Set<string>();
  const unique: AddressRow[] = [];
  for (const r of rows) {
    const key = r.address.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push({ ...r, lat: Number(r.lat), lon: Number(r.lon), score: Number(r.score) });
  }
  return unique.slice(0, limit);
}
