import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitationKeyItem } from '@harbour/shared';
import { Button } from '@/components/ui';
import { formatDate, formatNumber } from '@/lib/format';
import { useMessage } from '@/lib/messages';
import { useInvitationKeys } from '../api/invitation-keys';
import { useRevokeInvitationKey } from '../api/revoke-invitation-key';
import { AdminConfirm } from './admin-confirm';
import { AdminSection, type AdminNotice } from './admin-section';
import { AdminTable, adminCell as cell } from './admin-table';
import { IssueKeyForm } from './issue-key-form';

/** Invitation keys: the issue form, then every key with its uses and status; active ones can be revoked. */
export function InvitationKeysSection() {
  const { t } = useTranslation('admin');
  const tm = useMessage();
  const [page, setPage] = useState(1);
  const query = useInvitationKeys(page);
  const revoke = useRevokeInvitationKey();
  const [asking, setAsking] = useState<InvitationKeyItem | null>(null);
  const [notice, setNotice] = useState<AdminNotice | null>(null);

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
    <AdminSection
      id="admin-keys"
      title={t('keys.title')}
      intro={<IssueKeyForm />}
      notice={notice}
      query={query}
      items={(data) => data.keys}
      empty={t('keys.empty')}
      pagerLabel={t('keys.pages')}
      page={page}
      onPageChange={setPage}
      after={
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
      }
    >
      {(keys) => (
        <AdminTable
          caption={t('keys.caption')}
          columns={[
            t('keys.key'),
            t('keys.product'),
            t('keys.plan'),
            t('keys.uses'),
            t('keys.expires'),
            t('keys.status_label'),
            <span className="sr-only">{t('actions')}</span>,
          ]}
        >
          {keys.map((k) => (
            <tr key={k.id} className="border-t border-slate-200">
              <th scope="row" className={`${cell} text-start font-mono font-semibold`} dir="ltr">
                {k.key}
              </th>
              <td className={cell}>{t(`product.${k.product}`)}</td>
              <td className={cell} dir="auto">
                {k.package_name
                  ? t('purchase.plan_value', { name: k.package_name, quantity: formatNumber(k.quantity) })
                  : k.product === 'volunteer'
                    ? t('keys.free')
                    : t('keys.no_plan')}
              </td>
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
        </AdminTable>
      )}
    </AdminSection>
  );
}
