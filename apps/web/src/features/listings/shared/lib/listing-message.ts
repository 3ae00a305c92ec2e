import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/lib/messages';

/**
 * Translates a form error: a key of the listings' catalogue (`event.errors.…`, `jobs.errors.…`) from
 * there, every other key (fill_required_fields, address_not_valid…) as a server message.
 */
export function useListingMessage(): (key: string | null | undefined) => string {
  const { t, i18n } = useTranslation('vivalinks');
  const tm = useMessage();
  return useCallback(
    (key) => (!key ? '' : i18n.exists(key, { ns: 'vivalinks' }) ? t(key) : tm(key)),
    [t, i18n, tm],
  );
}
