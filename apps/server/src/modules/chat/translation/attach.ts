import type { ChatMessage } from '@harbour/shared';
import { CHAT_TRANSLATION_DAYS } from '@harbour/shared';
import type { Db } from '../../../db/client.js';
import { sourceHash } from '../../../db/text-translations.js';
import * as repo from './chat-translation.repository.js';
import { protect } from './protect.js';
import { translatorFor } from './registry.js';

/**
 * A message younger than this is left to the translation its post started (in this process or another):
 * asking again from a reader's page would make a second provider call for the same text.
 */
export const CHAT_TRANSLATION_GRACE_MS = 10_000;

/**
 * The messages with `translation` set for a reader of `readerLang`: the stored machine text when it is
 * younger than CHAT_TRANSLATION_DAYS and made from this very text, else null (the original is shown).
 * Missing or stale ones are translated in the background and told by a 'translation' event.
 */
export async function attachTranslations(
  db: Db,
  messages: ChatMessage[],
  readerLang: string,
  now = Date.now(),
): Promise<ChatMessage[]> {
  const asked = messages.filter((m) => m.lang !== readerLang && protect(m.text).translatable);
  const stored = await repo.storedTranslations(
    db,
    asked.map((m) => m.id),
    readerLang,
    CHAT_TRANSLATION_DAYS,
  );
  const again: ChatMessage[] = [];
  const out = messages.map((m): ChatMessage => {
    const row = stored.get(m.id);
    if (row && row.fresh && row.sourceHash === sourceHash(m.text)) {
      return { ...m, translation: { lang: readerLang, text: row.text } };
    }
    if (asked.includes(m) && now - Date.parse(m.createdAt) >= CHAT_TRANSLATION_GRACE_MS) again.push(m);
    return { ...m, translation: null };
  });
  if (again.length > 0) translatorFor(db)?.requestLater(again, readerLang, now);
  return out;
}
