import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert, Spinner } from '../../../components/ui';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { ADMIN_PAGE_SIZE, useAdminPurchases } from '../api/admin-purchases';
import { formatCents } from '../lib/money';
import { AdminPager } from './admin-pager';

const head = 'px-3 py-2 text-start font-semibold text-harbour-900 whitespace-nowrap';
const cell = 'px-3 py-2 align-top';

/** Every purchase, newest first: who bought what, how, its state and the listing it paid for. */
export function PurchasesSection() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const query = useAdminPurchases(page, false);

  return (
    <section aria-labelledby="admin-purchases" className="flex flex-col gap-4">
      <h2 id="admin-purchases" className="text-2xl font-bold text-harbour-900">
        {t('purchases.title')}
      </h2>
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <RetryAlert tone="error" onRetry={() => query.refetch()} isRetrying={query.isRefetching}>
          {t('load_error')}
        </RetryAlert>
      ) : query.data.purchases.length === 0 ? (
        <p className="text-slate-700">{t('purchases.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full border-collapse text-start text-sm">
            <caption className="sr-only">{t('purchases.caption')}</caption>
            <thead className="bg-harbour-50">
              <tr>
                <th scope="col" className={head}>
                  {t('purchase.reference')}
                </th>
                <th scope="col" className={head}>
                  {t('purchase.created')}
                </th>
                <th scope="col" className={head}>
                  {t('purchase.buyer')}
                </th>
                <th scope="col" className={head}>
                  {t('purchase.plan')}
                </th>
                <th scope="col" className={head}>
                  {t('purchase.method')}
                </th>
                <th scope="col" className={head}>
                  {t('purchase.status')}
                </th>
                <th scope="col" className={head}>
                  {t('purchase.total')}
                </th>
                <th scope="col" className={head}>
                  {t('purchase.listing')}
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.purchases.map((p) => (
                <tr key={p.id} className="border-t border-slate-200">
                  <th scope="row" className={`${cell} text-start font-semibold whitespace-nowrap`}>
                    {p.reference}
                  </th>
                  <td className={`${cell} whitespace-nowrap`}>{formatDateTime(p.created_at)}</td>
                  <td className={`${cell} break-all`}>{p.user_email ?? t('purchase.no_buyer')}</td>
                  <td className={cell} dir="auto">
                    {t(`product.${p.product}`)}:{' '}
                    {t('purchase.plan_value', { name: p.package_name, quantity: formatNumber(p.quantity) })}
                  </td>
                  <td className={cell}>{t(`provider.${p.provider}`)}</td>
                  <td className={cell}>{t(`purchase.states.${p.status}`)}</td>
                  <td className={`${cell} tabular-nums whitespace-nowrap`}>
                    {formatCents(p.total_cents, p.currency)}
                  </td>
                  <td className={cell} dir="auto">
                    {p.listing ? p.listing.name : t('purchase.no_listing')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {query.data && (
        <>
          <p className="text-sm text-slate-700">
            {t('purchases.count', { count: query.data.count, formatted: formatNumber(query.data.count) })}
          </p>
          <AdminPager
            label={t('purchases.pages')}
            page={page}
            count={query.data.count}
            perPage={ADMIN_PAGE_SIZE}
            onChange={setPage}
          />
        </>
      )}
    </section>
  );
}
