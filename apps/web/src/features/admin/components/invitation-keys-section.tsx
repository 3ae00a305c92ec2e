import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitationKeyItem } from '@harbour/shared';
import { Alert, Button, RetryAlert, Spinner } from '../../../components/ui';
import { formatDate, formatNumber } from '../../../lib/format';
import { useMessage } from '../../../lib/messages';
import { ADMIN_PAGE_SIZE } from '../api/admin-purchases';
import { useInvitationKeys } from '../api/invitation-keys';
import { useRevokeInvitationKey } from '../api/revoke-invitation-key';
import { AdminConfirm } from './admin-confirm';
import { AdminPager } from './admin-pager';
import { IssueKeyForm } from './issue-key-form';

const head = 'px-3 py-2 text-start font-semibold text-harbour-900 whitespace-nowrap';
const cell = 'px-3 py-2 align-top';

/** Invitation keys: the issue form, then every key with its uses and status; active ones can be revoked. */
export function InvitationKeysSection() {
  const { t } = useTranslation('admin');
  const tm = useMessage();
  const [page, setPage] = useState(1);
  const query = useInvitationKeys(page);
  const revoke = useRevokeInvitationKey();
  const [asking, setAsking] = useState<InvitationKeyItem | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const confirm = async () => {
    if (!asking) return;
    const res = await revoke.mutateAsync(asking.id);
    setNotice(
      res.meta.success
        ? { ok: true, text: t('keys.revoked', { key: asking.key }) }
        : { ok: false, text: tm(res.meta.message) },
    );
    setAsking(null);
  };

  return (
    <section aria-labelledby="admin-keys" className="flex flex-col gap-4">
      <h2 id="admin-keys" className="text-2xl font-bold text-harbour-900">
        {t('keys.title')}
      </h2>
      <IssueKeyForm />
      {notice && <Alert tone={notice.ok ? 'success' : 'error'}>{notice.text}</Alert>}
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <RetryAlert tone="error" onRetry={() => query.refetch()} isRetrying={query.isRefetching}>
          {t('load_error')}
        </RetryAlert>
      ) : query.data.keys.length === 0 ? (
        <p className="text-slate-700">{t('keys.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full border-collapse text-start text-sm">
            <caption className="sr-only">{t('keys.caption')}</caption>
            <thead className="bg-harbour-50">
              <tr>
                <th scope="col" className={head}>
                  {t('keys.key')}
                </th>
                <th scope="col" className={head}>
                  {t('keys.product')}
                </th>
                <th scope="col" className={head}>
                  {t('keys.uses')}
                </th>
                <th scope="col" className={head}>
                  {t('keys.expires')}
                </th>
                <th scope="col" className={head}>
                  {t('keys.status_label')}
                </th>
                <th scope="col" className={head}>
                  <span className="sr-only">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.keys.map((k) => (
                <tr key={k.id} className="border-t border-slate-200">
                  <th scope="row" className={`${cell} text-start font-mono font-semibold`} dir="ltr">
                    {k.key}
                  </th>
                  <td className={cell}>{t(`product.${k.product}`)}</td>
                  <td className={`${cell} tabular-nums`}>
                    {t('keys.uses_value', { uses: formatNumber(k.uses), max: formatNumber(k.max_uses) })}
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>{formatDate(k.expires_at)}</td>
                  <td className={cell}>{t(`keys.status.${k.status}`)}</td>
                  <td className={`${cell} text-end`}>
                    {k.status === 'active' && (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('keys.revoke_label', { key: k.key })}
                        onPress={() => setAsking(k)}
                      >
                        {t('keys.revoke')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {query.data && (
        <AdminPager
          label={t('keys.pages')}
          page={page}
          count={query.data.count}
          perPage={ADMIN_PAGE_SIZE}
          onChange={setPage}
        />
      )}
      <AdminConfirm
        isOpen={asking !== null}
        title={asking ? t('keys.confirm_title', { key: asking.key }) : ''}
        message={t('keys.confirm_text')}
        confirmLabel={t('keys.revoke')}
        tone="danger"
        isPending={revoke.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
