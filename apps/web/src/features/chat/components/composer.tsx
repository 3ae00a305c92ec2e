import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX } from '@harbour/shared';
import { Button, RetryAlert } from '@/components/ui';
import { fieldInputClass } from '@/components/ui/text-field';
import { cx } from '@/lib/cx';
import { useMessage } from '@/lib/messages';

export interface ComposerProps {
  /** Sends one message; the same clientKey for a retry of the same text, so it is never posted twice. */
  onSend: (text: string, clientKey: string) => Promise<void>;
  onTyping: (typing: boolean) => void;
}

const COUNTER_FROM = CHAT_MESSAGE_MAX - 200;
const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The message field: Enter sends, Shift+Enter adds a line; a failed send keeps the text and offers Retry. */
export function Composer({ onSend, onTyping }: ComposerProps) {
  const { t } = useTranslation('chat');
  const tm = useMessage();
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The key belongs to the text it was made for: an edited text is a new message.
  const key = useRef<{ text: string; key: string } | null>(null);
  const typingSent = useRef(0);
  const field = useRef<HTMLTextAreaElement>(null);

  const length = text.trim().length;
  const over = length - CHAT_MESSAGE_MAX;

  const send = async () => {
    const body = text.trim();
    if (!body || over > 0 || pending) return;
    if (key.current?.text !== body) key.current = { text: body, key: newKey() };
    setPending(true);
    setError(null);
    try {
      await onSend(body, key.current.key);
      key.current = null;
      setText('');
      typingSent.current = 0;
      onTyping(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : '');
    } finally {
      setPending(false);
      field.current?.focus();
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  const onChange = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value && now - typingSent.current > 3000) {
      typingSent.current = now;
      onTyping(true);
    }
  };

  return (
    <div className="border-t border-slate-200 bg-white p-3">
      {error !== null && (
        <RetryAlert tone="error" className="mb-3" onRetry={() => void send()} isRetrying={pending}>
          {t('send_failed', { reason: tm(error || 'Something went wrong!') })}
        </RetryAlert>
      )}
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor="chat-composer" className="sr-only">
            {t('message_label')}
          </label>
          <textarea
            id="chat-composer"
            ref={field}
            rows={2}
            value={text}
            dir="auto"
            placeholder={t('message_placeholder')}
            aria-describedby="chat-composer-hint chat-composer-count"
            aria-invalid={over > 0 || undefined}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              if (typingSent.current) onTyping(false);
              typingSent.current = 0;
            }}
            className={cx(fieldInputClass, 'max-h-40 min-h-11 resize-y')}
          />
          <p id="chat-composer-hint" className="sr-only">
            {t('composer_hint')}
          </p>
          <p
            id="chat-composer-count"
            className={cx(
              'text-xs',
              over > 0 ? 'font-semibold text-red-700' : 'text-slate-600',
              length < COUNTER_FROM && 'sr-only',
            )}
          >
            {over > 0
              ? t('too_long', { over })
              : t('characters_left', { used: length, max: CHAT_MESSAGE_MAX })}
          </p>
        </div>
        <Button type="submit" isPending={pending} isDisabled={!length || over > 0}>
          {pending ? t('sending') : t('send')}
        </Button>
      </form>
    </div>
  );
}
