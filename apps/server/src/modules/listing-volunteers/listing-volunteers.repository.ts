import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  cities,
  volunteerCategories,
  volunteerCategoryLinks,
  volunteerOrganizationCities,
  volunteerOrganizations,
} from '../../db/schema/index.js';

export type OrganizationRow = typeof volunteerOrganizations.$inferSelect;
export type NewOrganization = typeof volunteerOrganizations.$inferInsert;

export async function countExistingCities(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(cities).where(inArray(cities.id, ids));
  return row?.n ?? 0;
}

export async function countExistingCategories(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(volunteerCategories)
    .where(inArray(volunteerCategories.id, ids));
  return row?.n ?? 0;
}

export async function insertOrganization(tx: Db, values: NewOrganization): Promise<number> {
  const [row] = await tx
    .insert(volunteerOrganizations)
    .values(values)
    .returning({ id: volunteerOrganizations.id });
  return row!.id;
}

export async function updateOrganization(
  tx: Db,
  id: number,
  values: Partial<NewOrganization>,
): Promise<void> {
  await tx.update(volunteerOrganizations).set(values).where(eq(volunteerOrganizations.id, id));
}

/** Replaces the organisation's cities and categories (categories keep the order given). */
export async function replaceLinks(tx: Db, orgId: number, cityIds: number[], categoryIds: number[]) {
  await tx.delete(volunteerOrganizationCities).where(eq(volunteerOrganizationCities.orgId, orgId));
  await tx.delete(volunteerCategoryLinks).where(eq(volunteerCategoryLinks.orgId, orgId));
  if (cityIds.length > 0) {
    await tx.insert(volunteerOrganizationCities).values(cityIds.map((cityId) => ({ orgId, cityId })));
  }
  if (categoryIds.length > 0) {
    await tx
      .insert(volunteerCategoryLinks)
      .values(categoryIds.map((categoryId, position) => ({ orgId, categoryId, position })));
  }
}

/** The user's own organisation, its row locked until the transaction ends; someone else's is null too. */
export async function findOwnedOrganization(
  db: Db,
  id: number,
  userId: number,
): Promise<OrganizationRow | null> {
  const [row] = await db
    .select()
    .from(volunteerOrganizations)
    .where(and(eq(volunteerOrganizations.id, id), eq(volunteerOrganizations.userId, userId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** One page of the user's organisations, newest first. */
export async function ownedOrganizations(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ total: number; rows: OrganizationRow[] }> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(volunteerOrganizations)
    .where(eq(volunteerOrganizations.userId, userId));
  if (n === 0) return { total: 0, rows: [] };
  const rows = await db
    .select()
    .from(volunteerOrganizations)
    .where(eq(volunteerOrganizations.userId, userId))
    .orderBy(desc(volunteerOrganizations.id))
    .limit(limit)
    .offset(offset);
  return { total: n, rows };
}

/** City and category ids of organisations (categories in their order). */
export async function linksOf(
  db: Db,
  orgIds: number[],
): Promise<{ cities: Map<number, number[]>; categories: Map<number, number[]> }> {
  const cityMap = new Map<number, number[]>();
  const categoryMap = new Map<number, number[]>();
  if (orgIds.length === 0) return { cities: cityMap, categories: categoryMap };
  const [cityRows, categoryRows] = await Promise.all([
    db
      .select()
      .from(volunteerOrganizationCities)
      .where(inArray(volunteerOrganizationCities.orgId, orgIds))
      .orderBy(asc(volunteerOrganizationCities.cityId)),
    db
      .select()
      .from(volunteerCategoryLinks)
      .where(inArray(volunteerCategoryLinks.orgId, orgIds))
      .orderBy(asc(volunteerCategoryLinks.position), asc(volunteerCategoryLinks.categoryId)),
  ]);
  for (const c of cityRows) cityMap.set(c.orgId, [...(cityMap.get(c.orgId) ?? []), c.cityId]);
  for (const c of categoryRows) categoryMap.set(c.orgId, [...(categoryMap.get(c.orgId) ?? []), c.categoryId]);
  return { cities: cityMap, categories: categoryMap };
}
