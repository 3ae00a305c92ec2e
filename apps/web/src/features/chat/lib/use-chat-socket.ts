import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import {
  CHAT_CLIENT_EVENTS,
  CHAT_SERVER_EVENTS,
  CHAT_SYNC_MAX_PER_CONVERSATION,
  type ChatConversation,
  type ChatMessage,
  type ChatPresenceEvent,
  type ChatPresenceOnline,
  type ChatPresenceSnapshot,
  type ChatSyncAck,
  type ChatTranslationEvent,
} from '@harbour/shared';

/** What 'chat:conversation' brings to a member who left or was removed: the id, nothing else. */
export interface ChatConversationRemoved {
  id: number;
  removed: true;
}

export interface ChatSocketHandlers {
  /** new messages, or the catch-up of a (re)connect or of a gap, oldest first per conversation */
  onMessages: (messages: ChatMessage[], live: boolean) => void;
  onTranslation: (event: ChatTranslationEvent) => void;
  onTyping: (event: { conversationId: number; userId: number; typing: boolean }) => void;
  onRead: (event: { conversationId: number; userId: number; seq: number }) => void;
  onConversation: (conversation: ChatConversation) => void;
  /**
   * users sharing a conversation with the reader came online or went offline; `replace`: `online` is
   * everyone online now (the snapshot each connection starts with)
   */
  onPresence: (change: PresenceChange) => void;
  /** the connection dropped (what it told is no longer known to be true) */
  onDisconnect: () => void;
  /** the reader is no longer a member of this conversation */
  onRemoved: (conversationId: number) => void;
  /** the last seq held per conversation, sent with 'chat:sync' on every (re)connect */
  cursors: () => Record<number, number>;
}

export interface PresenceChange {
  online: number[];
  offline: number[];
  replace: boolean;
}

export interface ChatSocket {
  connected: boolean;
  /** the message key of the server's refusal of the last connection attempt ('too_many_requests'), else null */
  refused: string | null;
  typing: (conversationId: number, typing: boolean) => void;
  read: (conversationId: number, seq: number) => void;
}

type Cursors = Record<number, number>;

/** The cursors of the next 'chat:sync' round: those whose conversation filled its page, moved past it. */
export function nextCursors(cursors: Cursors, messages: ChatMessage[]): Cursors | null {
  const count = new Map<number, number>();
  const last = new Map<number, number>();
  for (const m of messages) {
    count.set(m.conversationId, (count.get(m.conversationId) ?? 0) + 1);
    last.set(m.conversationId, Math.max(last.get(m.conversationId) ?? 0, m.seq));
  }
  const moved: Cursors = {};
  for (const [id, seq] of last) if (seq > (cursors[id] ?? 0)) moved[id] = seq;
  if (Object.keys(moved).length === 0) return null; // no progress: asking again would loop
  const full = Object.keys(moved)
    .map(Number)
    .filter((id) => (count.get(id) ?? 0) >= CHAT_SYNC_MAX_PER_CONVERSATION);
  // the server cuts a conversation at its cap; when none reached it, ask again for all of them
  if (full.length === 0) return { ...cursors, ...moved };
  return Object.fromEntries(full.map((id) => [id, moved[id]!]));
}

/**
 * One Socket.IO connection for the page (socket.io-client is loaded here only, never on other pages).
 * On every connect it asks for what it missed ('chat:sync' with the cursors, again while the answer
 * says `hasMore`), so a drop loses nothing; a live message past a gap makes it ask for that gap.
 */
export function useChatSocket(token: string | null, handlers: ChatSocketHandlers): ChatSocket {
  const handlersRef = useRef(handlers);
  useLayoutEffect(() => {
    handlersRef.current = handlers;
  });
  const socketRef = useRef<Socket | null>(null);
  const [connected, setConnected] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    let socket: Socket | null = null;
    /** bumped on every connect and disconnect: an answer of an older connection is not followed up */
    let generation = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    /** the highest seq seen per conversation (ahead of the page state, which renders later) */
    const seen = new Map<number, number>();
    /** conversations with a gap not filled yet: the cursor to ask from */
    const gaps = new Map<number, number>();
    const gapInFlight = new Set<number>();
    const h = () => handlersRef.current;

    const note = (messages: ChatMessage[]) => {
      for (const m of messages) seen.set(m.conversationId, Math.max(seen.get(m.conversationId) ?? 0, m.seq));
    };
    /** 'chat:sync' from `cursors`, round after round while the server says `hasMore` */
    const sync = (cursors: Cursors, done: (ok: boolean) => void) => {
      const round = generation;
      socket?.emit(CHAT_CLIENT_EVENTS.sync, { cursors }, (ack: ChatSyncAck | undefined) => {
        if (cancelled || round !== generation) return;
        if (!ack?.ok) return done(false);
        const messages = ack.messages ?? [];
        note(messages);
        if (messages.length) h().onMessages(messages, false);
        const next = ack.hasMore ? nextCursors(cursors, messages) : null;
        if (next) sync(next, done);
        else done(true);
      });
    };
    const fillGap = (conversationId: number) => {
      const from = gaps.get(conversationId);
      if (from === undefined || gapInFlight.has(conversationId)) return;
      gapInFlight.add(conversationId);
      sync({ [conversationId]: from }, (ok) => {
        gapInFlight.delete(conversationId);
        if (ok) gaps.delete(conversationId);
      });
    };

    void import('socket.io-client').then(({ io }) => {
      if (cancelled) return;
      socket = io({ path: '/api/chat/socket.io', transports: ['websocket'], auth: { token } });
      socketRef.current = socket;
      // too many handshakes from this address: the server says how long to wait; try again then
      socket.on('connect_error', (err: Error & { data?: { retryAfterMs?: number } }) => {
        if (err.message !== 'too_many_requests') return;
        setRefused(err.message);
        clearTimeout(retry);
        retry = setTimeout(() => socket?.connect(), Math.max(1000, err.data?.retryAfterMs ?? 0));
      });
      socket.on('connect', () => {
        generation += 1;
        setRefused(null);
        setConnected(true);
        const cursors: Cursors = { ...h().cursors() };
        // a gap still open is asked for from below it, not from the live message above it
        for (const [id, from] of gaps) cursors[id] = Math.min(cursors[id] ?? from, from);
        gapInFlight.clear();
        sync(cursors, (ok) => {
          if (ok) for (const id of Object.keys(cursors)) gaps.delete(Number(id));
        });
      });
      socket.on('disconnect', () => {
        generation += 1;
        gapInFlight.clear();
        setConnected(false);
        h().onDisconnect();
      });
      socket.on(CHAT_SERVER_EVENTS.message, (m: ChatMessage) => {
        const held = Math.max(h().cursors()[m.conversationId] ?? -1, seen.get(m.conversationId) ?? -1);
        note([m]);
        h().onMessages([m], true);
        // a conversation not held yet (held -1) is fetched whole by the page
        if (held >= 0 && m.seq > held + 1) {
          if (!gaps.has(m.conversationId)) gaps.set(m.conversationId, held);
          fillGap(m.conversationId);
        }
      });
      socket.on(CHAT_SERVER_EVENTS.presence, (e: ChatPresenceEvent) =>
        h().onPresence({
          online: e.online ? [e.userId] : [],
          offline: e.online ? [] : [e.userId],
          replace: false,
        }),
      );
      socket.on(CHAT_SERVER_EVENTS.presenceOnline, (e: ChatPresenceOnline) =>
        h().onPresence({ online: e.userIds, offline: [], replace: false }),
      );
      socket.on(CHAT_SERVER_EVENTS.presenceSnapshot, (e: ChatPresenceSnapshot) =>
        h().onPresence({ online: e.online, offline: [], replace: true }),
      );
      socket.on(CHAT_SERVER_EVENTS.translation, (e: ChatTranslationEvent) => h().onTranslation(e));
      socket.on(CHAT_SERVER_EVENTS.typing, (e: Parameters<ChatSocketHandlers['onTyping']>[0]) =>
        h().onTyping(e),
      );
      socket.on(CHAT_SERVER_EVENTS.read, (e: Parameters<ChatSocketHandlers['onRead']>[0]) => h().onRead(e));
      socket.on(CHAT_SERVER_EVENTS.conversation, (c: ChatConversation | ChatConversationRemoved) => {
        if ('removed' in c && c.removed) {
          gaps.delete(c.id);
          seen.delete(c.id);
          h().onRemoved(c.id);
        } else h().onConversation(c as ChatConversation);
      });
    });
    return () => {
      cancelled = true;
      clearTimeout(retry);
      socket?.disconnect();
      socketRef.current = null;
      setConnected(false);
    };
  }, [token]);

  const typing = useCallback(
    (conversationId: number, on: boolean) =>
      void socketRef.current?.emit(CHAT_CLIENT_EVENTS.typing, { conversationId, typing: on }),
    [],
  );
  const read = useCallback(
    (conversationId: number, seq: number) =>
      void socketRef.current?.emit(CHAT_CLIENT_EVENTS.read, { conversationId, seq }),
    [],
  );
  return { connected, refused, typing, read };
}
