import type { ListingTranslationKind } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { entityOfKind } from './translatable.js';
import * as repo from './translations.repository.js';

/**
 * Queues a listing for machine translation after it was written (its texts may have changed); the worker
 * translates only what the cache does not know yet. Call it inside the transaction that writes the listing,
 * so a saved listing is never left out.
 */
export async function enqueueTranslation(db: Db, kind: ListingTranslationKind, id: number): Promise<void> {
  await repo.enqueue(db, entityOfKind(kind), id);
}
