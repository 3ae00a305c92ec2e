import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { ageGroups, cities, eventCities, events, provinces } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';

/** The calendar shows only active events (status 1); seeded ones are active by default. */
export const EVENT_ACTIVE = 1;

export type EventRow = Omit<
  typeof events.$inferSelect,
  'userId' | 'status' | 'purchaseId' | 'listingStartDate' | 'listingEndDate' | 'originalLangStated'
> & { provinceCode: string; cityIds: number[] };

/** Every city the owner chose for the event, its first city first. */
const chosenCityIds = sql<number[]>`coalesce((select array_agg(ec.city_id
    order by ec.city_id = ${events.cityId} desc, ec.city_id)
  from ${eventCities} ec where ec.event_id = ${events.id}), '{}'::int[])`.mapWith((ids: number[]) =>
  ids.map(Number),
);

const columns = {
  id: events.id,
  originalLang: events.originalLang,
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
  price: events.price,
  phoneNumber: events.phoneNumber,
  image: events.image,
  eventEndDate: events.eventEndDate,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
  provinceCode: provinces.code,
  cityIds: chosenCityIds,
};

/**
 * Active events of the province shown in the city (one of the cities their owner chose; null: any
 * city) and province-wide ones, that take place between two dates: a multi-day event is there when any
 * of its days is.
 */
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
        cityId === null
          ? undefined
          : or(
              isNull(events.cityId),
              inArray(
                events.id,
                sql`(select ${eventCities.eventId} from ${eventCities} where ${eq(eventCities.cityId, cityId)})`,
              ),
            ),
        eq(events.status, EVENT_ACTIVE),
        lte(events.eventDate, endDate),
        gte(sql`coalesce(${events.eventEndDate}, ${events.eventDate})`, startDate),
      ),
    )
    .orderBy(asc(events.eventDate), asc(events.startTime), asc(events.id));
}

/** An active event (an inactive or expired one is not public). */
export async function findEvent(db: Db, id: number): Promise<EventRow | null> {
  const [row] = await db
    .select(columns)
    .from(events)
    .innerJoin(provinces, eq(provinces.id, events.provinceId))
    .where(and(eq(events.id, id), eq(events.status, EVENT_ACTIVE)))
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

/** Every age group's English name (a handful of rows). */
export function ageGroupNames(db: Db) {
  return db.select({ id: ageGroups.id, name: ageGroups.name }).from(ageGroups);
}
