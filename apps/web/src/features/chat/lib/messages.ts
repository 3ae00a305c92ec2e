import type { ChatConversation, ChatMessage, ChatTranslationEvent } from '@harbour/shared';

/** Merges messages by seq: one per seq, oldest first; a newer copy keeps a translation already held. */
export function mergeMessages(held: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return held;
  const bySeq = new Map<number, ChatMessage>();
  for (const m of held) bySeq.set(m.seq, m);
  for (const m of incoming) {
    const old = bySeq.get(m.seq);
    bySeq.set(m.seq, old && !m.translation && old.translation ? { ...m, translation: old.translation } : m);
  }
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** Puts a 'chat:translation' into the message it belongs to (when it is in the reader's language). */
export function applyTranslation(held: ChatMessage[], event: ChatTranslationEvent, readerLang: string) {
  if (event.lang !== readerLang) return held;
  let changed = false;
  const next = held.map((m) => {
    if (m.id !== event.messageId || m.lang === readerLang) return m;
    changed = true;
    return { ...m, translation: { lang: event.lang, text: event.text } };
  });
  return changed ? next : held;
}

/** The text a reader sees: the translation into their language when there is one, else the original. */
export function shownText(message: ChatMessage, readerLang: string, showOriginal = false): string {
  const { translation } = message;
  if (!showOriginal && translation && translation.lang === readerLang && message.lang !== readerLang) {
    return translation.text;
  }
  return message.text;
}

/** Consecutive messages of one sender, for one name above them. */
export function groupBySender(messages: ChatMessage[]): ChatMessage[][] {
  const groups: ChatMessage[][] = [];
  for (const m of messages) {
    const last = groups.at(-1);
    if (last && last[0]!.senderId === m.senderId) last.push(m);
    else groups.push([m]);
  }
  return groups;
}

const activity = (c: ChatConversation) => Date.parse(c.lastMessage?.createdAt ?? c.updatedAt) || 0;

/** Most recent activity first. */
export function sortConversations(list: ChatConversation[]): ChatConversation[] {
  return [...list].sort((a, b) => activity(b) - activity(a));
}

/** The conversation's name for `meId`: its group name, else the other members' names. */
export function conversationName(c: ChatConversation, meId: number): string {
  if (c.groupName) return c.groupName;
  const others = c.members.filter((m) => m.id !== meId).map((m) => m.fullName);
  return others.join(', ');
}

/**
 * A conversation after a message: last message, last seq and, unless the reader sent or sees it, unread.
 * `missing` (kept by the caller per conversation) holds the seqs a live message jumped over: when such a
 * message comes later (a gap filled), it is counted then, once; any other older message was counted already.
 */
export function withMessage(
  c: ChatConversation,
  m: ChatMessage,
  meId: number,
  seen: boolean,
  missing: Set<number> = new Set(),
): ChatConversation {
  const mine = m.senderId === meId;
  if (m.seq <= c.lastSeq && c.lastMessage && c.lastMessage.seq >= m.seq) {
    if (!missing.delete(m.seq) || mine || seen || m.seq <= c.lastReadSeq) return c;
    return { ...c, unread: c.unread + 1 };
  }
  for (let seq = c.lastSeq + 1; seq < m.seq; seq++) missing.add(seq);
  return {
    ...c,
    lastMessage: m,
    lastSeq: Math.max(c.lastSeq, m.seq),
    // a message seen in the open thread is marked read by the page (which tells the server)
    lastReadSeq: mine ? Math.max(c.lastReadSeq, m.seq) : c.lastReadSeq,
    unread: mine || seen ? 0 : c.unread + 1,
    updatedAt: m.createdAt,
  };
}
