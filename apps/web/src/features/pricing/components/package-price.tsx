import { useTranslation } from 'react-i18next';
import { priceWithDiscount, type PackagePromo } from '@harbour/shared';
import { formatDate, formatPercent } from '../../../lib/format';
import { formatMoney } from '../lib/money';

/** A price, or COMPLIMENTARY when it is 0. */
export function Price({ value, className }: { value: number; className?: string }) {
  const { t } = useTranslation('pricing');
  return <span className={className}>{value === 0 ? t('complimentary') : formatMoney(value)}</span>;
}

/** A running promo: the old price struck through, the offer price, the OFF figure and the end date. */
export function PromoPrice({ base, promo }: { base: number; promo: PackagePromo }) {
  const { t } = useTranslation('pricing');
  const discounted = priceWithDiscount(base, promo.discount, promo.discount_type);
  const off =
    promo.discount_type === 'Percentage' ? formatPercent(promo.discount / 100) : formatMoney(promo.discount);
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
      <p className="font-semibold" dir="auto">
        {t('promo.label', { name: promo.name })}
      </p>
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="sr-only">{t('promo.old_price')}</span>
        <s className="text-slate-700">{formatMoney(base)}</s>
        <span className="sr-only">{t('promo.new_price')}</span>
        <Price value={discounted} className="text-xl font-bold" />
        <span className="rounded bg-amber-700 px-2 py-0.5 text-sm font-bold text-white">
          {t('promo.off', { amount: off })}
        </span>
      </p>
      <p className="text-sm">{t('promo.expires', { date: formatDate(promo.expires_at) })}</p>
    </div>
  );
}
