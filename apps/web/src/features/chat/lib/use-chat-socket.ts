import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import {
  CHAT_CLIENT_EVENTS,
  CHAT_SERVER_EVENTS,
  type ChatConversation,
  type ChatMessage,
  type ChatTranslationEvent,
} from '@harbour/shared';

export interface ChatSocketHandlers {
  /** new messages, or the catch-up of a (re)connect, oldest first */
  onMessages: (messages: ChatMessage[], live: boolean) => void;
  onTranslation: (event: ChatTranslationEvent) => void;
  onTyping: (event: { conversationId: number; userId: number; typing: boolean }) => void;
  onRead: (event: { conversationId: number; userId: number; seq: number }) => void;
  onConversation: (conversation: ChatConversation) => void;
  /** the last seq held per conversation, sent with 'chat:sync' on every (re)connect */
  cursors: () => Record<number, number>;
}

export interface ChatSocket {
  connected: boolean;
  typing: (conversationId: number, typing: boolean) => void;
  read: (conversationId: number, seq: number) => void;
}

/**
 * One Socket.IO connection for the page (socket.io-client is loaded here only, never on other pages).
 * On every connect it asks for what it missed ('chat:sync' with the cursors), so a drop loses nothing.
 */
export function useChatSocket(token: string | null, handlers: ChatSocketHandlers): ChatSocket {
  const handlersRef = useRef(handlers);
  useLayoutEffect(() => {
    handlersRef.current = handlers;
  });
  const socketRef = useRef<Socket | null>(null);
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    let socket: Socket | null = null;
    void import('socket.io-client').then(({ io }) => {
      if (cancelled) return;
      socket = io({ path: '/api/chat/socket.io', transports: ['websocket'], auth: { token } });
      socketRef.current = socket;
      const h = () => handlersRef.current;
      socket.on('connect', () => {
        setConnected(true);
        socket?.emit(
          CHAT_CLIENT_EVENTS.sync,
          { cursors: h().cursors() },
          (ack: { messages?: ChatMessage[] } | undefined) => {
            if (ack?.messages?.length) h().onMessages(ack.messages, false);
          },
        );
      });
      socket.on('disconnect', () => setConnected(false));
      socket.on(CHAT_SERVER_EVENTS.message, (m: ChatMessage) => h().onMessages([m], true));
      socket.on(CHAT_SERVER_EVENTS.translation, (e: ChatTranslationEvent) => h().onTranslation(e));
      socket.on(CHAT_SERVER_EVENTS.typing, (e: Parameters<ChatSocketHandlers['onTyping']>[0]) =>
        h().onTyping(e),
      );
      socket.on(CHAT_SERVER_EVENTS.read, (e: Parameters<ChatSocketHandlers['onRead']>[0]) => h().onRead(e));
      socket.on(CHAT_SERVER_EVENTS.conversation, (c: ChatConversation) => h().onConversation(c));
    });
    return () => {
      cancelled = true;
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
  return { connected, typing, read };
}
