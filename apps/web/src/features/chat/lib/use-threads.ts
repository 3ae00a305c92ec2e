import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { ChatMessage, ChatTranslationEvent } from '@harbour/shared';
import { ApiError } from '@/lib/api-client';
import { listMessages } from '../api/chat-api';
import { applyTranslation, mergeMessages } from './messages';

export interface Thread {
  messages: ChatMessage[];
  hasMore: boolean;
  status: 'loading' | 'ready' | 'error' | 'not_found';
  loadingOlder: boolean;
  olderError: boolean;
}

const NOT_FOUND = new Set(['chat.conversation_not_found', 'not_found']);

/**
 * The messages held per conversation: the newest page when opened, older pages on demand, and what the
 * socket brings, merged by seq. `onError` sees every failure first (the page sends chat.no_access away).
 */
export function useThreads(readerLang: string, onError: (message: string) => void) {
  const [threads, setThreads] = useState<Record<number, Thread>>({});
  const ref = useRef(threads);
  const inFlight = useRef(new Set<number>());
  useLayoutEffect(() => {
    ref.current = threads;
  });

  const update = useCallback((id: number, change: (t: Thread) => Thread) => {
    setThreads((all) => {
      const t = all[id];
      return t ? { ...all, [id]: change(t) } : all;
    });
  }, []);

  const open = useCallback(
    async (id: number, force = false) => {
      const held = ref.current[id];
      if (held && !force && held.status !== 'error') return;
      setThreads((all) => ({
        ...all,
        [id]: { messages: [], hasMore: false, status: 'loading', loadingOlder: false, olderError: false },
      }));
      try {
        const page = await listMessages(id);
        update(id, (t) => ({
          ...t,
          status: 'ready',
          hasMore: page.hasMore,
          messages: mergeMessages(t.messages, page.messages),
        }));
      } catch (e) {
        const message = e instanceof ApiError ? e.message : '';
        onError(message);
        update(id, (t) => ({ ...t, status: NOT_FOUND.has(message) ? 'not_found' : 'error' }));
      }
    },
    [onError, update],
  );

  const loadOlder = useCallback(
    async (id: number) => {
      const held = ref.current[id];
      if (!held || inFlight.current.has(id) || !held.hasMore || held.status !== 'ready') return;
      const before = held.messages[0]?.seq;
      inFlight.current.add(id);
      update(id, (t) => ({ ...t, loadingOlder: true, olderError: false }));
      try {
        const page = await listMessages(id, before);
        update(id, (t) => ({
          ...t,
          loadingOlder: false,
          hasMore: page.hasMore,
          messages: mergeMessages(t.messages, page.messages),
        }));
      } catch (e) {
        onError(e instanceof ApiError ? e.message : '');
        update(id, (t) => ({ ...t, loadingOlder: false, olderError: true }));
      } finally {
        inFlight.current.delete(id);
      }
    },
    [onError, update],
  );

  const receive = useCallback(
    (messages: ChatMessage[]) => {
      const byConversation = new Map<number, ChatMessage[]>();
      for (const m of messages)
        byConversation.set(m.conversationId, [...(byConversation.get(m.conversationId) ?? []), m]);
      for (const [id, list] of byConversation)
        update(id, (t) => ({ ...t, messages: mergeMessages(t.messages, list) }));
    },
    [update],
  );

  const translate = useCallback(
    (event: ChatTranslationEvent) =>
      update(event.conversationId, (t) => ({
        ...t,
        messages: applyTranslation(t.messages, event, readerLang),
      })),
    [readerLang, update],
  );

  /** The last seq held per loaded conversation. */
  const lastSeqs = useCallback(() => {
    const out: Record<number, number> = {};
    for (const [id, t] of Object.entries(ref.current)) {
      const last = t.messages.at(-1);
      if (last) out[Number(id)] = last.seq;
    }
    return out;
  }, []);

  const forget = useCallback((id: number) => {
    setThreads((all) => {
      const { [id]: _gone, ...rest } = all;
      return rest;
    });
  }, []);

  return { threads, open, loadOlder, receive, translate, lastSeqs, forget };
}
