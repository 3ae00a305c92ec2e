import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ChatMessage } from '@harbour/shared';
import { Button, buttonClasses, RetryAlert, Spinner } from '@/components/ui';
import { cx } from '@/lib/cx';
import { ApiError } from '@/lib/api-client';
import { useMessage } from '@/lib/messages';
import { closeConversation, postMessage } from '../api/chat-api';
import { useChat } from '../lib/use-chat';
import { ChatDialogs, type DialogState } from './chat-dialogs';
import { Composer } from './composer';
import { ConversationList } from './conversation-list';
import { ThreadActions } from './thread-actions';
import { ThreadView } from './thread-view';

export interface ChatPanelsProps {
  meId: number;
  token: string | null;
  openId: number | null;
  onError: (message: string) => void;
}

/** The list and the thread: side by side from the md breakpoint, one at a time (with a back link) below. */
export function ChatPanels({ meId, token, openId, onError }: ChatPanelsProps) {
  const { t } = useTranslation('chat');
  const tm = useMessage();
  const navigate = useNavigate();
  const chat = useChat({
    meId,
    token,
    openId,
    onError,
    onRemoved: (id) => {
      if (id === openId) void navigate('/chat', { replace: true });
    },
  });
  const [dialog, setDialog] = useState<DialogState>(null);
  const [notice, setNotice] = useState('');
  // Same address, another view: focus follows to the thread's title (or back to the list's), so a
  // keyboard or screen reader user lands where the view changed (the list is hidden on a phone).
  const shownId = useRef(openId);
  useEffect(() => {
    if (shownId.current === openId) return;
    shownId.current = openId;
    const target = document.getElementById(openId === null ? 'chat-title' : 'chat-thread-title');
    target?.focus({ preventScroll: true });
  }, [openId]);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(''), 8000);
    return () => clearTimeout(timer);
  }, [notice]);
  const [everConnected, setEverConnected] = useState(false);
  if (chat.socket.connected && !everConnected) setEverConnected(true);
  const { list, conversation, thread, readerLang } = chat;
  const title = conversation ? chat.name(conversation) : '';
  const other =
    conversation && !conversation.isGroup ? conversation.members.find((m) => m.id !== meId) : undefined;

  const close = async (id: number) => {
    try {
      await closeConversation(id);
    } catch (e) {
      const key = e instanceof ApiError ? e.message : '';
      onError(key);
      setNotice(tm(key));
      return;
    }
    chat.setConversations((all) => all.filter((c) => c.id !== id));
    chat.threads.forget(id);
    setNotice(t('closed'));
    chat.announce(t('closed'));
    void navigate('/chat');
  };

  const send = async (text: string, clientKey: string) => {
    if (openId === null) return;
    try {
      const message = await postMessage({ conversationId: openId, text, lang: readerLang, clientKey });
      chat.receive([message], false);
    } catch (e) {
      onError(e instanceof Error ? e.message : '');
      throw e;
    }
  };

  return (
    <div
      className={cx(
        // edge to edge on a phone (the page's own padding taken back); inside it from md on
        '-mx-4 -my-8 flex h-[calc(100dvh-var(--sticky-header-height,4rem))] min-h-[24rem]',
        'md:mx-0 md:my-0 md:h-[calc(100dvh-var(--sticky-header-height,4rem)-4rem)]',
      )}
    >
      <section
        aria-labelledby="chat-title"
        className={cx(
          'flex w-full min-w-0 flex-col border-slate-200 bg-white md:w-80 md:shrink-0 md:rounded-s-2xl md:border',
          openId !== null && 'max-md:hidden',
        )}
      >
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
          <h1 id="chat-title" tabIndex={-1} className="text-2xl font-bold text-harbour-900 outline-none">
            {t('title')}
          </h1>
          <Button size="sm" onPress={() => setDialog({ kind: 'new' })}>
            {t('new_conversation')}
          </Button>
        </div>
        <nav aria-label={t('conversations')} className="flex-1 overflow-y-auto">
          {list.isPending ? (
            <p role="status" className="flex items-center gap-2 p-4 text-slate-700">
              <Spinner size="sm" />
              {t('loading')}
            </p>
          ) : list.isError ? (
            <div className="p-4">
              <RetryAlert tone="error" onRetry={() => void list.refetch()} isRetrying={list.isRefetching}>
                {t('load_error')}
              </RetryAlert>
            </div>
          ) : list.data.length === 0 ? (
            <p className="p-4 text-slate-700">{t('empty')}</p>
          ) : (
            <ConversationList
              conversations={list.data}
              meId={meId}
              openId={openId}
              readerLang={readerLang}
              online={chat.online}
            />
          )}
        </nav>
      </section>

      <section
        aria-labelledby={openId !== null ? 'chat-thread-title' : undefined}
        aria-label={openId === null ? t('messages') : undefined}
        className={cx(
          'flex min-w-0 flex-1 flex-col border-slate-200 bg-white md:rounded-e-2xl md:border md:border-s-0',
          openId === null && 'max-md:hidden',
        )}
      >
        {notice && (
          <p className="m-2 rounded-lg border border-harbour-200 bg-harbour-50 px-3 py-2 text-sm text-harbour-900">
            {notice}
          </p>
        )}
        {chat.socket.refused && (
          <p role="status" className="m-2 text-sm text-slate-700">
            {t(`common:${chat.socket.refused}`)}
          </p>
        )}
        {everConnected && !chat.socket.connected && !chat.socket.refused && (
          <p role="status" className="m-2 flex items-center gap-2 text-sm text-slate-700">
            <Spinner size="sm" />
            {t('reconnecting')}
          </p>
        )}
        {openId === null ? (
          <p className="m-auto p-6 text-center text-slate-700">{t('choose')}</p>
        ) : (
          <>
            {/* on a phone the list (and its h1) is hidden while a thread is open */}
            <h1 className="sr-only md:hidden">{t('title')}</h1>
            <div className="flex items-center gap-2 border-b border-slate-200 px-2 py-2 sm:px-4">
              <Link to="/chat" className={cx(buttonClasses({ variant: 'ghost', size: 'sm' }), 'md:hidden')}>
                <span aria-hidden="true" className="rtl:rotate-180">
                  ←
                </span>
                <span className="sr-only">{t('back')}</span>
              </Link>
              <h2
                id="chat-thread-title"
                tabIndex={-1}
                className="min-w-0 flex-1 truncate text-lg font-bold text-slate-900 outline-none"
                dir="auto"
              >
                {title || t('title')}
              </h2>
              {other && chat.online.has(other.id) && (
                <span className="flex shrink-0 items-center gap-1.5 text-sm text-slate-700">
                  <span
                    aria-hidden="true"
                    className="size-2.5 rounded-full bg-emerald-600 forced-colors:bg-[Highlight]"
                  />
                  {t('online')}
                </span>
              )}
              {conversation && (
                <ThreadActions
                  conversation={conversation}
                  otherName={other?.fullName ?? ''}
                  onAction={(action) =>
                    action === 'close' ? void close(conversation.id) : setDialog({ kind: action })
                  }
                />
              )}
            </div>
            <ThreadView
              thread={chat.conversationMissing ? { ...emptyThread, status: 'not_found' } : thread}
              conversation={conversation}
              meId={meId}
              readerLang={readerLang}
              readBy={chat.readBy}
              typingNames={chat.typingNames}
              onLoadOlder={() => void chat.threads.loadOlder(openId)}
              onRetry={() => void chat.threads.open(openId, true)}
              onReport={(message: ChatMessage) => setDialog({ kind: 'report', message })}
            />
            {thread?.status === 'ready' && !chat.conversationMissing && (
              <Composer onSend={send} onTyping={(typing) => chat.socket.typing(openId, typing)} />
            )}
          </>
        )}
      </section>

      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="chat-live">
        {chat.announcement}
      </p>
      <ChatDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        meId={meId}
        conversation={conversation}
        other={other}
        title={title}
        onOpen={(id) => void navigate(`/chat?c=${id}`)}
        onLeft={() => {
          if (openId !== null) {
            chat.setConversations((all) => all.filter((c) => c.id !== openId));
            chat.threads.forget(openId);
          }
          void navigate('/chat');
        }}
        onChanged={(c) => chat.setConversations((all) => [c, ...all.filter((x) => x.id !== c.id)])}
        onError={onError}
        onNotice={(text) => {
          setNotice(text);
          chat.announce(text);
        }}
      />
    </div>
  );
}

const emptyThread = { messages: [], hasMore: false, loadingOlder: false, olderError: false };
