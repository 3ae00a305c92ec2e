import type { ChatMessage } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { attachTranslations } from './translation/index.js';

/** The messages with the reader's translation attached when there is a fresh one (translation/). */
export function withTranslations(db: Db, list: ChatMessage[], readerLang: string): Promise<ChatMessage[]> {
  return list.length === 0 ? Promise.resolve(list) : attachTranslations(db, list, readerLang);
}
