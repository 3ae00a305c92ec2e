import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import {
  authTokens,
  cities,
  knownDevices,
  sessions,
  users,
  type AuthTokenPurpose,
} from '../../db/schema/index.js';
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
 * Stores a new one-time token and drops the user's expired ones. Earlier unexpired tokens stay:
 * every link that was mailed works until it is used or expires.
 */
export async function insertAuthToken(
  db: Db,
  values: { userId: number; purpose: AuthTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.userId, values.userId), lt(authTokens.expiresAt, new Date())));
  await db.insert(authTokens).values(values);
}

/** A token of this purpose and hash that is neither used nor expired at `now`. */
const liveToken = (purpose: AuthTokenPurpose, tokenHash: string, now: Date) =>
  and(
    eq(authTokens.tokenHash, tokenHash),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
  );

/** The user id of a valid (unused, unexpired) token of this purpose, without using it. */
export async function findLiveTokenUser(
  db: Db,
  purpose: AuthTokenPurpose,
  tokenHash: string,
): Promise<number | null> {
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(liveToken(purpose, tokenHash, new Date()))
    .limit(1);
  return row?.userId ?? null;
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
    .where(liveToken(purpose, tokenHash, now))
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

/** The accounts that have signed in from the browser holding this device cookie. */
export async function findDeviceUsers(db: Db, deviceHash: string): Promise<number[]> {
  const rows = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(eq(knownDevices.deviceHash, deviceHash));
  return rows.map((r) => r.userId);
}

/**
 * Remembers the device for the user (or refreshes it) and forgets the user's devices not seen
 * since `forgetBefore`.
 */
export async function saveKnownDevice(
  db: Db,
  userId: number,
  deviceHash: string,
  forgetBefore: Date,
): Promise<void> {
  const now = new Date();
  await db
    .delete(knownDevices)
    .where(and(eq(knownDevices.userId, userId), lt(knownDevices.lastSeenAt, forgetBefore)));
  await db
    .insert(knownDevices)
    .values({ userId, deviceHash, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [knownDevices.deviceHash, knownDevices.userId],
      set: { lastSeenAt: now },
    });
}
