import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@harbour/shared';
import { cx } from '@/lib/cx';
import { formatTime } from '@/lib/format';
import { languageName } from '@/lib/language-name';
import { linkify } from '../lib/linkify';
import { shownText } from '../lib/messages';

export interface MessageBubbleProps {
  message: ChatMessage;
  mine: boolean;
  readerLang: string;
  seen: boolean;
  onReport?: (message: ChatMessage) => void;
}

/**
 * One message, in the reader's language when a translation exists, with the language it was written
 * in and a "Show original" toggle. Text only: links are built as elements, never from HTML.
 */
export function MessageBubble({ message, mine, readerLang, seen, onReport }: MessageBubbleProps) {
  const { t } = useTranslation('chat');
  const [original, setOriginal] = useState(false);
  const foreign = message.lang !== readerLang;
  const translated = foreign && message.translation?.lang === readerLang;
  const text = shownText(message, readerLang, original);
  return (
    <li className={cx('flex flex-col gap-0.5', mine ? 'items-end' : 'items-start')}>
      <div
        className={cx(
          'max-w-[85%] rounded-2xl px-3 py-2 whitespace-pre-wrap break-words forced-colors:border',
          mine ? 'rounded-ee-sm bg-harbour-600 text-white' : 'rounded-es-sm bg-slate-100 text-slate-900',
        )}
      >
        <p dir="auto" lang={translated && !original ? readerLang : message.lang}>
          {linkify(text)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
        <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
        {foreign && <span>{t('written_in', { language: languageName(message.lang, readerLang) })}</span>}
        {translated && (
          <button
            type="button"
            aria-pressed={original}
            onClick={() => setOriginal((o) => !o)}
            className="rounded font-semibold text-harbour-700 underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-harbour-600"
          >
            {original ? t('show_translation') : t('show_original')}
          </button>
        )}
        {!mine && onReport && (
          <button
            type="button"
            onClick={() => onReport(message)}
            aria-label={t('report_message')}
            className="rounded text-slate-600 underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-harbour-600"
          >
            {t('report')}
          </button>
        )}
        {mine && seen && <span className="font-semibold">{t('seen')}</span>}
      </div>
    </li>
  );
}
