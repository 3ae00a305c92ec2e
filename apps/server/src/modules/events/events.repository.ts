import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { cities, events, provinces } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';

export type EventRow = typeof events.$inferSelect & { provinceCode: string };

const columns = {
  id: events.id,
  seedKey: events.seedKey,
  provinceId: events.provinceId,
  cityId: events.cityId,
  title: events.title,
  eventDate: events.eventDate,
  startTime: events.startTime,
  endTime: events.endTime,
  venue: events.venue,
  address: events.address,
  lat: events.lat,
  lon: events.lon,
  ageGroup: events.ageGroup,
  details: events.details,
  hostDetails: events.hostDetails,
  website: events.website,
  phoneNumber: events.phoneNumber,
  image: events.image,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
  provinceCode: provinces.code,
};

/** Events of the province for the city (null: any city) and province-wide ones, between two dates. */
export function eventsBetween(
  db: Db,
  provinceId: number,
  cityId: number | null,
  startDate: string,
  endDate: string,
): Promise<EventRow[]> {
  return db
    .select(columns)
    .from(events)
    .innerJoin(provinces, eq(provinces.id, events.provinceId))
    .where(
      and(
        eq(events.provinceId, provinceId),
        cityId === null ? undefined : or(isNull(events.cityId), eq(events.cityId, cityId)),
        gte(events.eventDate, startDate),
        lte(events.eventDate, endDate),
      ),
    )
    .orderBy(asc(events.eventDate), asc(events.startTime), asc(events.id));
}

export async function findEvent(db: Db, id: number): Promise<EventRow | null> {
  const [row] = await db
    .select(columns)
    .from(events)
    .innerJoin(provinces, eq(provinces.id, events.provinceId))
    .where(eq(events.id, id))
    .limit(1);
  return row ?? null;
}

export async function findCity(
  db: Db,
  cityId: number,
): Promise<{ id: number; name: string; provinceId: number; allProvince: boolean } | null> {
  const [row] = await db
    .select({
      id: cities.id,
      name: cities.name,
      provinceId: cities.provinceId,
      allProvince: cities.allProvince,
    })
    .from(cities)
    .where(eq(cities.id, cityId))
    .limit(1);
  return row ?? null;
}
