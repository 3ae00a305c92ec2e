import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businesses, events, jobs, purchases, users } from '../../db/schema/index.js';
import type { PurchaseRow } from '../payments/index.js';

export type { PurchaseRow };

export interface PurchaseListing {
  kind: 'business' | 'event' | 'job';
  id: number;
  name: string;
  status: number;
}

/** Waiting for an admin: e-transfers and cheques to record, plans for non-profits to approve. */
const waitingWhere = and(
  inArray(purchases.provider, ['etransfer', 'cheque', 'nonprofit']),
  eq(purchases.status, 'pending'),
);

/** Purchases newest first, with the buyer's e-mail; `waiting`: alternate payments still pending. */
export async function listPurchases(
  db: Db,
  opts: { waiting: boolean; limit: number; offset: number },
): Promise<{ rows: (PurchaseRow & { userEmail: string | null })[]; total: number }> {
  const where = opts.waiting ? waitingWhere : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ purchase: purchases, userEmail: users.email })
      .from(purchases)
      .leftJoin(users, eq(users.id, purchases.userId))
      .where(where)
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ total: count() }).from(purchases).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.purchase, userEmail: r.userEmail })), total: counted?.total ?? 0 };
}

export async function findPurchase(
  db: Db,
  id: number,
): Promise<(PurchaseRow & { userEmail: string | null }) | null> {
  const [row] = await db
    .select({ purchase: purchases, userEmail: users.email })
    .from(purchases)
    .leftJoin(users, eq(users.id, purchases.userId))
    .where(eq(purchases.id, id));
  return row ? { ...row.purchase, userEmail: row.userEmail } : null;
}

/** The listing each purchase paid for (business, event or job), by purchase id. */
export async function listingsOfPurchases(
  db: Db,
  purchaseIds: number[],
): Promise<Map<number, PurchaseListing>> {
  const found = new Map<number, PurchaseListing>();
  if (purchaseIds.length === 0) return found;
  const [b, e, j] = await Promise.all([
    db
      .select({
        purchaseId: businesses.purchaseId,
        id: businesses.id,
        name: businesses.businessName,
        status: businesses.status,
      })
      .from(businesses)
      .where(inArray(businesses.purchaseId, purchaseIds)),
    db
      .select({ purchaseId: events.purchaseId, id: events.id, name: events.title, status: events.status })
      .from(events)
      .where(inArray(events.purchaseId, purchaseIds)),
    db
      .select({ purchaseId: jobs.purchaseId, id: jobs.id, name: jobs.jobTitle, status: jobs.status })
      .from(jobs)
      .where(inArray(jobs.purchaseId, purchaseIds)),
  ]);
  for (const [kind, rows] of [
    ['business', b],
    ['event', e],
    ['job', j],
  ] as const) {
    for (const r of rows) {
      if (r.purchaseId !== null) found.set(r.purchaseId, { kind, id: r.id, name: r.name, status: r.status });
    }
  }
  return found;
}
