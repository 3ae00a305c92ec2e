import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { ListingPackage } from '@harbour/shared';
import { cx } from '@/lib/cx';
import { formatDate, formatPrice } from '@/lib/format';
import { basePrice, isNonProfit, planAmounts, runningPromo } from '@/lib/checkout/plan-price';

export interface PlanPickerProps {
  plans: ListingPackage[];
  value: number | null;
  onChange: (packageId: number) => void;
  taxPercent: number;
  isDisabled?: boolean;
}

/** The plans as radio cards: name, description, the price (per month when priced monthly) and a running promo. */
export function PlanPicker({ plans, value, onChange, taxPercent, isDisabled }: PlanPickerProps) {
  const { t } = useTranslation('vivalinks');
  return (
    <RadioGroup
      value={value != null ? String(value) : null}
      onChange={(v) => onChange(Number(v))}
      isDisabled={isDisabled}
      className="flex flex-col gap-2"
    >
      <Label className="text-base font-semibold text-slate-800">{t('payment.choose_plan')}</Label>
      <div className="grid gap-3 sm:grid-cols-2">
        {plans.map((plan) => {
          const promo = runningPromo(plan);
          const unit = planAmounts(plan, 1, taxPercent).unitCents / 100;
          return (
            <Radio
              key={plan.package_id}
              value={String(plan.package_id)}
              className={({ isSelected }) =>
                cx(
                  'flex cursor-pointer flex-col gap-1 rounded-xl border-2 p-4 text-start',
                  isSelected ? 'border-harbour-600 bg-harbour-50' : 'border-slate-300 bg-white',
                  isNonProfit(plan) && !isSelected && 'border-sea-500 bg-sea-50',
                )
              }
            >
              {({ isSelected }) => (
                <>
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-bold text-harbour-900" dir="auto">
                      {plan.package_name}
                    </span>
                    <span
                      aria-hidden="true"
                      className={cx(
                        'size-5 shrink-0 rounded-full border-2',
                        isSelected
                          ? 'border-harbour-600 bg-harbour-600 ring-2 ring-white ring-inset'
                          : 'border-slate-500',
                      )}
                    />
                  </span>
                  {isNonProfit(plan) && (
                    <span className="self-start rounded bg-sea-700 px-2 py-0.5 text-xs font-bold text-white">
                      {t('payment.non_profit')}
                    </span>
                  )}
                  {plan.package_description && (
                    <span className="text-sm text-slate-700" dir="auto">
                      {plan.package_description}
                    </span>
                  )}
                  <span className="mt-1 flex flex-wrap items-baseline gap-x-2">
                    {promo && (
                      <>
                        <span className="sr-only">{t('payment.old_price')}</span>
                        <s className="text-slate-600">{formatPrice(basePrice(plan))}</s>
                      </>
                    )}
                    <span className="text-lg font-bold text-slate-900">
                      {unit === 0 ? t('payment.free') : formatPrice(unit)}
                    </span>
                    {/* a price without a monthly price is the whole plan's: "3 Months $99", not "$99 per month" */}
                    {unit > 0 && plan.package_price_monthly != null && (
                      <span className="text-sm text-slate-600">
                        {t('payment.per_unit', {
                          unit: t(`payment.units.${plan.package_type}`, { defaultValue: plan.package_type }),
                        })}
                      </span>
                    )}
                  </span>
                  {promo && (
                    <span className="text-sm font-semibold text-amber-800" dir="auto">
                      {t('payment.promo', { name: promo.name, date: formatDate(promo.expires_at) })}
                    </span>
                  )}
                </>
              )}
            </Radio>
          );
        })}
      </div>
    </RadioGroup>
  );
}
