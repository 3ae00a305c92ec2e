import { eq } from 'drizzle-orm';
import { cities, provinces, users } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';

export type UserRow = typeof users.$inferSelect;
export type ProfileChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    'firstName' | 'lastName' | 'postalCode' | 'userMobile' | 'provinceId' | 'cityId' | 'preferredLanguage'
  >
>;

export async function findUser(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findCity(db: Db, id: number) {
  const [row] = await db.select().from(cities).where(eq(cities.id, id)).limit(1);
  return row ?? null;
}

export async function findProvince(db: Db, id: number) {
  const [row] = await db.select().from(provinces).where(eq(provinces.id, id)).limit(1);
  return row ?? null;
}

export async function updateUser(
  db: Db,
  id: number,
  changes: ProfileChanges & { profileImage?: string | null },
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}
