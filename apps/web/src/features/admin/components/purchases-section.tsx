import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useAdminPurchases } from '../api/admin-purchases';
import { formatCents } from '../lib/money';
import { AdminSection } from './admin-section';
import { AdminTable, adminCell as cell } from './admin-table';

/** Every purchase, newest first: who bought what, how, its state and the listing it paid for. */
export function PurchasesSection() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const query = useAdminPurchases(page, false);

  return (
    <AdminSection
      id="admin-purchases"
      title={t('purchases.title')}
      query={query}
      items={(data) => data.purchases}
      empty={t('purchases.empty')}
      summary={(data) => (
        <p className="text-sm text-slate-700">
          {t('purchases.count', { count: data.count, formatted: formatNumber(data.count) })}
        </p>
      )}
      pagerLabel={t('purchases.pages')}
      page={page}
      onPageChange={setPage}
    >
      {(purchases) => (
        <AdminTable
          caption={t('purchases.caption')}
          columns={[
            t('purchase.reference'),
            t('purchase.created'),
            t('purchase.buyer'),
            t('purchase.plan'),
            t('purchase.method'),
            t('purchase.status'),
            t('purchase.total'),
            t('purchase.listing'),
          ]}
        >
          {purchases.map((p) => (
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
        </AdminTable>
      )}
    </AdminSection>
  );
}
