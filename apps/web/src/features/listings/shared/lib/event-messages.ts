import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/lib/messages';

/**
 * Translates a form error: the wizards' own keys (`event.errors.…`, `volunteer.errors.…`) from the
 * vivalinks catalogue, every other key (fill_required_fields, address_not_valid…) as a server message.
 */
export function useListingMessage(): (key: string | null | undefined) => string {
  const { t } = useTranslation('vivalinks');
  const tm = useMessage();
  return useCallback(
    (key) => {
      if (!key) return '';
      return /^(event|volunteer)\.errors\./.test(key) ? t(key) : tm(key);
    },
    [t, tm],
  );
}
