import type { Db } from '../../../db/client.js';
import type { ChatTranslator } from './chat-translation.service.js';

/**
 * The translator of the app that owns a database handle: `attachTranslations(db, …)` is called from the
 * chat service, which knows the database but not the app. Keyed weakly, so a closed app's goes with it.
 */
const translators = new WeakMap<Db, ChatTranslator>();

export const registerTranslator = (db: Db, translator: ChatTranslator) => translators.set(db, translator);
export const forgetTranslator = (db: Db) => translators.delete(db);
export const translatorFor = (db: Db) => translators.get(db);
