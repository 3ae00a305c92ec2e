import { useTranslation } from 'react-i18next';
import { OFFICE_PLANS } from '@harbour/shared';
import { formatPrice } from '@/lib/format';

/** The four plans with the six prices of the spec table. */
export function OfficePlans() {
  const { t } = useTranslation('office');
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {OFFICE_PLANS.map((plan) => (
        <li
          key={plan.id}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h3 className="text-lg font-bold text-harbour-900">{t(`plans.${plan.id}.title`)}</h3>
          <p className="mt-1 flex-1 text-slate-700">{t(`plans.${plan.id}.description`)}</p>
          <dl className="mt-4 flex flex-col gap-2">
            {plan.prices.map((p) => (
              <div key={p.key} className="flex flex-wrap items-baseline justify-between gap-x-3">
                <dt className="text-sm text-slate-700">{t(`prices.${p.key}`)}</dt>
                <dd className="text-2xl font-bold text-harbour-800">
                  {formatPrice(p.amount)}{' '}
                  <span className="text-sm font-normal text-slate-700">{t(`per.${p.per}`)}</span>
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
