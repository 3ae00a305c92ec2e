/* Test support: chat answers and a stand-in for the Socket.IO client the page loads. */
import {
  CHAT_SYNC_MAX_PER_CONVERSATION,
  type ChatConversation,
  type ChatMessage,
  type ChatSyncAck,
  type ChatUser,
} from '@harbour/shared';
import { PROFILE } from '@/test/app-harness';

export const ME: ChatUser = {
  id: PROFILE.id,
  fullName: PROFILE.full_name,
  email: PROFILE.email,
  image: null,
  language: 'en',
};
export const OMAR: ChatUser = {
  id: 21,
  fullName: 'Omar Haddad',
  email: 'omar@example.ca',
  image: null,
  language: 'ar',
};
export const LINA: ChatUser = {
  id: 22,
  fullName: 'Lina Park',
  email: 'lina@example.ca',
  image: null,
  language: 'en',
};

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

export function message(seq: number, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 1000 + seq,
    conversationId: 1,
    seq,
    senderId: OMAR.id,
    text: `Message ${seq}`,
    lang: 'en',
    createdAt: at(100 - seq),
    translation: null,
    clientKey: null,
    ...extra,
  };
}

export function conversation(id: number, extra: Partial<ChatConversation> = {}): ChatConversation {
  return {
    id,
    members: [ME, OMAR],
    isGroup: false,
    groupName: null,
    status: 1,
    lastSeq: 0,
    lastReadSeq: 0,
    unread: 0,
    lastMessage: null,
    updatedAt: at(500),
    ...extra,
  };
}

type Listener = (...args: unknown[]) => void;

/**
 * The server's side of 'chat:sync' over the messages it holds: what follows each cursor, oldest first,
 * at most CHAT_SYNC_MAX_PER_CONVERSATION per conversation (`hasMore` when one was cut).
 */
export function syncServer(held: ChatMessage[]) {
  return ({ cursors }: { cursors: Record<number, number> }): ChatSyncAck => {
    const messages: ChatMessage[] = [];
    let hasMore = false;
    for (const [id, cursor] of Object.entries(cursors)) {
      const after = held
        .filter((m) => m.conversationId === Number(id) && m.seq > cursor)
        .sort((a, b) => a.seq - b.seq);
      if (after.length > CHAT_SYNC_MAX_PER_CONVERSATION) hasMore = true;
      messages.push(...after.slice(0, CHAT_SYNC_MAX_PER_CONVERSATION));
    }
    return { ok: true, messages, hasMore };
  };
}

/** What the page did with its socket, and a way to play the server's side. */
export class FakeSocket {
  static last: FakeSocket | null = null;
  /** how the next sockets answer 'chat:sync' (set before the page connects; reset between tests) */
  static respond: ((payload: { cursors: Record<number, number> }) => ChatSyncAck) | null = null;
  listeners = new Map<string, Listener[]>();
  emitted: { event: string; payload: unknown }[] = [];
  /** the answer to 'chat:sync' when no `respond` is set */
  syncAnswer: ChatMessage[] = [];
  respond = FakeSocket.respond;
  /** how often the page asked to connect again after a refusal */
  connects = 0;
  constructor(
    public url: unknown,
    public options: unknown,
  ) {
    FakeSocket.last = this;
    const refusal = FakeSocket.refuse;
    queueMicrotask(() => (refusal ? this.serverEmit('connect_error', refusal) : this.serverEmit('connect')));
  }
  /** the handshake error the next socket gets instead of connecting (reset between tests) */
  static refuse: (Error & { data?: unknown }) | null = null;
  /** the page tries again after a refusal (the server now lets it in) */
  connect() {
    this.connects += 1;
    queueMicrotask(() => this.serverEmit('connect'));
    return this;
  }
  /** the connection drops (the page shows it) */
  drop() {
    this.serverEmit('disconnect', 'transport close');
  }
  /** the client connects again by itself, as socket.io-client does */
  reconnect() {
    this.serverEmit('connect');
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, payload: unknown, ack?: (answer: unknown) => void) {
    this.emitted.push({ event, payload });
    if (event === 'chat:sync') {
      const answer = this.respond
        ? this.respond(payload as { cursors: Record<number, number> })
        : { ok: true, messages: this.syncAnswer, hasMore: false };
      // asynchronous, as over a network
      queueMicrotask(() => ack?.(answer));
    }
    return this;
  }
  disconnect() {
    this.serverEmit('disconnect');
  }
  serverEmit(event: string, ...args: unknown[]) {
    for (const l of this.listeners.get(event) ?? []) l(...args);
  }
  sent(event: string) {
    return this.emitted.filter((e) => e.event === event).map((e) => e.payload);
  }
}
