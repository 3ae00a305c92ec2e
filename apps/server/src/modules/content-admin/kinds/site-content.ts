import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { billboardItems, CONTENT_ENTITY, storyPages, teamMembers, tips } from '../../../db/schema/index.js';
import type { ContentKind, ContentKindField } from './kind.js';

/** An item of a content table as the kinds below read it: English texts by field (null: none). */
interface Item {
  id: number;
  label: string;
  group?: string;
  texts: Record<string, string | null>;
}

const line = (name: string, max = 300): ContentKindField => ({ name, multiline: false, max });
const block = (name: string, max = 10_000): ContentKindField => ({ name, multiline: true, max });

const englishOf = (item: Item) =>
  Object.fromEntries(Object.entries(item.texts).map(([f, t]) => [f, t ?? '']));

/**
 * A kind over one of the content tables whose English row is the item (migration 0037): `read` gives
 * the items in display order, or the one whose id is given.
 */
function contentTableKind(
  kind: string,
  fields: ContentKindField[],
  read: (db: Db, where?: SQL) => Promise<Item[]>,
  byId: (id: number) => SQL,
): ContentKind {
  return {
    kind,
    entity: kind,
    fields,
    async list(db) {
      return (await read(db)).map(({ id, label, group }) => (group ? { id, label, group } : { id, label }));
    },
    async source(db, id) {
      const [item] = await read(db, byId(id));
      return item ? englishOf(item) : null;
    },
    async sources(db) {
      return new Map((await read(db)).map((item) => [item.id, englishOf(item)]));
    },
  };
}

export const tipKind = contentTableKind(
  CONTENT_ENTITY.tip,
  [line('title'), block('text', 2_000)],
  async (db, where) =>
    (
      await db.select().from(tips).where(where).orderBy(asc(tips.year), asc(tips.month), asc(tips.position))
    ).map((r) => ({
      id: r.id,
      label: r.title,
      group: `${r.year}-${String(r.month).padStart(2, '0')}`,
      texts: { title: r.title, text: r.text },
    })),
  (id) => eq(tips.id, id),
);

export const teamMemberKind = contentTableKind(
  CONTENT_ENTITY.teamMember,
  [line('position'), block('short_description', 2_000), line('title'), block('description')],
  async (db, where) =>
    (await db.select().from(teamMembers).where(where).orderBy(asc(teamMembers.positionIndex))).map((r) => ({
      id: r.id,
      label: `${r.name} — ${r.position}`,
      texts: {
        position: r.position,
        short_description: r.shortDescription,
        title: r.title,
        description: r.description,
      },
    })),
  (id) => eq(teamMembers.id, id),
);

export const storyPageKind = contentTableKind(
  CONTENT_ENTITY.storyPage,
  [line('title'), block('description')],
  async (db, where) =>
    (await db.select().from(storyPages).where(where).orderBy(asc(storyPages.storyId))).map((r) => ({
      id: r.id,
      label: r.title,
      texts: { title: r.title, description: r.description },
    })),
  (id) => eq(storyPages.id, id),
);

/** The billboard's notices show in the dashboard's first screen, keyed by a hash of their texts. */
export const billboardItemKind = contentTableKind(
  CONTENT_ENTITY.billboardItem,
  [line('title'), block('content', 2_000), block('message', 2_000)],
  async (db, where) =>
    (
      await db
        .select()
        .from(billboardItems)
        .where(where)
        .orderBy(desc(billboardItems.updatedAt), asc(billboardItems.slug))
    ).map((r) => ({
      id: r.id,
      label: r.title,
      texts: { title: r.title, content: r.content, message: r.message },
    })),
  (id) => eq(billboardItems.id, id),
);
