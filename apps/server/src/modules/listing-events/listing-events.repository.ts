import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  ageGroups,
  cities,
  eventAgeGroupLinks,
  eventCategories,
  eventCategoryLinks,
  eventCities,
  events,
  provinces,
  purchases,
} from '../../db/schema/index.js';

export type EventListingRow = typeof events.$inferSelect;
export type NewEventListing = typeof events.$inferInsert;

export async function findProvince(db: Db, id: number): Promise<{ id: number; code: string } | null> {
  const [row] = await db
    .select({ id: provinces.id, code: provinces.code })
    .from(provinces)
    .where(and(eq(provinces.id, id), eq(provinces.active, true)))
    .limit(1);
  return row ?? null;
}

export function citiesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: cities.id, provinceId: cities.provinceId, allProvince: cities.allProvince })
    .from(cities)
    .where(inArray(cities.id, ids));
}

export async function existingEventCategoryIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: eventCategories.id })
    .from(eventCategories)
    .where(inArray(eventCategories.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Age groups by id with their English name (the legacy `events.age_group` text). */
export function ageGroupsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: ageGroups.id, name: ageGroups.name })
    .from(ageGroups)
    .where(inArray(ageGroups.id, ids));
}

export async function insertEvent(tx: Db, values: NewEventListing): Promise<number> {
  const [row] = await tx.insert(events).values(values).returning({ id: events.id });
  return row!.id;
}

export async function updateEvent(tx: Db, id: number, values: Partial<NewEventListing>): Promise<void> {
  await tx
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(events.id, id));
}

/** Replaces the event's category, age group and city links. */
export async function replaceLinks(
  tx: Db,
  eventId: number,
  categoryIds: number[],
  ageGroupIds: number[],
  cityIds: number[],
): Promise<void> {
  await tx.delete(eventCategoryLinks).where(eq(eventCategoryLinks.eventId, eventId));
  await tx.delete(eventAgeGroupLinks).where(eq(eventAgeGroupLinks.eventId, eventId));
  await tx.delete(eventCities).where(eq(eventCities.eventId, eventId));
  if (categoryIds.length > 0) {
    await tx.insert(eventCategoryLinks).values(categoryIds.map((categoryId) => ({ eventId, categoryId })));
  }
  if (ageGroupIds.length > 0) {
    await tx.insert(eventAgeGroupLinks).values(ageGroupIds.map((ageGroupId) => ({ eventId, ageGroupId })));
  }
  if (cityIds.length > 0) {
    await tx
      .insert(eventCities)
      .values(cityIds.map((cityId) => ({ eventId, cityId })))
      .onConflictDoNothing();
  }
}

/** The user's own event, locked for the update that follows; someone else's is null too. */
export async function findOwnedEvent(db: Db, id: number, userId: number): Promise<EventListingRow | null> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), eq(events.userId, userId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export interface OwnedEventPage {
  total: number;
  rows: (EventListingRow & {
    purchaseStatus: string | null;
    purchaseProvider: string | null;
    purchaseCheckoutExpiresAt: Date | null;
  })[];
}

/** One page of the user's events, newest first, with the state of the purchase paying for each. */
export async function ownedEvents(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<OwnedEventPage> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(events).where(eq(events.userId, userId));
  if (n === 0) return { total: 0, rows: [] };
  const rows = await db
    .select({
      event: events,
      purchaseStatus: purchases.status,
      purchaseProvider: purchases.provider,
      purchaseCheckoutExpiresAt: purchases.checkoutExpiresAt,
    })
    .from(events)
    .leftJoin(purchases, eq(purchases.id, events.purchaseId))
    .where(eq(events.userId, userId))
    .orderBy(desc(events.id))
    .limit(limit)
    .offset(offset);
  return {
    total: n,
    rows: rows.map((r) => ({
      ...r.event,
      purchaseStatus: r.purchaseStatus,
      purchaseProvider: r.purchaseProvider,
      purchaseCheckoutExpiresAt: r.purchaseCheckoutExpiresAt,
    })),
  };
}

/** Category, age group and city ids of events, in id order. */
export async function linksOf(
  db: Db,
  eventIds: number[],
): Promise<{
  categories: Map<number, number[]>;
  ageGroups: Map<number, number[]>;
  cities: Map<number, number[]>;
}> {
  const categories = new Map<number, number[]>();
  const groups = new Map<number, number[]>();
  const cityIds = new Map<number, number[]>();
  if (eventIds.length === 0) return { categories, ageGroups: groups, cities: cityIds };
  const [cats, ages, places] = await Promise.all([
    db
      .select()
      .from(eventCategoryLinks)
      .where(inArray(eventCategoryLinks.eventId, eventIds))
      .orderBy(asc(eventCategoryLinks.categoryId)),
    db
      .select()
      .from(eventAgeGroupLinks)
      .where(inArray(eventAgeGroupLinks.eventId, eventIds))
      .orderBy(asc(eventAgeGroupLinks.ageGroupId)),
    db
      .select()
      .from(eventCities)
      .where(inArray(eventCities.eventId, eventIds))
      .orderBy(asc(eventCities.cityId)),
  ]);
  for (const c of cats) categories.set(c.eventId, [...(categories.get(c.eventId) ?? []), c.categoryId]);
  for (const a of ages) groups.set(a.eventId, [...(groups.get(a.eventId) ?? []), a.ageGroupId]);
  for (const c of places) cityIds.set(c.eventId, [...(cityIds.get(c.eventId) ?? []), c.cityId]);
  return { categories, ageGroups: groups, cities: cityIds };
}
