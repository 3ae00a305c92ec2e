import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { sponsors } from '../../../db/schema/index.js';
import type { ContentKind } from './kind.js';

const descriptions = (db: Db) =>
  db.select({ id: sponsors.id, description: sponsors.description }).from(sponsors);

/** Sponsors of /sponsors: the description is translated, the name (an organisation's) is not. */
export const sponsorKind: ContentKind = {
  kind: 'sponsor',
  entity: 'sponsor',
  fields: [{ name: 'description', multiline: true, max: 5_000 }],
  list: (db) =>
    db
      .select({ id: sponsors.id, label: sponsors.name })
      .from(sponsors)
      .orderBy(asc(sponsors.sortOrder), asc(sponsors.id)),
  async source(db, id) {
    const [row] = await descriptions(db).where(eq(sponsors.id, id));
    return row ? { description: row.description } : null;
  },
  async sources(db) {
    return new Map((await descriptions(db)).map((r) => [r.id, { description: r.description }]));
  },
};
