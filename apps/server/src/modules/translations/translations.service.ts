import type {
  ListingTranslationBody,
  ListingTranslationKind,
  ListingTranslationsData,
} from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { sourceHash, upsertTranslations, type TranslationOrigin } from '../../db/text-translations.js';
import { entityOfKind } from '../../db/translatable.js';
import * as repo from './translations.repository.js';

export const TRANSLATION_MESSAGES = {
  saved: 'translation.saved',
  sameLanguage: 'translation.same_language',
  /** another user's listing answers exactly like a missing one */
  notFound: 'listing.not_found',
} as const;

/** The caller's listing, or 404 listing.not_found (also for someone else's). */
async function ownedItem(db: Db, userId: number, kind: ListingTranslationKind, id: number) {
  const item = await repo.loadItem(db, entityOfKind(kind), id);
  if (!item || item.userId !== userId) throw notFound(TRANSLATION_MESSAGES.notFound);
  return item;
}

/** GET /api/listingTranslations: every language's text of each translatable field, and whether it is stale. */
export async function ownedTranslations(
  db: Db,
  userId: number,
  kind: ListingTranslationKind,
  id: number,
  machineAvailable: boolean,
): Promise<ListingTranslationsData> {
  const item = await ownedItem(db, userId, kind, id);
  const entity = entityOfKind(kind);
  const rows = await repo.itemTranslations(db, entity, id);
  const translations: ListingTranslationsData['translations'] = {};
  for (const row of rows) {
    const original = item.fields[row.field];
    if (original === undefined || row.lang === item.originalLang) continue;
    const origin = row.origin as TranslationOrigin;
    (translations[row.lang] ??= {})[row.field] = {
      text: row.text,
      origin,
      reviewed: row.reviewed,
      stale: origin !== 'owner' && row.sourceHash !== sourceHash(original),
    };
  }
  return {
    kind,
    id,
    original_lang: item.originalLang,
    original: item.fields,
    translations,
    // without a provider the queue waits for one: nothing is being translated
    pending: machineAvailable && (await repo.isQueued(db, entity, id)),
    machine_available: machineAvailable,
  };
}

/**
 * PUT /api/listingTranslation: the owner's own text of some fields in one language; the machine never
 * replaces it. An empty text removes the owner's text, and the item is queued so the machine's comes back.
 */
export async function saveOwnerTranslation(
  db: Db,
  userId: number,
  body: ListingTranslationBody,
  machineAvailable: boolean,
): Promise<ListingTranslationsData> {
  const item = await ownedItem(db, userId, body.kind, body.id);
  if (body.lang === item.originalLang) throw badRequest(TRANSLATION_MESSAGES.sameLanguage);
  const entity = entityOfKind(body.kind);
  const given = Object.entries(body.fields);
  await db.transaction(async (tx) => {
    await upsertTranslations(
      tx,
      given
        .filter(([, text]) => text !== '')
        .map(([field, text]) => ({
          entity,
          entityId: item.id,
          field,
          lang: body.lang,
          text,
          origin: 'owner' as const,
          original: item.fields[field] ?? '',
        })),
    );
    const cleared = given.filter(([, text]) => text === '');
    for (const [field] of cleared) await repo.deleteOwnerText(tx, entity, item.id, body.lang, field);
    if (cleared.length > 0) await repo.enqueue(tx, entity, item.id);
  });
  return ownedTranslations(db, userId, body.kind, body.id, machineAvailable);
}
