import { useTranslation } from 'react-i18next';
import { cx } from '@/lib/cx';
import { formatTime } from '@/lib/format';
import { statusName, type PaymentState } from '@/features/listings/shared/lib/manager-kinds';

const STATUS_TONES = {
  active: 'bg-green-100 text-green-900',
  inactive: 'bg-slate-100 text-slate-800',
  expired: 'bg-amber-100 text-amber-900',
  unknown: 'bg-slate-100 text-slate-700',
};

/** The listing's status, read-only (the listing fields: 0 Inactive, 1 Active, 2 Expired, other Unknown). */
export function ManagerStatus({ status }: { status: number }) {
  const { t } = useTranslation('vivalinks');
  const name = statusName(status);
  return (
    <span className={cx('inline-block rounded-full px-3 py-0.5 text-sm font-semibold', STATUS_TONES[name])}>
      {t(`manager.status.${name}`)}
    </span>
  );
}

/**
 * Whether the money is in: paid or free, or what the listing still waits for. With a card checkout,
 * until when it can be paid, or that it closed unpaid and Pay again is the way on.
 */
export function ManagerPayment({
  state,
  checkoutExpiresAt = null,
}: {
  state: PaymentState;
  checkoutExpiresAt?: string | null;
}) {
  const { t } = useTranslation('vivalinks');
  const waiting =
    state === 'awaiting_payment' || state === 'awaiting_alternate_payment' || state === 'awaiting_approval';
  const failed = state === 'payment_failed';
  const checkout =
    checkoutExpiresAt === null
      ? null
      : state === 'awaiting_payment'
        ? t('manager.checkout.open', { time: formatTime(checkoutExpiresAt) })
        : failed
          ? t('manager.checkout.expired', { action: t('manager.pay_again') })
          : null;
  return (
    <span
      className={cx(
        'text-sm',
        failed ? 'font-semibold text-red-800' : waiting ? 'font-semibold text-amber-900' : 'text-slate-700',
      )}
    >
      {t(`manager.payment.${state}`)}
      {checkout && <span className="mt-1 block font-normal text-slate-700">{checkout}</span>}
    </span>
  );
}
