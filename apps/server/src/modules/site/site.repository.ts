import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appMeta, features, settings } from '../../db/schema/index.js';

export function listFeatures(db: Db) {
  return db
    .select({ name: features.name, enabled: features.enabled, states: features.states })
    .from(features)
    .orderBy(asc(features.id));
}

export async function findMeta(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value ?? null;
}

export async function findSetting(db: Db, settingType: string, category: string): Promise<string | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(and(eq(settings.settingType, settingType), eq(settings.category, category)));
  return row?.value ?? null;
}
