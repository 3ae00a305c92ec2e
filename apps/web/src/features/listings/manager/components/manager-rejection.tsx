import { useTranslation } from 'react-i18next';
import type { OwnedListing } from '@/features/listings/shared/lib/manager-kinds';

/** Why an admin refused the listing's plan for non-profits, under its payment state (issue 21 §2). */
export function ManagerRejection({ item }: { item: OwnedListing }) {
  const { t } = useTranslation('vivalinks');
  const reason = 'rejection_reason' in item.listing ? item.listing.rejection_reason : null;
  if (!reason || item.listing.payment_state !== 'payment_failed') return null;
  return (
    <p className="mt-1 max-w-xs text-sm text-red-800" dir="auto">
      {t('manager.rejection_reason', { reason })}
    </p>
  );
}
