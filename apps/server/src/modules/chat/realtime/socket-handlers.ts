import {
  CHAT_CLIENT_EVENTS,
  CHAT_SERVER_EVENTS,
  CHAT_SYNC_MAX_PER_CONVERSATION,
  chatPostMessageBodySchema,
  chatReadBodySchema,
  chatSyncBodySchema,
  chatTypingBodySchema,
  SOMETHING_WENT_WRONG,
  type ChatMessage,
  type ChatSyncAck,
} from '@harbour/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../../lib/errors.js';
import type { ChatDeps } from '../chat-deps.js';
import { withTranslations } from '../chat-translations.js';
import { blockedBy } from '../chat.repository.js';
import { conversationIdsOf, markRead, postMessage, toChatMessage } from '../chat.service.js';
import { userRoom, type ChatServer, type ChatSocket } from './presence.js';
import { messagesAfterCursors, typingRecipients } from './realtime.repository.js';

/** One `typing: true` per conversation per socket in this time; the client repeats it while typing. */
export const TYPING_THROTTLE_MS = 2_000;
/** Socket events other than sends (which the chat service limits) per socket and window. */
const EVENTS_PER_WINDOW = 60;
const EVENT_WINDOW_MS = 10_000;

type Ack = (answer: unknown) => void;

/** The message key of a failure, for the ack: the service's key, the first zod issue, else the generic one. */
function failureKey(err: unknown): string {
  if (err instanceof AppError) return err.messageKey;
  return SOMETHING_WENT_WRONG;
}

function parse<S extends z.ZodType>(schema: S, payload: unknown): z.infer<S> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? 'invalid_input');
  return parsed.data;
}

/**
 * Everything after each cursor, oldest first per conversation, up to CHAT_SYNC_MAX_PER_CONVERSATION
 * each (`hasMore`: call again with the new cursors), as `listMessages` with `after` answers it page by
 * page, in a fixed number of statements whatever the number of conversations: the memberships, the
 * reader's blocks, the messages of every conversation at once, their translations. Conversations the
 * user is not a member of are skipped, the same as ones that do not exist.
 */
export async function syncMessages(
  deps: ChatDeps,
  userId: number,
  lang: string,
  cursors: Record<string, number>,
): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
  const [mine, hiddenSenders] = await Promise.all([
    conversationIdsOf(deps.db, userId).then((ids) => new Set(ids)),
    blockedBy(deps.db, userId),
  ]);
  const wanted = Object.entries(cursors)
    .map(([key, after]) => ({ conversationId: Number(key), after }))
    .filter((c) => mine.has(c.conversationId));
  // one more than the cap per conversation tells whether it has more
  const rows = await messagesAfterCursors(deps.db, wanted, hiddenSenders, CHAT_SYNC_MAX_PER_CONVERSATION + 1);
  const byConversation = new Map<number, ChatMessage[]>();
  for (const row of rows) {
    const list = byConversation.get(row.conversationId) ?? [];
    if (list.length === 0) byConversation.set(row.conversationId, list);
    list.push(toChatMessage(row));
  }
  let hasMore = false;
  const messages: ChatMessage[] = [];
  for (const { conversationId } of wanted) {
    const list = byConversation.get(conversationId) ?? [];
    if (list.length > CHAT_SYNC_MAX_PER_CONVERSATION) hasMore = true;
    messages.push(...list.slice(0, CHAT_SYNC_MAX_PER_CONVERSATION));
  }
  return { messages: await withTranslations(deps.db, messages, lang), hasMore };
}

/** The client events of one authenticated socket (CHAT_CLIENT_EVENTS), each answered through its ack. */
export function registerClientEvents(
  io: ChatServer,
  socket: ChatSocket,
  deps: ChatDeps,
  log: FastifyBaseLogger,
): void {
  const { userId, lang } = socket.data;
  const lastTyping = new Map<number, number>();
  let windowStart = Date.now();
  let events = 0;

  const allowed = () => {
    const now = Date.now();
    if (now - windowStart > EVENT_WINDOW_MS) {
      windowStart = now;
      events = 0;
    }
    return ++events <= EVENTS_PER_WINDOW;
  };

  /** Runs `work` and answers its result (or `{ ok: false, message }`) to the ack, when the client sent one. */
  const handle = (event: string, limited: boolean, work: (payload: unknown) => Promise<object>) => {
    socket.on(event, (payload: unknown, ack?: unknown) => {
      const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => {};
      if (limited && !allowed()) return reply({ ok: false, message: 'too_many_requests' });
      work(payload).then(
        (answer) => reply({ ok: true, ...answer }),
        (err: unknown) => {
          if (!(err instanceof AppError) || err.statusCode >= 500)
            log.error({ err, event }, 'chat socket event failed');
          reply({ ok: false, message: failureKey(err) });
        },
      );
    });
  };

  handle(CHAT_CLIENT_EVENTS.send, false, async (payload) => {
    const body = parse(chatPostMessageBodySchema, payload);
    return { message: await postMessage(deps, userId, body) };
  });

  handle(CHAT_CLIENT_EVENTS.sync, true, async (payload): Promise<Omit<ChatSyncAck, 'ok'>> => {
    const { cursors } = parse(chatSyncBodySchema, payload);
    return syncMessages(deps, userId, lang, cursors);
  });

  handle(CHAT_CLIENT_EVENTS.read, true, async (payload) => {
    const { conversationId, seq } = parse(chatReadBodySchema, payload);
    return { seq: (await markRead(deps, userId, conversationId, seq)).seq };
  });

  handle(CHAT_CLIENT_EVENTS.typing, true, async (payload) => {
    const { conversationId, typing } = parse(chatTypingBodySchema, payload);
    const now = Date.now();
    if (typing && now - (lastTyping.get(conversationId) ?? 0) < TYPING_THROTTLE_MS) return {};
    if (typing) lastTyping.set(conversationId, now);
    else lastTyping.delete(conversationId);
    const recipients = await typingRecipients(deps.db, conversationId, userId);
    if (recipients === null) throw new AppError(404, 'chat.conversation_not_found');
    if (recipients.length > 0)
      io.to(recipients.map(userRoom)).emit(CHAT_SERVER_EVENTS.typing, { conversationId, userId, typing });
    return {};
  });
}
