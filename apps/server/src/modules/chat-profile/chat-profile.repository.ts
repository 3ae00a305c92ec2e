import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { packages, purchases, users } from '../../db/schema/index.js';

export async function userCreatedAt(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  return row?.createdAt ?? null;
}

/** The caller's paid NuChat purchases, oldest first, with the plan's period ('month' or 'year'). */
export async function paidChatPurchases(db: Db, userId: number) {
  return db
    .select({ paidAt: purchases.paidAt, quantity: purchases.quantity, packageType: packages.packageType })
    .from(purchases)
    .innerJoin(packages, eq(packages.id, purchases.packageId))
    .where(
      and(
        eq(purchases.userId, userId),
        eq(purchases.product, 'nuchat'),
        eq(purchases.status, 'paid'),
        isNotNull(purchases.paidAt),
      ),
    )
    .orderBy(asc(purchases.paidAt), asc(purchases.id))
    .limit(500);
}
