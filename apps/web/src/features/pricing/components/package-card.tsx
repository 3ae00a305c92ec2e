import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingPackage } from '@harbour/shared';
import { cx } from '@/lib/cx';
import { formatMoney } from '../lib/money';
import { packageMonths } from '../lib/package-months';
import { Price, PromoPrice } from './package-price';

export const isNonProfit = (name: string) => name.toLowerCase().includes('non-profit');

/** One listing package: name, description, price (or COMPLIMENTARY), its promos and an action. */
export function PackageCard({ pkg, action }: { pkg: ListingPackage; action: ReactNode }) {
  const { t } = useTranslation('pricing');
  const nonProfit = isNonProfit(pkg.package_name);
  // Promos apply to the monthly price when there is one (the listing constants and prices).
  const promoBase = pkg.package_price_monthly ?? pkg.package_price;
  return (
    <article
      className={cx(
        'flex h-full flex-col gap-3 rounded-xl border p-5 shadow-sm',
        nonProfit ? 'border-2 border-emerald-600 bg-emerald-50' : 'border-slate-200 bg-white',
      )}
    >
      {nonProfit && (
        <p className="self-start rounded-full bg-emerald-700 px-3 py-0.5 text-sm font-semibold text-white">
          {t('non_profit')}
        </p>
      )}
      <h3 className="text-xl font-bold text-harbour-900" dir="auto">
        {pkg.package_name}
      </h3>
      {pkg.package_description && (
        <p className="text-slate-700" dir="auto">
          {pkg.package_description}
        </p>
      )}
      <p className="text-2xl font-bold text-harbour-800">
        <Price value={pkg.package_price} />
      </p>
      {pkg.package_price_monthly != null &&
        pkg.package_price_monthly > 0 &&
        pkg.package_price_monthly !== pkg.package_price && (
          <p className="text-sm text-slate-700">
            {t('monthly_equivalent', { price: formatMoney(pkg.package_price_monthly) })}
          </p>
        )}
      {pkg.promos.map((promo) => (
        <PromoPrice
          key={`${promo.name}-${promo.expires_at}`}
          base={promoBase}
          promo={promo}
          months={packageMonths(pkg)}
          regularTotal={pkg.package_price}
        />
      ))}
      <div className="mt-auto pt-2">{action}</div>
    </article>
  );
}
