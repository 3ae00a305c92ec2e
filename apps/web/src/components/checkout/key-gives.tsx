import { useTranslation } from 'react-i18next';
import type { InvitationKeyCheckData } from '@harbour/shared';
import { Button } from '@/components/ui';
import { formatDate } from '@/lib/format';

export interface KeyGivesProps {
  gives: InvitationKeyCheckData;
  isPending: boolean;
  isDisabled: boolean;
  onConfirm: () => void;
}

/**
 * What a checked invitation key gives, before the user registers with it: the plan and quantity the
 * admin issued it for and the last listed day (issue 21 §2, §5). Announced when it appears.
 */
export function KeyGives({ gives, isPending, isDisabled, onConfirm }: KeyGivesProps) {
  const { t } = useTranslation('checkout');
  // noon: a calendar day, whatever the time zone
  const until = formatDate(`${gives.listing_end_date}T12:00:00`, { dateStyle: 'long' });
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-green-700 bg-green-50 p-4">
      <div role="status" className="flex flex-col gap-1">
        <p className="font-semibold text-green-900">{t('payment.key_gives_title')}</p>
        <p dir="auto">
          {gives.package_name
            ? gives.quantity > 1
              ? t('payment.key_gives_plan_quantity', { plan: gives.package_name, quantity: gives.quantity })
              : t('payment.key_gives_plan', { plan: gives.package_name })
            : t('payment.key_gives_default')}
        </p>
        <p>{t('payment.key_gives_until', { date: until })}</p>
      </div>
      <Button onPress={onConfirm} isPending={isPending} isDisabled={isDisabled && !isPending}>
        {t('payment.key_use')}
      </Button>
    </div>
  );
}
