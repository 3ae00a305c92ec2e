import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { notifications } from '../../../db/schema/index.js';
import type { ContentKind } from './kind.js';

/** The site's own notices (no addressee, not sent by an organisation): title and message. */
const siteNotice = and(isNull(notifications.userId), ne(notifications.type, 'business'));

export const notificationKind: ContentKind = {
  kind: 'notification',
  entity: 'notification',
  fields: [
    { name: 'title', multiline: false, max: 300 },
    { name: 'message', multiline: true, max: 5_000 },
  ],
  async list(db) {
    return db
      .select({ id: notifications.id, label: notifications.title, group: notifications.type })
      .from(notifications)
      .where(siteNotice)
      .orderBy(desc(notifications.updatedAt), desc(notifications.id))
      .limit(500);
  },
  async source(db, id) {
    const [row] = await db
      .select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(and(siteNotice, eq(notifications.id, id)));
    return row ?? null;
  },
};
