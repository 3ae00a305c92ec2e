import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '@harbour/shared';

/** "3 hours ago", "just now", "a while ago" in the current language (Intl.RelativeTimeFormat). */
export function useRelativeTime(): (value: string | Date, now?: Date) => string {
  const { t, i18n } = useTranslation('notifications');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    (value, now = new Date()) => {
      const r = relativeTime(value, now);
      if (r.kind === 'just_now') return t('time.just_now');
      if (r.kind === 'a_while_ago') return t('time.a_while_ago');
      return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(r.value, r.unit);
    },
    [t, language],
  );
}
