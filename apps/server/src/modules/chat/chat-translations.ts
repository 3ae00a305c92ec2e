import type { ChatMessage } from '@harbour/shared';
import type { Db } from '../../db/client.js';

/**
 * The reader's translations of the messages. TODO(H1): call translation/index.ts's
 * attachTranslations once H3 has committed it; until then the original only (translation null).
 */
export async function withTranslations(
  _db: Db,
  list: ChatMessage[],
  _readerLang: string,
): Promise<ChatMessage[]> {
  return list;
}
