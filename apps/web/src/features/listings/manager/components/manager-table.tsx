import { useTranslation } from 'react-i18next';
import { LISTING_STATUS, type ListingKind } from '@harbour/shared';
import { LinkButton } from '@/components/ui';
import { formatDate } from '@/lib/format';
import {
  HAS_CONTACT,
  parseListingDate,
  toRow,
  type OwnedListing,
} from '@/features/listings/shared/lib/manager-kinds';
import { ManagerRejection } from './manager-rejection';
import { ManagerPayment, ManagerStatus } from './manager-status';

const cell = 'px-4 py-3 align-top';
const head = 'px-4 py-2 text-start font-semibold text-harbour-900 whitespace-nowrap';

/** /vivalinks/update of one listing: the listing travels in the router state, ?kind&id survive a reload. */
export function updateLink(item: OwnedListing, id: number) {
  return { pathname: '/vivalinks/update', search: `?kind=${item.kind}&id=${id}` };
}

/** /vivalinks/pay of a listing whose payment did not go through (the manager's Pay again). */
export function payLink(kind: 'business' | 'event' | 'job', id: number) {
  return { pathname: '/vivalinks/pay', search: `?kind=${kind}&id=${id}` };
}

/** One page of the caller's listings of a kind: name, contact, dates, status, payment and Edit. */
export function ManagerTable({ kind, items }: { kind: ListingKind; items: OwnedListing[] }) {
  const { t } = useTranslation('vivalinks');
  const contact = HAS_CONTACT[kind];
  const notSet = <span className="text-slate-500">{t('manager.not_set')}</span>;
  const date = (value: string | null) => {
    const d = parseListingDate(value);
    return d ? <time dateTime={value ?? undefined}>{formatDate(d)}</time> : notSet;
  };

  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full border-collapse text-start">
        <caption className="sr-only">{t(`manager.caption.${kind}`)}</caption>
        <thead className="bg-harbour-50">
          <tr>
            <th scope="col" className={head}>
              {t('manager.columns.name')}
            </th>
            {contact && (
              <>
                <th scope="col" className={head}>
                  {t('manager.columns.phone')}
                </th>
                <th scope="col" className={head}>
                  {t('manager.columns.email')}
                </th>
              </>
            )}
            <th scope="col" className={head}>
              {t('manager.columns.start')}
            </th>
            <th scope="col" className={head}>
              {t('manager.columns.end')}
            </th>
            <th scope="col" className={head}>
              {t('manager.columns.status')}
            </th>
            <th scope="col" className={head}>
              {t('manager.columns.payment')}
            </th>
            <th scope="col" className={head}>
              <span className="sr-only">{t('manager.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const row = toRow(item);
            return (
              <tr key={row.id} className="border-t border-slate-200">
                <th scope="row" className={`${cell} text-start font-semibold`} dir="auto">
                  {row.name}
                </th>
                {contact && (
                  <>
                    <td className={`${cell} whitespace-nowrap`}>
                      {row.phone ? <span dir="ltr">{row.phone}</span> : notSet}
                    </td>
                    <td className={`${cell} break-all`}>{row.email ?? notSet}</td>
                  </>
                )}
                <td className={`${cell} whitespace-nowrap`}>{date(row.start)}</td>
                <td className={`${cell} whitespace-nowrap`}>{date(row.end)}</td>
                <td className={cell}>
                  <ManagerStatus status={row.status} />
                </td>
                <td className={cell}>
                  <ManagerPayment state={row.payment} checkoutExpiresAt={row.checkoutExpiresAt} />
                  <ManagerRejection item={item} />
                </td>
                <td className={`${cell} text-end`}>
                  <div className="flex flex-wrap justify-end gap-2">
                    {item.kind !== 'volunteer' &&
                      row.status === LISTING_STATUS.inactive &&
                      row.payment === 'payment_failed' && (
                        <LinkButton
                          to={payLink(item.kind, row.id)}
                          variant="primary"
                          size="sm"
                          className="whitespace-nowrap"
                          aria-label={t('manager.pay_again_label', { name: row.name })}
                        >
                          {t('manager.pay_again')}
                        </LinkButton>
                      )}
                    <LinkButton
                      to={updateLink(item, row.id)}
                      state={item}
                      variant="secondary"
                      size="sm"
                      aria-label={t('manager.edit_label', { name: row.name })}
                    >
                      {t('manager.edit')}
                    </LinkButton>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
