import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { notifications } from '../../../db/schema/index.js';
import type { ContentKind } from './kind.js';

/** The site's own notices (no addressee, not sent by an organisation): title and message. */
const siteNotice = and(isNull(notifications.userId), ne(notifications.type, 'business'));
const LIST_MAX = 500;

const texts = (db: Db) =>
  db
    .select({ id: notifications.id, title: notifications.title, message: notifications.message })
    .from(notifications);

export const notificationKind: ContentKind = {
  kind: 'notification',
  entity: 'notification',
  fields: [
    { name: 'title', multiline: false, max: 300 },
    { name: 'message', multiline: true, max: 5_000 },
  ],
  async list(db) {
    const rows = await db
      .select({ id: notifications.id, label: notifications.title, group: notifications.type })
      .from(notifications)
      .where(siteNotice)
      .orderBy(desc(notifications.updatedAt), desc(notifications.id))
      .limit(LIST_MAX);
    return rows;
  },
  async source(db, id) {
    const [row] = await texts(db).where(and(siteNotice, eq(notifications.id, id)));
    return row ? { title: row.title, message: row.message } : null;
  },
  async sources(db) {
    const rows = await texts(db).where(siteNotice);
    return new Map(rows.map((r) => [r.id, { title: r.title, message: r.message }]));
  },
};
