import {
  CONTENT_KIND_TEXT_MAX,
  CONTENT_TEXT_STATES,
  type ContentAdminKindItems,
  type ContentAdminKindList,
  type ContentAdminKindPair,
  type ContentAdminKindText,
  type ContentKindFieldInfo,
} from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import * as repo from './translated-texts.repository.js';
import { ALL_LANGS, groupTexts, languageState, type StoredText } from './content-kinds.states.js';
import { CONTENT_KINDS, contentKind, type ContentKind } from './kinds/index.js';

const NOT_FOUND = 'content.not_found';
const NO_TEXTS = new Map<string, StoredText>();

function kindOf(kind: string): ContentKind {
  const found = contentKind(kind);
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

const fieldsOf = (k: ContentKind): ContentKindFieldInfo[] =>
  k.fields.map((f) => ({
    name: f.name,
    multiline: f.multiline,
    html: f.html ?? false,
    max: f.max ?? CONTENT_KIND_TEXT_MAX,
  }));

async function sourcesOf(
  db: Db,
  k: ContentKind,
  ids: number[],
): Promise<Map<number, Record<string, string>>> {
  if (k.sources) return k.sources(db);
  const texts = await Promise.all(ids.map((id) => k.source(db, id)));
  return new Map(ids.flatMap((id, i) => (texts[i] ? [[id, texts[i]] as const] : [])));
}

/** A kind's items, each with its state and staleness in the 13 languages. */
export async function kindItems(db: Db, kind: string): Promise<ContentAdminKindItems> {
  const k = kindOf(kind);
  const items = await k.list(db);
  const [sources, rows] = await Promise.all([
    sourcesOf(
      db,
      k,
      items.map((i) => i.id),
    ),
    repo.textsOf(db, k.entity),
  ]);
  const texts = groupTexts(rows);
  return {
    kind: k.kind,
    fields: fieldsOf(k),
    items: items.map((item) => {
      const source = sources.get(item.id) ?? {};
      const byLang = ALL_LANGS.map(
        (lang) => [lang, languageState(lang, source, texts.get(item.id)?.get(lang) ?? NO_TEXTS)] as const,
      );
      return {
        id: item.id,
        label: item.label,
        group: item.group ?? null,
        states: Object.fromEntries(byLang.map(([lang, s]) => [lang, s.state])),
        stale: byLang.filter(([, s]) => s.stale).map(([lang]) => lang),
      };
    }),
  };
}

/** Every kind with its number of items and, per language, how many items are in each state. */
export async function listKinds(db: Db): Promise<ContentAdminKindList> {
  const kinds = [];
  for (const k of CONTENT_KINDS) {
    const { items } = await kindItems(db, k.kind);
    const counts = Object.fromEntries(
      ALL_LANGS.map((lang) => {
        const count = Object.fromEntries(CONTENT_TEXT_STATES.map((s) => [s, 0])) as Record<
          (typeof CONTENT_TEXT_STATES)[number] | 'stale',
          number
        >;
        count.stale = 0;
        for (const item of items) {
          count[item.states[lang] ?? 'missing']++;
          if (item.stale.includes(lang)) count.stale++;
        }
        return [lang, count];
      }),
    );
    kinds.push({ kind: k.kind, items: items.length, counts });
  }
  return { kinds };
}

async function sourceOf(db: Db, k: ContentKind, id: number): Promise<Record<string, string>> {
  const source = await k.source(db, id);
  if (!source) throw notFound(NOT_FOUND);
  return source;
}

async function targetOf(
  db: Db,
  k: ContentKind,
  id: number,
  lang: string,
  source: Record<string, string>,
): Promise<ContentAdminKindText> {
  const rows = await repo.textsOf(db, k.entity, { id, langs: [lang] });
  const byField = new Map(rows.map((r) => [r.field, r]));
  const updated = rows.map((r) => r.updatedAt.getTime());
  return {
    lang,
    ...languageState(lang, source, byField),
    texts: lang === 'en' ? source : Object.fromEntries(rows.map((r) => [r.field, r.text])),
    updatedAt: updated.length > 0 ? new Date(Math.max(...updated)).toISOString() : null,
  };
}

/** The item's English texts beside its texts in `lang`; 404 `content.not_found` for an unknown kind or item. */
export async function kindPair(
  db: Db,
  kind: string,
  id: number,
  lang: string,
): Promise<ContentAdminKindPair> {
  const k = kindOf(kind);
  const source = await sourceOf(db, k, id);
  const item = (await k.list(db)).find((i) => i.id === id);
  return {
    kind: k.kind,
    id,
    label: item?.label ?? '',
    fields: fieldsOf(k),
    source: { lang: 'en', texts: source },
    target: await targetOf(db, k, id, lang, source),
  };
}

/**
 * Stores a person's texts of the item in `lang` (origin `site`, tied to the current English). English is
 * the item's own text and not edited here; a field the kind lacks, or a text over its length, is refused.
 * A re-seed keeps the rows (their fingerprint no longer matches the seed's ledger, `db/seed/seed-rows.ts`).
 */
export async function saveKindTexts(
  db: Db,
  key: { kind: string; id: number; lang: string },
  body: { texts: Record<string, string>; reviewed: boolean },
): Promise<ContentAdminKindText> {
  const k = kindOf(key.kind);
  if (key.lang === 'en') throw badRequest('invalid_input');
  const fields = fieldsOf(k);
  for (const [name, text] of Object.entries(body.texts)) {
    const field = fields.find((f) => f.name === name);
    if (!field) throw badRequest('invalid_input');
    if (text.length > field.max) throw badRequest('field_too_long');
  }
  const source = await sourceOf(db, k, key.id);
  const given = Object.entries(body.texts).map(([field, text]) => ({ field, text: text.trim() }));
  await repo.saveTexts(db, {
    entity: k.entity,
    entityId: key.id,
    lang: key.lang,
    write: given
      .filter((t) => t.text !== '')
      .map((t) => ({
        entity: k.entity,
        entityId: key.id,
        field: t.field,
        lang: key.lang,
        text: t.text,
        origin: 'site' as const,
        reviewed: body.reviewed,
        original: source[t.field] ?? '',
      })),
    removed: given.filter((t) => t.text === '').map((t) => t.field),
  });
  await k.afterSave?.({ db, id: key.id, lang: key.lang });
  return targetOf(db, k, key.id, key.lang, source);
}

/** Marks the item's texts in `lang` as checked by a native reader (or not); 404 when it has none. */
export async function markKindReviewed(
  db: Db,
  key: { kind: string; id: number; lang: string },
  reviewed: boolean,
): Promise<ContentAdminKindText> {
  const k = kindOf(key.kind);
  const source = await sourceOf(db, k, key.id);
  const marked = await repo.setReviewed(db, { entity: k.entity, entityId: key.id, lang: key.lang }, reviewed);
  if (marked === 0) throw notFound(NOT_FOUND);
  await k.afterSave?.({ db, id: key.id, lang: key.lang });
  return targetOf(db, k, key.id, key.lang, source);
}
