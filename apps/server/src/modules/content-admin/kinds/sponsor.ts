import { asc, eq } from 'drizzle-orm';
import { sponsors } from '../../../db/schema/index.js';
import type { ContentKind } from './kind.js';

/** Sponsors of /sponsors: the description is translated, the name (an organisation's) is not. */
export const sponsorKind: ContentKind = {
  kind: 'sponsor',
  entity: 'sponsor',
  fields: [{ name: 'description', multiline: true, max: 5_000 }],
  async list(db) {
    const rows = await db
      .select({ id: sponsors.id, label: sponsors.name })
      .from(sponsors)
      .orderBy(asc(sponsors.sortOrder), asc(sponsors.id));
    return rows;
  },
  async source(db, id) {
    const [row] = await db
      .select({ description: sponsors.descriptionEn })
      .from(sponsors)
      .where(eq(sponsors.id, id));
    return row ?? null;
  },
};
