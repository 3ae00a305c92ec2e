import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { appSecrets } from './schema/index.js';

/**
 * The secret stored under `key`, created on first use. Concurrent first starts agree: the first
 * insert wins and everyone reads it back.
 */
export async function getOrCreateSecret(
  db: Db,
  key: string,
  generate: () => string = () => randomBytes(32).toString('base64url'),
): Promise<string> {
  await db.insert(appSecrets).values({ key, value: generate() }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.key, key));
  return row!.value;
}
