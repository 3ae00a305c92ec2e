import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatConversation, ChatMessage } from '@harbour/shared';
import { getConversation, listConversations, markRead } from '../api/chat-api';
import { conversationName, shownText, sortConversations, withMessage } from './messages';
import { applyPresence } from './presence';
import { useChatSocket } from './use-chat-socket';
import { useThreads } from './use-threads';

const TYPING_SHOWN_MS = 6000;

function usePageVisible() {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const on = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', on);
    return () => document.removeEventListener('visibilitychange', on);
  }, []);
  return visible;
}

/**
 * Everything the chat page holds: the conversation list (a query kept up to date by the socket), the
 * open thread's messages, read receipts, who is typing, and the sentence for the live region.
 */
export function useChat(opts: {
  meId: number;
  token: string | null;
  openId: number | null;
  onError: (message: string) => void;
  /** the reader left or was removed from this conversation (another tab, another member) */
  onRemoved?: (conversationId: number) => void;
}) {
  const { meId, token, openId, onError, onRemoved } = opts;
  const { t, i18n } = useTranslation('chat');
  const readerLang = i18n.resolvedLanguage ?? i18n.language;
  const queryClient = useQueryClient();
  const listKey = ['chat', 'conversations', meId, readerLang];
  const list = useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => listConversations(meId, signal).then(sortConversations),
    staleTime: 30_000,
  });
  const listed = list.data?.find((c) => c.id === openId);
  // A conversation opened by address (a push, a new one) before the list knows it.
  const single = useQuery({
    queryKey: ['chat', 'conversation', openId, readerLang],
    queryFn: ({ signal }) => getConversation(openId!, signal),
    enabled: openId !== null && list.isSuccess && !listed,
    retry: false,
  });
  const conversation = listed ?? single.data;
  const threads = useThreads(readerLang, onError);
  const [announcement, setAnnouncement] = useState('');
  const [readBy, setReadBy] = useState<Record<number, Record<number, number>>>({});
  const [typing, setTyping] = useState<Record<number, Record<number, number>>>({});
  const [online, setOnline] = useState<ReadonlySet<number>>(() => new Set());
  const visible = usePageVisible();

  useEffect(() => {
    if (list.error) onError(list.error.message);
  }, [list.error, onError]);
  useEffect(() => {
    if (single.error) onError(single.error.message);
  }, [single.error, onError]);
  const openThread = threads.open;
  useEffect(() => {
    if (openId !== null) void openThread(openId);
  }, [openId, openThread]);

  const state = useRef({ openId, visible, conversations: list.data ?? [], readerLang });
  useLayoutEffect(() => {
    state.current = { openId, visible, conversations: list.data ?? [], readerLang };
  });

  const setConversations = useCallback(
    (change: (all: ChatConversation[]) => ChatConversation[]) =>
      queryClient.setQueryData<ChatConversation[]>(listKey, (all) =>
        all ? sortConversations(change(all)) : all,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, meId, readerLang],
  );

  // per conversation, the seqs a live message jumped over (counted unread when the gap is filled)
  const missing = useRef(new Map<number, Set<number>>());
  const missingOf = (id: number) => {
    let set = missing.current.get(id);
    if (!set) missing.current.set(id, (set = new Set()));
    return set;
  };

  const receive = useCallback(
    (messages: ChatMessage[], live: boolean) => {
      threads.receive(messages);
      const { openId: current, visible: shown, conversations } = state.current;
      let unknown = false;
      setConversations((all) =>
        messages.reduce((acc, m) => {
          if (!acc.some((c) => c.id === m.conversationId)) unknown = true;
          return acc.map((c) =>
            c.id === m.conversationId
              ? withMessage(c, m, meId, shown && current === m.conversationId, missingOf(c.id))
              : c,
          );
        }, all),
      );
      if (unknown) void queryClient.invalidateQueries({ queryKey: ['chat', 'conversations', meId] });
      const incoming = messages.filter((m) => m.senderId !== meId);
      const latest = incoming.at(-1);
      if (live && latest) {
        const c = conversations.find((x) => x.id === latest.conversationId);
        const name = c?.members.find((m) => m.id === latest.senderId)?.fullName ?? t('someone');
        setAnnouncement(t('announce', { name, text: shownText(latest, state.current.readerLang) }));
        setTyping((all) => {
          const { [latest.senderId ?? -1]: _done, ...rest } = all[latest.conversationId] ?? {};
          return { ...all, [latest.conversationId]: rest };
        });
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [meId, queryClient, setConversations, t, threads.receive],
  );

  // Connected once the list is held, so the first 'chat:sync' already names every conversation's cursor.
  const socket = useChatSocket(list.data ? token : null, {
    onMessages: receive,
    onTranslation: (e) => {
      threads.translate(e);
      setConversations((all) =>
        all.map((c) =>
          c.lastMessage?.id === e.messageId && e.lang === readerLang && c.lastMessage.lang !== readerLang
            ? { ...c, lastMessage: { ...c.lastMessage, translation: { lang: e.lang, text: e.text } } }
            : c,
        ),
      );
    },
    onTyping: (e) => {
      if (e.userId === meId) return;
      setTyping((all) => ({
        ...all,
        [e.conversationId]: { ...all[e.conversationId], [e.userId]: e.typing ? Date.now() : 0 },
      }));
    },
    onRead: (e) =>
      setReadBy((all) => ({
        ...all,
        [e.conversationId]: {
          ...all[e.conversationId],
          [e.userId]: Math.max(e.seq, all[e.conversationId]?.[e.userId] ?? 0),
        },
      })),
    onConversation: (c) => {
      const left = !c.members.some((m) => m.id === meId);
      setConversations((all) => {
        const rest = all.filter((x) => x.id !== c.id);
        return left ? rest : [c, ...rest];
      });
      if (!list.data?.some((x) => x.id === c.id) && !left) {
        void queryClient.invalidateQueries({ queryKey: ['chat', 'conversations', meId] });
      }
    },
    onPresence: (change) => setOnline((all) => applyPresence(all, change)),
    // presence is known only while connected: the server tells who is online again after a reconnect
    onDisconnect: () => setOnline(new Set()),
    onRemoved: (id) => {
      setConversations((all) => all.filter((x) => x.id !== id));
      queryClient.removeQueries({ queryKey: ['chat', 'conversation', id] });
      threads.forget(id);
      setTyping(({ [id]: _gone, ...rest }) => rest);
      setReadBy(({ [id]: _gone, ...rest }) => rest);
      onRemoved?.(id);
    },
    cursors: () => {
      const out: Record<number, number> = {};
      for (const c of state.current.conversations) out[c.id] = c.lastSeq;
      return { ...out, ...threads.lastSeqs() };
    },
  });

  // Mark read while the thread is on screen.
  const thread = openId !== null ? threads.threads[openId] : undefined;
  const lastSeq = thread?.messages.at(-1)?.seq ?? 0;
  useEffect(() => {
    if (openId === null || !visible || !conversation || lastSeq <= conversation.lastReadSeq) return;
    if (socket.connected) socket.read(openId, lastSeq);
    else void markRead(openId, lastSeq).catch(() => undefined);
    setConversations((all) =>
      all.map((c) => (c.id === openId ? { ...c, lastReadSeq: lastSeq, unread: 0 } : c)),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openId, visible, lastSeq, conversation?.lastReadSeq, socket.connected]);

  // Typing shown for a few seconds after the last signal.
  const [now, setNow] = useState(() => Date.now());
  const typingHere = openId !== null ? (typing[openId] ?? {}) : {};
  const typingIds = Object.entries(typingHere)
    .filter(([, at]) => at && now - at < TYPING_SHOWN_MS)
    .map(([id]) => Number(id));
  useEffect(() => {
    if (!typingIds.length) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  });
  const typingNames = typingIds.map(
    (id) => conversation?.members.find((m) => m.id === id)?.fullName ?? t('someone'),
  );

  return {
    readerLang,
    list,
    conversation,
    conversationMissing: single.isError,
    thread,
    threads,
    socket,
    readBy: openId !== null ? (readBy[openId] ?? {}) : {},
    typingNames,
    online,
    announcement,
    announce: setAnnouncement,
    setConversations,
    receive,
    name: (c: ChatConversation) => conversationName(c, meId),
  };
}
