import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cities, jobs, provinces, purchases } from '../../db/schema/index.js';

export type JobListingRow = typeof jobs.$inferSelect;
export type NewJobListing = typeof jobs.$inferInsert;

/** A city with its province's code (the time zone of "today"). */
export async function findCity(
  db: Db,
  id: number,
): Promise<{ id: number; provinceId: number; provinceCode: string } | null> {
  const [row] = await db
    .select({ id: cities.id, provinceId: cities.provinceId, provinceCode: provinces.code })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(and(eq(cities.id, id), eq(provinces.active, true)))
    .limit(1);
  return row ?? null;
}

export async function provinceExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: provinces.id })
    .from(provinces)
    .where(and(eq(provinces.id, id), eq(provinces.active, true)))
    .limit(1);
  return Boolean(row);
}

export async function insertJob(tx: Db, values: NewJobListing): Promise<number> {
  const [row] = await tx.insert(jobs).values(values).returning({ id: jobs.id });
  return row!.id;
}

export async function updateJob(tx: Db, id: number, values: Partial<NewJobListing>): Promise<void> {
  await tx.update(jobs).set(values).where(eq(jobs.id, id));
}

/** The user's own job, its row locked until the transaction ends; someone else's is null too. */
export async function findOwnedJob(db: Db, id: number, userId: number): Promise<JobListingRow | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.userId, userId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export interface OwnedJobPage {
  total: number;
  rows: (JobListingRow & {
    purchaseStatus: string | null;
    purchaseProvider: string | null;
    purchaseCheckoutExpiresAt: Date | null;
  })[];
}

/** One page of the user's jobs, newest first, with the state of the purchase paying for each. */
export async function ownedJobs(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<OwnedJobPage> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(jobs).where(eq(jobs.userId, userId));
  if (n === 0) return { total: 0, rows: [] };
  const rows = await db
    .select({
      job: jobs,
      purchaseStatus: purchases.status,
      purchaseProvider: purchases.provider,
      purchaseCheckoutExpiresAt: purchases.checkoutExpiresAt,
    })
    .from(jobs)
    .leftJoin(purchases, eq(purchases.id, jobs.purchaseId))
    .where(eq(jobs.userId, userId))
    .orderBy(desc(jobs.id))
    .limit(limit)
    .offset(offset);
  return {
    total: n,
    rows: rows.map((r) => ({
      ...r.job,
      purchaseStatus: r.purchaseStatus,
      purchaseProvider: r.purchaseProvider,
      purchaseCheckoutExpiresAt: r.purchaseCheckoutExpiresAt,
    })),
  };
}
