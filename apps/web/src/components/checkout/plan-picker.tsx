import { useTranslation } from 'react-i18next';
import type { ListingPackage } from '@harbour/shared';
import { formatDate, formatPrice } from '@/lib/format';
import { basePrice, isNonProfit, planAmounts, runningPromo } from '@/lib/checkout/plan-price';
import { PlanCard, PlanList } from './plan-list';

export interface PlanPickerProps {
  plans: ListingPackage[];
  value: number | null;
  onChange: (packageId: number) => void;
  taxPercent: number;
  isDisabled?: boolean;
}

/** The plans as radio cards: name, description, the price (per month when priced monthly) and a running promo. */
export function PlanPicker({ plans, value, onChange, taxPercent, isDisabled }: PlanPickerProps) {
  const { t } = useTranslation('checkout');
  return (
    <PlanList label={t('payment.choose_plan')} value={value} onChange={onChange} isDisabled={isDisabled}>
      {plans.map((plan) => {
        const promo = runningPromo(plan);
        const unit = planAmounts(plan, 1, taxPercent).unitCents / 100;
        return (
          <PlanCard
            key={plan.package_id}
            id={plan.package_id}
            name={plan.package_name}
            highlighted={isNonProfit(plan)}
          >
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
          </PlanCard>
        );
      })}
    </PlanList>
  );
}
