import { useTranslation } from 'react-i18next';
import type { PurchaseAmounts } from '@harbour/shared';
import { formatNumber } from '../../../lib/format';

/** Dollars from cents, always with 2 decimals (a bill). */
export function formatCents(cents: number): string {
  return formatNumber(cents / 100, {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** Subtotal, Tax (n %) and Total (spec 3 §4). */
export function AmountsSummary({ amounts, taxPercent }: { amounts: PurchaseAmounts; taxPercent: number }) {
  const { t } = useTranslation('vivalinks');
  const rows: Array<[string, number, boolean]> = [
    [t('payment.subtotal'), amounts.subtotalCents, false],
    [
      t('payment.tax', { percent: formatNumber(taxPercent, { maximumFractionDigits: 2 }) }),
      amounts.taxCents,
      false,
    ],
    [t('payment.total'), amounts.totalCents, true],
  ];
  return (
    <dl className="flex max-w-sm flex-col gap-1 rounded-lg border border-slate-200 bg-slate-50 p-4">
      {rows.map(([label, cents, strong]) => (
        <div
          key={label}
          className={
            strong ? 'flex justify-between border-t border-slate-300 pt-1 font-bold' : 'flex justify-between'
          }
        >
          <dt>{label}</dt>
          <dd className="tabular-nums">{formatCents(cents)}</dd>
        </div>
      ))}
    </dl>
  );
}
