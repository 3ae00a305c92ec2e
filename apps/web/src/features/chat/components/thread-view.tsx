import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatConversation, ChatMessage } from '@harbour/shared';
import { Alert, Button, RetryAlert, Spinner } from '@/components/ui';
import { groupBySender } from '../lib/messages';
import type { Thread } from '../lib/use-threads';
import { MessageBubble } from './message-bubble';

export interface ThreadViewProps {
  thread: Thread | undefined;
  conversation: ChatConversation | undefined;
  meId: number;
  readerLang: string;
  /** per member, the last seq they read (from read receipts) */
  readBy: Record<number, number>;
  typingNames: string[];
  onLoadOlder: () => void;
  onRetry: () => void;
  onReport: (message: ChatMessage) => void;
}

const NEAR_TOP = 80;
const NEAR_BOTTOM = 120;

/** The messages of one conversation, oldest at the top; scrolling up loads older ones. */
export function ThreadView(props: ThreadViewProps) {
  const { thread, conversation, meId, readerLang, readBy, typingNames, onLoadOlder, onRetry, onReport } =
    props;
  const { t } = useTranslation('chat');
  const box = useRef<HTMLDivElement>(null);
  const anchor = useRef<{
    first: number | undefined;
    last: number | undefined;
    height: number;
    atBottom: boolean;
  }>({
    first: undefined,
    last: undefined,
    height: 0,
    atBottom: true,
  });
  const messages = thread?.messages ?? [];
  const first = messages[0]?.seq;
  const last = messages.at(-1)?.seq;

  // Older messages added above keep what the reader was looking at in place; new ones at the bottom
  // scroll into view when the reader was already at the bottom.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const before = anchor.current;
    if (before.first !== undefined && first !== undefined && first < before.first) {
      el.scrollTop += el.scrollHeight - before.height;
    } else if (last !== before.last && (before.atBottom || before.last === undefined)) {
      el.scrollTop = el.scrollHeight;
    }
    anchor.current = { first, last, height: el.scrollHeight, atBottom: before.atBottom };
  }, [first, last]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    anchor.current.atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM;
    anchor.current.height = el.scrollHeight;
    if (el.scrollTop < NEAR_TOP && thread?.hasMore && !thread.loadingOlder) onLoadOlder();
  };

  if (!thread || thread.status === 'loading') {
    return (
      <div className="flex flex-1 items-center justify-center gap-2 p-6 text-slate-700" role="status">
        <Spinner size="sm" />
        {t('thread_loading')}
      </div>
    );
  }
  if (thread.status === 'not_found') {
    return (
      <div className="p-4">
        <Alert tone="info">{t('not_found')}</Alert>
      </div>
    );
  }
  if (thread.status === 'error') {
    return (
      <div className="p-4">
        <RetryAlert tone="error" onRetry={onRetry}>
          {t('thread_error')}
        </RetryAlert>
      </div>
    );
  }

  const names = new Map(conversation?.members.map((m) => [m.id, m.fullName]) ?? []);
  const others = Object.entries(readBy).filter(([id]) => Number(id) !== meId);
  const lastMine = [...messages].reverse().find((m) => m.senderId === meId);
  const seenSeq = lastMine && others.some(([, seq]) => seq >= lastMine.seq) ? lastMine.seq : null;

  return (
    <div
      ref={box}
      onScroll={onScroll}
      className="flex-1 overflow-y-auto px-3 py-4 sm:px-4"
      // scrollable region reachable by keyboard
      tabIndex={0}
      role="region"
      aria-label={t('messages')}
    >
      {thread.hasMore && (
        <div className="mb-3 flex justify-center">
          <Button variant="secondary" size="sm" isPending={thread.loadingOlder} onPress={onLoadOlder}>
            {thread.loadingOlder ? t('loading_older') : t('load_older')}
          </Button>
        </div>
      )}
      {thread.olderError && (
        <RetryAlert tone="error" className="mb-3" onRetry={onLoadOlder}>
          {t('thread_error')}
        </RetryAlert>
      )}
      {messages.length === 0 && <p className="p-4 text-center text-slate-700">{t('thread_empty')}</p>}
      <ol className="flex flex-col gap-4">
        {groupBySender(messages).map((group) => {
          const mine = group[0]!.senderId === meId;
          const sender = mine ? t('you') : (names.get(group[0]!.senderId ?? -1) ?? t('someone'));
          return (
            <li key={group[0]!.seq} className="flex flex-col gap-1.5">
              <h3 className={mine ? 'sr-only' : 'text-sm font-semibold text-slate-800'} dir="auto">
                {sender}
              </h3>
              <ol className="flex flex-col gap-1.5">
                {group.map((m) => (
                  <MessageBubble
                    key={m.seq}
                    message={m}
                    mine={mine}
                    readerLang={readerLang}
                    seen={m.seq === seenSeq}
                    onReport={mine ? undefined : onReport}
                  />
                ))}
              </ol>
            </li>
          );
        })}
      </ol>
      <p className="mt-2 min-h-5 text-sm text-slate-600 italic" aria-hidden={typingNames.length === 0}>
        {typingNames.length > 0 && t('typing', { name: typingNames.join(', ') })}
      </p>
    </div>
  );
}
