import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { SOMETHING_WENT_WRONG } from '@harbour/shared';

/** Namespaces searched, in order, for a server message key. */
const MESSAGE_NAMESPACES = ['common', 'auth', 'profile', 'nupost'];

/** Maps a server message to its catalogue key ('Something went wrong!' → 'something_went_wrong'). */
export function messageKey(message: string): string {
  return message === SOMETHING_WENT_WRONG ? 'something_went_wrong' : message;
}

/**
 * Translates a message key (`fill_required_fields`, `login.fail.confirm_email`…) or shows a server
 * sentence as it is when no catalogue has it.
 */
export function translateMessage(t: TFunction, message: string | null | undefined): string {
  if (!message) return '';
  const key = messageKey(message);
  return t(key, { ns: MESSAGE_NAMESPACES, nsSeparator: false, defaultValue: message });
}

/** `const tm = useMessage(); tm(envelope.meta.message)` */
export function useMessage(): (message: string | null | undefined) => string {
  // Only `common` is required here; auth/profile keys resolve once their pages have loaded them.
  const { t } = useTranslation();
  return useCallback((message) => translateMessage(t, message), [t]);
}
