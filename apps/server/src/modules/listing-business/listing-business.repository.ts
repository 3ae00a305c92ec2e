import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  businessCategories,
  businessCategoryLinks,
  businessCities,
  businesses,
  cities,
  purchases,
} from '../../db/schema/index.js';

export type BusinessRow = typeof businesses.$inferSelect;
export type NewBusiness = typeof businesses.$inferInsert;

export async function existingCityIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: cities.id }).from(cities).where(inArray(cities.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function existingCategoryIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: businessCategories.id })
    .from(businessCategories)
    .where(inArray(businessCategories.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function insertBusiness(db: Db, values: NewBusiness): Promise<number> {
  const [row] = await db.insert(businesses).values(values).returning({ id: businesses.id });
  return row!.id;
}

/** Replaces the business's categories (in the order given) and the cities it is listed in. */
export async function replaceLinks(
  db: Db,
  businessId: number,
  categoryIds: number[],
  cityIds: number[],
): Promise<void> {
  await db.delete(businessCategoryLinks).where(eq(businessCategoryLinks.businessId, businessId));
  await db.delete(businessCities).where(eq(businessCities.businessId, businessId));
  if (categoryIds.length) {
    await db
      .insert(businessCategoryLinks)
      .values(categoryIds.map((categoryId, position) => ({ businessId, categoryId, position })));
  }
  if (cityIds.length) {
    await db
      .insert(businessCities)
      .values(cityIds.map((cityId) => ({ businessId, cityId })))
      .onConflictDoNothing();
  }
}

/** The caller's business, locked for the update; null when missing or someone else's. */
export async function lockOwnedBusiness(db: Db, id: number, userId: number): Promise<BusinessRow | null> {
  const [row] = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, id), eq(businesses.userId, userId)))
    .for('update');
  return row ?? null;
}

export async function updateBusiness(db: Db, id: number, values: Partial<NewBusiness>): Promise<void> {
  await db
    .update(businesses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(businesses.id, id));
}

export async function countOwned(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(businesses).where(eq(businesses.userId, userId));
  return row?.n ?? 0;
}

/** A page of the caller's businesses, newest first, with the state of the purchase paying for each. */
export async function listOwned(db: Db, userId: number, limit: number, offset: number) {
  return db
    .select({
      business: businesses,
      purchaseStatus: purchases.status,
      purchaseProvider: purchases.provider,
      purchaseCheckoutExpiresAt: purchases.checkoutExpiresAt,
      purchaseRejection: purchases.rejectionReason,
    })
    .from(businesses)
    .leftJoin(purchases, eq(purchases.id, businesses.purchaseId))
    .where(eq(businesses.userId, userId))
    .orderBy(desc(businesses.id))
    .limit(limit)
    .offset(offset);
}

export async function categoriesOf(db: Db, businessIds: number[]): Promise<Map<number, number[]>> {
  const byBusiness = new Map<number, number[]>();
  if (businessIds.length === 0) return byBusiness;
  const rows = await db
    .select({ businessId: businessCategoryLinks.businessId, categoryId: businessCategoryLinks.categoryId })
    .from(businessCategoryLinks)
    .where(inArray(businessCategoryLinks.businessId, businessIds))
    .orderBy(asc(businessCategoryLinks.businessId), asc(businessCategoryLinks.position));
  for (const r of rows) byBusiness.set(r.businessId, [...(byBusiness.get(r.businessId) ?? []), r.categoryId]);
  return byBusiness;
}

/** The cities each business is listed in, in id order. */
export async function citiesOf(db: Db, businessIds: number[]): Promise<Map<number, number[]>> {
  const byBusiness = new Map<number, number[]>();
  if (businessIds.length === 0) return byBusiness;
  const links = await db
    .select({ businessId: businessCities.businessId, cityId: businessCities.cityId })
    .from(businessCities)
    .where(inArray(businessCities.businessId, businessIds))
    .orderBy(asc(businessCities.businessId), asc(businessCities.cityId));
  for (const l of links) byBusiness.set(l.businessId, [...(byBusiness.get(l.businessId) ?? []), l.cityId]);
  return byBusiness;
}
