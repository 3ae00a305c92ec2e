import type { Db } from '../../../db/client.js';

/** One translatable field of a kind: its name in `text_translations.field` (snake_case column name). */
export interface ContentKindField {
  name: string;
  /** a textarea in the editor; a one-line input otherwise */
  multiline: boolean;
  /** the text is HTML, edited as plain text (the editor says so) */
  html?: boolean;
  /** longest text accepted; `CONTENT_KIND_TEXT_MAX` when absent */
  max?: number;
}

/** An item of a kind in the editor's list: its English label, in display order. */
export interface ContentKindItem {
  id: number;
  label: string;
  /** a heading the list groups items under (a month, a category…) */
  group?: string;
}

/**
 * A kind of site content an admin edits in 13 languages: its English original lives in the item's own
 * table, every other language in `text_translations` (entity `entity`, entity_id = the item's id). Add a
 * kind by writing one of these in this folder and listing it in `kinds/index.ts`.
 */
export interface ContentKind {
  /** URL segment, e.g. 'tip' */
  kind: string;
  /** text_translations.entity */
  entity: string;
  fields: readonly ContentKindField[];
  /** English labels, in display order */
  list(db: Db): Promise<ContentKindItem[]>;
  /** English texts by field name, or null when the item does not exist */
  source(db: Db, id: number): Promise<Record<string, string> | null>;
  /** every item's English texts in one query (the grid's stale marks); else `source` per item */
  sources?(db: Db): Promise<Map<number, Record<string, string>>>;
  /** after a save or a review: e.g. drop a cache that holds the kind's texts */
  afterSave?(ctx: { db: Db; id: number; lang: string }): Promise<void>;
}
