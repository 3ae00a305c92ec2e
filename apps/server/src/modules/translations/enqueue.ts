import type { ListingTranslationKind } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { entityOfKind } from '../../db/translatable.js';
import * as repo from './translations.repository.js';

/**
 * Queues a listing for machine translation after it was written (its texts may have changed); the worker
 * translates only what the cache does not know yet. Call it inside the transaction that writes the listing,
 * so a saved listing is never left out.
 */
export async function enqueueTranslation(db: Db, kind: ListingTranslationKind, id: number): Promise<void> {
  await repo.enqueue(db, entityOfKind(kind), id);
}

/**
 * The owner says which language the listing is written in (`to`; absent: unchanged); from then on the
 * provider's detection does not override it. When it is not `from`, the language it had, the machine texts
 * made from `from` go (readers see the original, its language marked, until the worker has translated it
 * again from `to`: the cache is keyed by language, so nothing is reused wrongly) and it is queued. The
 * owner's own texts stay theirs. Call it inside the transaction that writes the listing, after its row is
 * locked.
 */
export async function changeWrittenLanguage(
  db: Db,
  kind: ListingTranslationKind,
  id: number,
  from: string,
  to: string | undefined,
): Promise<void> {
  if (!to) return;
  const entity = entityOfKind(kind);
  await repo.setOriginalLang(db, entity, id, to, true);
  if (to === from) return;
  await repo.deleteMachineTexts(db, entity, id);
  await repo.enqueue(db, entity, id);
}
