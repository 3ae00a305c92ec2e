import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatConversation } from '@harbour/shared';
import { cx } from '@/lib/cx';
import { formatRelative } from '@/lib/format';
import { conversationName, shownText } from '../lib/messages';
import { Initials } from './initials';

export interface ConversationListProps {
  conversations: ChatConversation[];
  meId: number;
  openId: number | null;
  readerLang: string;
  /** users online now (a one-to-one shows its other member's) */
  online: ReadonlySet<number>;
}

/** The reader's conversations, most recent first: name, last message (translated when it is), unread count. */
export function ConversationList({ conversations, meId, openId, readerLang, online }: ConversationListProps) {
  const { t } = useTranslation('chat');
  return (
    <ul className="divide-y divide-slate-200" aria-label={t('conversations')}>
      {conversations.map((c) => {
        const name = conversationName(c, meId);
        const last = c.lastMessage;
        const lastSender =
          last && last.senderId === meId
            ? t('you')
            : c.isGroup
              ? c.members.find((m) => m.id === last?.senderId)?.fullName
              : null;
        const current = c.id === openId;
        const otherOnline = !c.isGroup && c.members.some((m) => m.id !== meId && online.has(m.id));
        return (
          <li key={c.id}>
            <Link
              to={`/chat?c=${c.id}`}
              aria-current={current ? 'page' : undefined}
              className={cx(
                'flex items-start gap-3 px-4 py-3 no-underline outline-none hover:bg-harbour-50',
                'focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-harbour-600',
                current && 'bg-harbour-50 forced-colors:border-s-4 forced-colors:border-[Highlight]',
              )}
            >
              <span className="relative shrink-0">
                <Initials name={name} />
                {otherOnline && <OnlineDot label={t('online')} />}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span
                    className={cx('truncate text-slate-900', c.unread > 0 ? 'font-bold' : 'font-semibold')}
                    dir="auto"
                  >
                    {name}
                  </span>
                  {last && (
                    <time
                      className="shrink-0 text-xs whitespace-nowrap text-slate-600"
                      dateTime={last.createdAt}
                    >
                      {formatRelative(last.createdAt)}
                    </time>
                  )}
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate text-sm text-slate-700" dir="auto">
                    {last ? (
                      <>
                        {lastSender && <span className="font-medium">{lastSender}: </span>}
                        {shownText(last, readerLang)}
                      </>
                    ) : (
                      t('no_messages_yet')
                    )}
                  </span>
                  {c.unread > 0 && (
                    <span className="shrink-0 rounded-full bg-harbour-600 px-2 py-0.5 text-xs font-bold text-white forced-colors:border">
                      <span aria-hidden="true">{c.unread}</span>
                      <span className="sr-only">{t('unread', { count: c.unread })}</span>
                    </span>
                  )}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** A green dot on the avatar's corner (a ring keeps it apart from the avatar), named for screen readers. */
export function OnlineDot({ label }: { label: string }) {
  return (
    <span className="absolute -end-0.5 -bottom-0.5 size-3.5 rounded-full border-2 border-white bg-emerald-600 forced-colors:bg-[Highlight]">
      <span className="sr-only">{label}</span>
    </span>
  );
}
