import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { chatBlocks, chatReports, users } from '../../db/schema/index.js';
import { userColumns, type UserRow } from './chat.repository.js';

export async function block(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db.insert(chatBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function unblock(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db
    .delete(chatBlocks)
    .where(and(eq(chatBlocks.blockerId, blockerId), eq(chatBlocks.blockedId, blockedId)));
}

export async function blockedUsers(db: Db, blockerId: number): Promise<UserRow[]> {
  return db
    .select(userColumns)
    .from(chatBlocks)
    .innerJoin(users, eq(users.id, chatBlocks.blockedId))
    .where(eq(chatBlocks.blockerId, blockerId))
    .orderBy(desc(chatBlocks.createdAt));
}

/** Stores the report; null when this reporter already reported this message. */
export async function insertReport(db: Db, r: typeof chatReports.$inferInsert): Promise<number | null> {
  const [row] = await db
    .insert(chatReports)
    .values(r)
    .onConflictDoNothing()
    .returning({ id: chatReports.id });
  return row?.id ?? null;
}

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');

/** Reports for the admin: open ones first, newest first within each. */
export async function reports(db: Db, opts: { id?: number; limit: number }) {
  return db
    .select({
      report: chatReports,
      reporter: {
        id: reporter.id,
        firstName: reporter.firstName,
        lastName: reporter.lastName,
        email: reporter.email,
      },
      reported: {
        id: reported.id,
        firstName: reported.firstName,
        lastName: reported.lastName,
        email: reported.email,
      },
    })
    .from(chatReports)
    .leftJoin(reporter, eq(reporter.id, chatReports.reporterId))
    .leftJoin(reported, eq(reported.id, chatReports.reportedUserId))
    .where(opts.id !== undefined ? eq(chatReports.id, opts.id) : undefined)
    .orderBy(
      asc(sql`${chatReports.resolvedAt} is not null`),
      desc(chatReports.createdAt),
      desc(chatReports.id),
    )
    .limit(opts.limit);
}

export async function resolveReport(db: Db, id: number, adminId: number): Promise<boolean> {
  const rows = await db
    .update(chatReports)
    .set({ resolvedAt: sql`coalesce(${chatReports.resolvedAt}, now())`, resolvedBy: adminId })
    .where(eq(chatReports.id, id))
    .returning({ id: chatReports.id });
  return rows.length > 0;
}
