import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { officeInvitations, settings } from '../../db/schema/index.js';

/** The organisation's address for office requests: org_email of contact_us. */
export async function findOrgEmail(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(and(eq(settings.settingType, 'org_email'), eq(settings.category, 'contact_us')));
  return row?.value ?? null;
}

export async function insertInvitation(
  db: Db,
  values: typeof officeInvitations.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(officeInvitations).values(values).returning({ id: officeInvitations.id });
  return row!.id;
}
