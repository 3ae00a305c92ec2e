import { and, asc, eq } from 'drizzle-orm';
import { cities, provinces } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';

export type ProvinceRow = typeof provinces.$inferSelect;
export type CityRow = typeof cities.$inferSelect;

export function listProvinces(db: Db, countryId?: number): Promise<ProvinceRow[]> {
  return db
    .select()
    .from(provinces)
    .where(
      countryId === undefined
        ? eq(provinces.active, true)
        : and(eq(provinces.active, true), eq(provinces.countryId, countryId)),
    )
    .orderBy(asc(provinces.name));
}

export function listCities(db: Db, provinceId?: number): Promise<CityRow[]> {
  return db
    .select()
    .from(cities)
    .where(provinceId === undefined ? undefined : eq(cities.provinceId, provinceId))
    .orderBy(asc(cities.sortOrder), asc(cities.name));
}

export async function findCity(db: Db, cityId: number): Promise<CityRow | null> {
  const [row] = await db.select().from(cities).where(eq(cities.id, cityId)).limit(1);
  return row ?? null;
}
