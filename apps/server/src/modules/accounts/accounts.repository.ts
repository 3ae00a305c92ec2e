import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { authTokens, cities, sessions, users, type AuthTokenPurpose } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Runs `fn` in one transaction: everything it writes lands together or not at all. */
export function withTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findCity(db: Db, cityId: number) {
  const [row] = await db.select().from(cities).where(eq(cities.id, cityId)).limit(1);
  return row ?? null;
}

/** null when the e-mail is taken (a concurrent registration won the race). */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateUser(db: Db, id: number, values: Partial<NewUser>): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

export async function deleteUser(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Stores a new one-time token. Drops the user's expired tokens and, for e-mailed links, the
 * earlier unused ones of the same purpose: only the newest link works.
 */
export async function insertAuthToken(
  db: Db,
  values: { userId: number; purpose: AuthTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  const now = new Date();
  await db
    .delete(authTokens)
    .where(
      and(
        eq(authTokens.userId, values.userId),
        or(
          lt(authTokens.expiresAt, now),
          values.purpose === 'login'
            ? undefined
            : and(eq(authTokens.purpose, values.purpose), isNull(authTokens.usedAt)),
        ),
      ),
    );
  await db.insert(authTokens).values(values);
}

/**
 * Marks a valid token used and returns its user id; null when it is unknown, of another purpose,
 * expired or already used. One UPDATE, so two concurrent uses cannot both succeed.
 */
export async function consumeAuthToken(
  db: Db,
  purpose: AuthTokenPurpose,
  tokenHash: string,
): Promise<number | null> {
  const now = new Date();
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

/** The user of an already used token of this purpose (for idempotent e-mail confirmation). */
export async function findUsedTokenUser(
  db: Db,
  purpose: AuthTokenPurpose,
  tokenHash: string,
): Promise<number | null> {
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, purpose),
        sql`${authTokens.usedAt} is not null`,
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

export async function deleteUnusedTokens(db: Db, userId: number, purpose: AuthTokenPurpose): Promise<void> {
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Every session of the user, except `keepSessionId` when given. */
export async function deleteSessionsOfUser(db: Db, userId: number, keepSessionId?: number): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}
