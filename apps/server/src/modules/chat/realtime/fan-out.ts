import { CHAT_SERVER_EVENTS, type ChatMessage, type ChatTranslationEvent } from '@harbour/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.js';
import type { ChatEvents } from '../chat-events.js';
import { pushNewMessage, type ChatPushDeps } from './chat-push.js';
import { userRoom, type ChatServer } from './presence.js';
import { translationRecipients } from './realtime.repository.js';

/** How long a push waits for the message's translation into the reader's language (then: the original). */
export const PUSH_TRANSLATION_WAIT_MS = 3_000;

/**
 * Translations this process stored for recent messages, so a push can wait for the reader's language:
 * the translation worker listens to the same 'message' event and usually answers within a second.
 */
function createTranslationWaiter(events: ChatEvents, waitMs: () => number) {
  const seen = new Map<string, string>();
  const waiting = new Map<string, Array<(text: string | null) => void>>();
  const key = (messageId: number, lang: string) => `${messageId}:${lang}`;

  const onTranslation = (t: ChatTranslationEvent) => {
    const k = key(t.messageId, t.lang);
    seen.set(k, t.text);
    setTimeout(() => seen.delete(k), Math.max(waitMs(), 1000) * 2).unref();
    for (const resolve of waiting.get(k) ?? []) resolve(t.text);
    waiting.delete(k);
  };
  events.on('translation', onTranslation);

  async function translationOf(message: ChatMessage, lang: string): Promise<string | null> {
    const k = key(message.id, lang);
    if (seen.has(k)) return seen.get(k)!;
    const wait = waitMs();
    if (wait <= 0) return null;
    return new Promise((resolve) => {
      const list = waiting.get(k) ?? [];
      const timer = setTimeout(() => {
        const rest = (waiting.get(k) ?? []).filter((r) => r !== done);
        if (rest.length) waiting.set(k, rest);
        else waiting.delete(k);
        resolve(null);
      }, wait);
      const done = (text: string | null) => {
        clearTimeout(timer);
        resolve(text);
      };
      list.push(done);
      waiting.set(k, list);
    });
  }

  const stop = () => {
    events.off('translation', onTranslation);
    for (const list of waiting.values()) for (const resolve of list) resolve(null);
    waiting.clear();
  };
  return { translationOf, stop };
}

export interface FanOutDeps {
  io: ChatServer;
  db: Db;
  events: ChatEvents;
  log: FastifyBaseLogger;
  /** the web push sender (null: push is off), made on first use */
  pushSender: () => Promise<ChatPushDeps['push']>;
  onlineOf: ChatPushDeps['onlineOf'];
  /** how long a push waits for a translation (0: no translation provider); read when a push waits */
  translationWaitMs: () => number;
  /** CHAT_SITE_URL: pushes link to the conversation there */
  chatUrl: string;
  /** what a member is sent when a conversation changed (their view of it), null: nothing */
  conversationView: (userId: number, conversationId: number) => Promise<object | null>;
}

/**
 * Turns the chat service's events into Socket.IO events to each user's room (the adapter carries
 * them to the sockets in other processes), and pushes to members with no socket open.
 */
export function startFanOut(deps: FanOutDeps): { stop: () => void; idle: () => Promise<void> } {
  const { io, db, events, log } = deps;
  const waiter = createTranslationWaiter(events, deps.translationWaitMs);
  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>, what: string) => {
    const p = work.catch((err: unknown) => log.error({ err }, `chat ${what} failed`));
    pending.add(p);
    void p.finally(() => pending.delete(p));
  };

  const message = ({ message, recipientIds }: { message: ChatMessage; recipientIds: number[] }) => {
    const rooms = recipientIds.map(userRoom);
    if (message.senderId !== null) rooms.push(userRoom(message.senderId));
    // the original to everyone; each reader's translation follows as CHAT_SERVER_EVENTS.translation
    io.to(rooms).emit(CHAT_SERVER_EVENTS.message, { ...message, translation: null });
    track(
      deps.pushSender().then((push) =>
        pushNewMessage(
          {
            push,
            db,
            log,
            onlineOf: deps.onlineOf,
            translationOf: waiter.translationOf,
            chatUrl: deps.chatUrl,
          },
          message,
          recipientIds,
        ),
      ),
      'push',
    );
  };

  const translation = (t: ChatTranslationEvent) => {
    track(
      translationRecipients(db, t.messageId, t.lang).then((ids) => {
        if (ids.length > 0) io.to(ids.map(userRoom)).emit(CHAT_SERVER_EVENTS.translation, t);
      }),
      'translation fan-out',
    );
  };

  const conversation = (c: { conversationId: number; memberIds: number[]; removedIds: number[] }) => {
    track(
      (async () => {
        for (const userId of c.memberIds) {
          const view = await deps.conversationView(userId, c.conversationId);
          if (view) io.to(userRoom(userId)).emit(CHAT_SERVER_EVENTS.conversation, view);
        }
        // who left learns it is gone (their other tabs too): the id, nothing of its content
        if (c.removedIds.length > 0)
          io.to(c.removedIds.map(userRoom)).emit(CHAT_SERVER_EVENTS.conversation, {
            id: c.conversationId,
            removed: true,
          });
      })(),
      'conversation fan-out',
    );
  };

  const read = (r: { conversationId: number; userId: number; seq: number; memberIds: number[] }) => {
    if (r.memberIds.length > 0)
      io.to(r.memberIds.map(userRoom)).emit(CHAT_SERVER_EVENTS.read, {
        conversationId: r.conversationId,
        userId: r.userId,
        seq: r.seq,
      });
  };

  events.on('message', message);
  events.on('translation', translation);
  events.on('conversation', conversation);
  events.on('read', read);
  return {
    stop: () => {
      events.off('message', message);
      events.off('translation', translation);
      events.off('conversation', conversation);
      events.off('read', read);
      waiter.stop();
    },
    idle: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
