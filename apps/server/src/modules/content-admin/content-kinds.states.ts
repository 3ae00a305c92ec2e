import { TRANSLATION_LANGS, type ContentTextState } from '@harbour/shared';
import { sourceHash } from '../../db/text-translations.js';

/** What a state says about one stored text of a field. */
export interface StoredText {
  origin: string;
  reviewed: boolean;
  sourceHash: string;
}

const RANK: Record<ContentTextState, number> = { missing: 0, machine: 1, written: 2, reviewed: 3 };

export const stateOfText = (t: Pick<StoredText, 'origin' | 'reviewed'> | undefined): ContentTextState =>
  !t ? 'missing' : t.reviewed ? 'reviewed' : t.origin === 'machine' ? 'machine' : 'written';

/** The lowest of some states; reviewed when there are none. */
export const lowestState = (states: readonly ContentTextState[]): ContentTextState =>
  states.reduce<ContentTextState>((low, s) => (RANK[s] < RANK[low] ? s : low), 'reviewed');

/**
 * The state of an item in one language: the lowest of its fields' (a notice whose message is missing is
 * missing, even with a title), over the fields whose English is not empty; stale when any text was made
 * from another English original. English is the original itself: always reviewed.
 */
export function languageState(
  lang: string,
  source: Record<string, string>,
  texts: Map<string, StoredText>,
): { state: ContentTextState; stale: boolean } {
  if (lang === 'en') return { state: 'reviewed', stale: false };
  const fields = Object.keys(source).filter((f) => source[f] !== '');
  const state = lowestState(fields.map((f) => stateOfText(texts.get(f))));
  const stale = fields.some((f) => {
    const text = texts.get(f);
    return text !== undefined && text.sourceHash !== sourceHash(source[f]!);
  });
  return { state, stale };
}

/** entity_id → lang → field → text: the rows of one entity grouped for `languageState`. */
export function groupTexts<T extends StoredText & { entityId: number; lang: string; field: string }>(
  rows: readonly T[],
): Map<number, Map<string, Map<string, T>>> {
  const byId = new Map<number, Map<string, Map<string, T>>>();
  for (const row of rows) {
    const byLang = byId.get(row.entityId) ?? new Map<string, Map<string, T>>();
    const fields = byLang.get(row.lang) ?? new Map<string, T>();
    fields.set(row.field, row);
    byLang.set(row.lang, fields);
    byId.set(row.entityId, byLang);
  }
  return byId;
}

export const ALL_LANGS = TRANSLATION_LANGS as readonly string[];
