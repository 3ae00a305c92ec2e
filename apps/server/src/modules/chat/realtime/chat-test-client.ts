import { CHAT_CLIENT_EVENTS, CHAT_SERVER_EVENTS, type ChatMessage, type ChatSyncAck } from '@harbour/shared';
import { io, type Socket } from 'socket.io-client';

/**
 * Test and bench helper: a chat client as the web page behaves. It keeps each conversation's
 * messages by seq (a message seen twice, live and in a sync answer, is kept once) and, on every
 * (re)connection, asks `chat:sync` for everything after the last seq it holds without a gap.
 */
export class ChatTestClient {
  socket: Socket;
  /** per conversation: seq → message */
  readonly held = new Map<number, Map<number, ChatMessage>>();
  /** every chat:* event received, in order, for assertions */
  readonly events: { event: string; payload: unknown }[] = [];
  /** each sync answer, in order */
  readonly syncs: ChatSyncAck[] = [];
  private syncing: Promise<void> = Promise.resolve();

  constructor(
    readonly url: string,
    readonly token: string,
    conversationIds: number[] = [],
    opts: { path?: string } = {},
  ) {
    for (const id of conversationIds) this.held.set(id, new Map());
    this.socket = io(url, {
      path: opts.path ?? '/api/chat/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      autoConnect: false,
    });
    for (const event of Object.values(CHAT_SERVER_EVENTS)) {
      this.socket.on(event, (payload: unknown) => {
        this.events.push({ event, payload });
        if (event === CHAT_SERVER_EVENTS.message) this.keep([payload as ChatMessage]);
      });
    }
    this.socket.on('connect', () => {
      this.syncing = this.sync();
    });
  }

  /** Connects and resolves after the first sync, or rejects with the server's refusal ('unauthorized'…). */
  async connect(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      const ok = () => {
        this.socket.off('connect_error', fail);
        resolve();
      };
      const fail = (err: Error) => {
        this.socket.off('connect', ok);
        reject(err);
      };
      this.socket.once('connect', ok);
      this.socket.once('connect_error', fail);
      this.socket.connect();
    });
    await this.syncing;
  }

  /** Resolves when the sync of the latest (re)connection is done. */
  synced(): Promise<void> {
    return this.syncing;
  }

  disconnect(): void {
    this.socket.disconnect();
  }

  /** The last seq held with none missing before it, per conversation. */
  cursors(): Record<string, number> {
    const cursors: Record<string, number> = {};
    for (const [id, messages] of this.held) {
      let seq = 0;
      while (messages.has(seq + 1)) seq++;
      cursors[String(id)] = seq;
    }
    return cursors;
  }

  /** Syncs until the server has nothing more after the cursors. */
  async sync(): Promise<void> {
    for (;;) {
      const ack = await this.request<ChatSyncAck>(CHAT_CLIENT_EVENTS.sync, { cursors: this.cursors() });
      this.syncs.push(ack);
      if (!ack.ok) throw new Error(`sync refused: ${ack.message}`);
      this.keep(ack.messages);
      if (!ack.hasMore) return;
    }
  }

  /** The messages of a conversation in seq order. */
  messages(conversationId: number): ChatMessage[] {
    return [...(this.held.get(conversationId)?.values() ?? [])].sort((a, b) => a.seq - b.seq);
  }

  /** An event with its ack, as the page sends it. */
  request<T>(event: string, payload: unknown, timeoutMs = 10_000): Promise<T> {
    return this.socket.timeout(timeoutMs).emitWithAck(event, payload) as Promise<T>;
  }

  /** Resolves with the first event `event` that `match` accepts (already received, or to come). */
  waitFor<T>(event: string, match: (payload: T) => boolean = () => true, timeoutMs = 10_000): Promise<T> {
    const seen = this.events.find((e) => e.event === event && match(e.payload as T));
    if (seen) return Promise.resolve(seen.payload as T);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.socket.off(event, listener);
        reject(new Error(`no ${event} within ${timeoutMs} ms`));
      }, timeoutMs);
      const listener = (payload: T) => {
        if (!match(payload)) return;
        clearTimeout(timer);
        this.socket.off(event, listener);
        resolve(payload);
      };
      this.socket.on(event, listener);
    });
  }

  /** Resolves once `userId` is known online: from the connection's snapshot, one arrival or a wave. */
  waitForOnline(userId: number, timeoutMs = 10_000): Promise<void> {
    const names = [
      CHAT_SERVER_EVENTS.presence,
      CHAT_SERVER_EVENTS.presenceOnline,
      CHAT_SERVER_EVENTS.presenceSnapshot,
    ] as const;
    const says = (event: string, p: unknown) => {
      if (event === CHAT_SERVER_EVENTS.presence) {
        const e = p as { userId: number; online: boolean };
        return e.userId === userId && e.online;
      }
      if (event === CHAT_SERVER_EVENTS.presenceOnline)
        return (p as { userIds: number[] }).userIds.includes(userId);
      if (event === CHAT_SERVER_EVENTS.presenceSnapshot)
        return (p as { online: number[] }).online.includes(userId);
      return false;
    };
    return Promise.any(names.map((event) => this.waitFor(event, (p) => says(event, p), timeoutMs))).then(
      () => undefined,
      () => Promise.reject(new Error(`user ${userId} not online within ${timeoutMs} ms`)),
    );
  }

  private keep(messages: ChatMessage[]): void {
    for (const m of messages) {
      let conversation = this.held.get(m.conversationId);
      if (!conversation) this.held.set(m.conversationId, (conversation = new Map<number, ChatMessage>()));
      if (!conversation.has(m.seq)) conversation.set(m.seq, m);
    }
  }
}
