import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businessPlans, packagePromos, packages } from '../../db/schema/index.js';

export type PackageRow = typeof packages.$inferSelect;
export type PromoRow = typeof packagePromos.$inferSelect;
export type PlanRow = typeof businessPlans.$inferSelect;

/** Active packages of one product, in catalogue order. */
export function listPackages(db: Db, product: string): Promise<PackageRow[]> {
  return db
    .select()
    .from(packages)
    .where(and(eq(packages.product, product), eq(packages.active, true)))
    .orderBy(asc(packages.sortOrder), asc(packages.id));
}

/** Promos of these packages still running at `now`. */
export function listRunningPromos(db: Db, packageIds: number[], now: Date): Promise<PromoRow[]> {
  if (packageIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(packagePromos)
    .where(and(inArray(packagePromos.packageId, packageIds), gt(packagePromos.expiresAt, now)))
    .orderBy(asc(packagePromos.expiresAt), asc(packagePromos.id));
}

export function listPlans(db: Db): Promise<PlanRow[]> {
  return db.select().from(businessPlans).orderBy(asc(businessPlans.sortOrder), asc(businessPlans.id));
}
