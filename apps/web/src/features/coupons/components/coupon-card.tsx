import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@harbour/shared';
import { formatDate } from '@/lib/format';
import { cx } from '@/lib/cx';

/**
 * One coupon: business, description_en, restriction_use, expire_at and coupon_code (sent only to the
 * member who collected it), with an action.
 */
export function CouponCard({ coupon: c, action }: { coupon: Coupon; action?: ReactNode }) {
  const { t } = useTranslation('coupons');
  return (
    <article
      className={cx(
        'flex h-full flex-col gap-3 rounded-2xl border-2 border-dashed bg-white p-5',
        c.expired ? 'border-slate-300 opacity-80' : 'border-sea-300',
      )}
    >
      <header>
        <p dir="auto" className="text-sm font-semibold text-sea-700">
          {c.business_name}
          {c.city_name ? ` · ${c.city_name}` : ''}
        </p>
        <h3 dir="auto" className="text-lg font-bold text-harbour-900">
          {c.description_en}
        </h3>
      </header>
      {c.restriction_use && (
        <p className="text-slate-700">
          <span className="font-semibold">{t('restrictions')}: </span>
          <span dir="auto">{c.restriction_use}</span>
        </p>
      )}
      <p className={cx('text-sm', c.expired ? 'font-semibold text-red-800' : 'text-slate-700')}>
        {c.expired
          ? t('expired_on', { date: formatDate(c.expire_at) })
          : t('expires', { date: formatDate(c.expire_at) })}
      </p>
      {c.coupon_code === null ? (
        <p className="text-sm text-slate-700">{t('code_hidden')}</p>
      ) : (
        <p className="flex items-center gap-2">
          <span className="text-sm text-slate-700">{t('code')}</span>
          <code
            dir="ltr"
            className="rounded-md bg-slate-100 px-2 py-1 font-mono text-base font-bold tracking-wider text-slate-900"
          >
            {c.coupon_code}
          </code>
        </p>
      )}
      {action && <div className="mt-auto flex justify-end">{action}</div>}
    </article>
  );
}
