import { and, count, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { cities, notifications, users } from '../../db/schema/index.js';
import { rowsOf, type Db } from '../../db/client.js';

export type NotificationRow = typeof notifications.$inferSelect;

/** Where the caller is: a province and, unless the province-wide choice, one city of it. */
export interface Place {
  provinceId: number;
  /** null: every public notice of the province */
  cityId: number | null;
}

export interface NotificationFilter {
  userId: number;
  place: Place | null;
  type?: string;
  from?: Date;
  to?: Date;
}

/** Public notices of the place (its city and province-wide ones) plus the caller's own, never another user's. */
function visibleTo(f: NotificationFilter): SQL {
  const own = eq(notifications.userId, f.userId);
  let visible: SQL = own;
  if (f.place) {
    const placeMatch =
      f.place.cityId === null
        ? eq(notifications.provinceId, f.place.provinceId)
        : and(
            eq(notifications.provinceId, f.place.provinceId),
            or(isNull(notifications.cityId), eq(notifications.cityId, f.place.cityId)),
          );
    visible = or(own, and(isNull(notifications.userId), placeMatch))!;
  }
  return and(
    visible,
    f.type ? eq(notifications.type, f.type) : undefined,
    f.from ? gte(notifications.updatedAt, f.from) : undefined,
    f.to ? lt(notifications.updatedAt, f.to) : undefined,
  )!;
}

export async function pageOfNotifications(
  db: Db,
  filter: NotificationFilter,
  limit: number,
  offset: number,
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = visibleTo(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.updatedAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findNotification(db: Db, id: number): Promise<NotificationRow | null> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  return row ?? null;
}

/** Newest public government alerts of a place. */
export function latestGovAlerts(db: Db, place: Place, limit: number): Promise<NotificationRow[]> {
  const placeMatch =
    place.cityId === null
      ? eq(notifications.provinceId, place.provinceId)
      : and(
          eq(notifications.provinceId, place.provinceId),
          or(isNull(notifications.cityId), eq(notifications.cityId, place.cityId)),
        );
  return db
    .select()
    .from(notifications)
    .where(and(isNull(notifications.userId), eq(notifications.govAlert, true), placeMatch))
    .orderBy(desc(notifications.updatedAt), desc(notifications.id))
    .limit(limit);
}

export async function findCity(
  db: Db,
  cityId: number,
): Promise<{ id: number; provinceId: number; allProvince: boolean } | null> {
  const [row] = await db
    .select({ id: cities.id, provinceId: cities.provinceId, allProvince: cities.allProvince })
    .from(cities)
    .where(eq(cities.id, cityId))
    .limit(1);
  return row ?? null;
}

export async function userLocation(
  db: Db,
  userId: number,
): Promise<{ provinceId: number | null; cityId: number | null } | null> {
  const [row] = await db
    .select({ provinceId: users.provinceId, cityId: users.cityId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** A NuPOST notice's in-app copy opened by its member: counted as read in the business's figures. */
export async function markBusinessNoticeRead(db: Db, userId: number, notificationId: number): Promise<void> {
  await db.execute(sql`
    update nupost_deliveries set read_at = now()
    where notification_id = ${notificationId} and member_user_id = ${userId} and channel = 'app' and read_at is null`);
}

/** The business that sent each of these in-app copies of NuPOST notices: notification id → its name. */
export async function businessSenders(db: Db, notificationIds: number[]): Promise<Map<number, string>> {
  if (notificationIds.length === 0) return new Map();
  const rows = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`
      select d.notification_id as id, b.business_name as name
      from nupost_deliveries d
      join nupost_notices n on n.id = d.notice_id
      join business_accounts b on b.user_id = n.business_user_id
      where d.channel = 'app' and d.notification_id in (${sql.join(
        notificationIds.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}
