import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contactMessages, settings } from '../../db/schema/index.js';

export async function findOrgEmail(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(and(eq(settings.settingType, 'org_email'), eq(settings.category, 'contact_us')));
  return row?.value ?? null;
}

export async function insertMessage(db: Db, values: typeof contactMessages.$inferInsert): Promise<number> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row!.id;
}
