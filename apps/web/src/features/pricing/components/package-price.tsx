import { useTranslation } from 'react-i18next';
import { priceWithDiscount, type PackagePromo } from '@harbour/shared';
import { formatDate, formatPercent } from '@/lib/format';
import { formatMoney } from '../lib/money';

/** A price, or COMPLIMENTARY when it is 0. */
export function Price({ value, className }: { value: number; className?: string }) {
  const { t } = useTranslation('pricing');
  return <span className={className}>{value === 0 ? t('complimentary') : formatMoney(value)}</span>;
}

/**
 * A running promo: the old price struck through, the offer price, the OFF figure and the end date. A plan
 * priced by the month (`months`) says so on both prices, and what the whole package then costs.
 */
export function PromoPrice({
  base,
  promo,
  months = null,
  regularTotal,
}: {
  base: number;
  promo: PackagePromo;
  months?: number | null;
  /** the package's own price, shown beside the offer's total */
  regularTotal?: number;
}) {
  const { t } = useTranslation('pricing');
  const discounted = priceWithDiscount(base, promo.discount, promo.discount_type);
  const off =
    promo.discount_type === 'Percentage' ? formatPercent(promo.discount / 100) : formatMoney(promo.discount);
  const perMonth = (value: number) => t('per_month', { price: formatMoney(value) });
  // each month is charged in whole cents
  const total = months != null && discounted > 0 ? (Math.round(discounted * 100) * months) / 100 : null;
  const monthly = total != null;
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
      <p className="font-semibold" dir="auto">
        {t('promo.label', { name: promo.name })}
      </p>
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="sr-only">{t('promo.old_price')}</span>
        <s className="text-slate-700">{monthly ? perMonth(base) : formatMoney(base)}</s>
        <span className="sr-only">{t('promo.new_price')}</span>
        {monthly ? (
          <span className="text-lg font-bold">{perMonth(discounted)}</span>
        ) : (
          <Price value={discounted} className="text-xl font-bold" />
        )}
        <span className="rounded bg-amber-700 px-2 py-0.5 text-sm font-bold text-white">
          {t('promo.off', { amount: off })}
        </span>
      </p>
      {total != null && (
        <p className="font-semibold">
          {t('promo.package_total', {
            total: formatMoney(total),
            regular: formatMoney(regularTotal ?? base * (months ?? 1)),
          })}
        </p>
      )}
      <p className="text-sm">{t('promo.expires', { date: formatDate(promo.expires_at) })}</p>
    </div>
  );
}
