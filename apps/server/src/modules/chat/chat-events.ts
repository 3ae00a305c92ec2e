import { EventEmitter } from 'node:events';
import type { ChatMessage, ChatTranslationEvent } from '@harbour/shared';

/**
 * What the chat service tells the rest of the process, after its transaction has committed. The
 * realtime layer (`realtime/`) turns these into Socket.IO events (the Redis adapter carries them to
 * the other processes); the translation worker (`translation/`) listens for new messages. Events are
 * in-process only: anything a listener misses is caught up from the database.
 */
export interface ChatEventMap {
  /** a message was stored; `recipientIds`: members who get it (not the sender, not who blocked them) */
  message: [{ message: ChatMessage; memberIds: number[]; recipientIds: number[] }];
  /** a message's text in `lang` was stored */
  translation: [ChatTranslationEvent];
  /** members, name or status changed; `removedIds` left or were removed */
  conversation: [{ conversationId: number; memberIds: number[]; removedIds: number[] }];
  /** `userId` read up to `seq` */
  read: [{ conversationId: number; userId: number; seq: number; memberIds: number[] }];
}

export type ChatEvents = EventEmitter<ChatEventMap>;

export function createChatEvents(): ChatEvents {
  const events = new EventEmitter<ChatEventMap>();
  // one listener per socket room is not how it is used: a few module listeners only
  events.setMaxListeners(20);
  return events;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** decorated by the chat plugin before the realtime and translation plugins register */
    chatEvents: ChatEvents;
  }
}
