import { useTranslation } from 'react-i18next';
import type { PurchaseAmounts } from '@harbour/shared';
import { formatNumber } from '@/lib/format';

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

/** The texts of the summary, already translated; a feature with its own catalogue passes them. */
export interface AmountsLabels {
  subtotal: string;
  tax: (percent: string) => string;
  total: string;
  /** what the live region says when the total changes */
  announce: (total: string) => string;
}

export interface AmountsSummaryProps {
  amounts: PurchaseAmounts;
  taxPercent: number;
  /** a line under the amounts (e-transfer or cheque: one payment for the whole period) */
  note?: string;
  /** a heading above the amounts */
  title?: string;
  /** default: the checkout's texts (catalogue `checkout`) */
  labels?: AmountsLabels;
}

/**
 * Subtotal, Tax (n %) and Total (the listing and payment rules). The total is also said in a polite live region, so a
 * screen reader hears it change when the plan, the quantity or the way to pay changes.
 */
export function AmountsSummary({ amounts, taxPercent, note, title, labels }: AmountsSummaryProps) {
  // the default namespace: a feature that passes its labels never loads the listing catalogue
  const { t } = useTranslation();
  const l: AmountsLabels = labels ?? {
    subtotal: t('payment.subtotal', { ns: 'checkout' }),
    tax: (percent) => t('payment.tax', { ns: 'checkout', percent }),
    total: t('payment.total', { ns: 'checkout' }),
    announce: (total) => t('payment.total_announce', { ns: 'checkout', total }),
  };
  const rows: Array<[string, number, boolean]> = [
    [l.subtotal, amounts.subtotalCents, false],
    [l.tax(formatNumber(taxPercent, { maximumFractionDigits: 2 })), amounts.taxCents, false],
    [l.total, amounts.totalCents, true],
  ];
  return (
    <div className="flex max-w-sm flex-col gap-2">
      {title && <h3 className="font-semibold text-slate-800">{title}</h3>}
      <dl className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-slate-50 p-4">
        {rows.map(([label, cents, strong]) => (
          <div
            key={label}
            className={
              strong
                ? 'flex justify-between border-t border-slate-300 pt-1 font-bold'
                : 'flex justify-between'
            }
          >
            <dt>{label}</dt>
            <dd className="tabular-nums">{formatCents(cents)}</dd>
          </div>
        ))}
      </dl>
      {note && <p className="text-sm text-slate-700">{note}</p>}
      <p className="sr-only" role="status" aria-live="polite" aria-atomic="true">
        {l.announce(formatCents(amounts.totalCents))}
      </p>
    </div>
  );
}
