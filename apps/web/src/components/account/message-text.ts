import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { messageKey } from '@/lib/messages';

/**
 * Turns a server message (an i18n key such as `login.fail.confirm_email`, or a sentence) into text:
 * the feature's namespace first, then `common`, otherwise the sentence as is.
 */
export function messageKeyToText(t: TFunction, ns: string, message: string | null | undefined): string {
  if (!message) return '';
  return t(messageKey(message), { ns: [ns, 'common'], nsSeparator: false, defaultValue: message });
}

/** `const text = useMessageText('auth'); text(envelope.meta.message)` */
export function useMessageText(ns: 'auth' | 'profile'): (message: string | null | undefined) => string {
  const { t } = useTranslation([ns, 'common']);
  return useCallback((message) => messageKeyToText(t, ns, message), [t, ns]);
}
