import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPurchase } from '@harbour/shared';
import { PURCHASE_REJECTION_MAX } from '@harbour/shared';
import { Button, Card, TextField } from '@/components/ui';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useMessage } from '@/lib/messages';
import { useAdminPurchases } from '../api/admin-purchases';
import { usePurchaseDecision, type PurchaseDecision } from '../api/purchase-decision';
import { formatCentsAlike } from '../lib/money';
import { AdminConfirm } from './admin-confirm';
import { AdminSection, type AdminNotice } from './admin-section';

/** E-transfers and cheques not recorded yet: Activate when the money is in, or Reject. */
export function WaitingPayments() {
  const { t } = useTranslation('admin');
  const tm = useMessage();
  const [page, setPage] = useState(1);
  const query = useAdminPurchases(page, true);
  const decision = usePurchaseDecision();
  const [asking, setAsking] = useState<{ purchase: AdminPurchase; decision: PurchaseDecision } | null>(null);
  const [notice, setNotice] = useState<AdminNotice | null>(null);
  // a refusal's reason, shown to the owner (required for a plan for non-profits)
  const [reason, setReason] = useState('');

  const ask = (purchase: AdminPurchase, which: PurchaseDecision) => {
    setReason('');
    setAsking({ purchase, decision: which });
  };

  const confirm = async () => {
    if (!asking) return;
    const { purchase } = asking;
    const res = await decision.mutateAsync({ id: purchase.id, decision: asking.decision, reason });
    setAsking(null);
    setNotice(
      res.meta.success
        ? { ok: true, text: t(`waiting.done.${asking.decision}`, { reference: purchase.reference }) }
        : { ok: false, text: tm(res.meta.message) },
    );
  };

  return (
    <AdminSection
      id="admin-waiting"
      title={t('waiting.title')}
      intro={
        <>
          <p className="text-slate-700">{t('waiting.intro')}</p>
          <p className="text-slate-700">{t('waiting.approval_intro')}</p>
        </>
      }
      notice={notice}
      query={query}
      items={(data) => data.purchases}
      empty={t('waiting.empty')}
      pagerLabel={t('waiting.pages')}
      page={page}
      onPageChange={setPage}
      after={
        <AdminConfirm
          isOpen={asking !== null}
          title={
            asking
              ? t(`waiting.confirm.${asking.decision}_title`, { reference: asking.purchase.reference })
              : ''
          }
          message={asking ? t(`waiting.confirm.${asking.decision}_text`) : ''}
          confirmLabel={asking ? t(`waiting.${asking.decision}`) : ''}
          tone={asking?.decision === 'reject' ? 'danger' : 'primary'}
          isPending={decision.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(null)}
        >
          {asking?.decision === 'reject' && (
            <TextField
              label={t('waiting.reason')}
              description={t('waiting.reason_hint')}
              value={reason}
              onChange={setReason}
              maxLength={PURCHASE_REJECTION_MAX}
              isRequired={asking.purchase.provider === 'nonprofit'}
              multiline
              rows={3}
              className="mt-3"
            />
          )}
        </AdminConfirm>
      }
    >
      {(purchases) => (
        <ul className="grid gap-4 md:grid-cols-2">
          {purchases.map((p) => (
            <li key={p.id}>
              <Card as="article" className="flex h-full flex-col gap-3">
                <h3 className="text-lg font-bold text-harbour-900">
                  {t('waiting.heading', {
                    reference: p.reference,
                    method: t(`provider.${p.provider}`),
                  })}
                </h3>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="font-semibold">{t('purchase.buyer')}</dt>
                  <dd className="break-all">{p.user_email ?? t('purchase.no_buyer')}</dd>
                  <dt className="font-semibold">{t('purchase.listing')}</dt>
                  <dd dir="auto">
                    {p.listing
                      ? `${p.listing.name} (${t(`product.${p.listing.kind}`)})`
                      : t('purchase.no_listing')}
                  </dd>
                  <dt className="font-semibold">{t('purchase.plan')}</dt>
                  <dd dir="auto">
                    {t('purchase.plan_value', { name: p.package_name, quantity: formatNumber(p.quantity) })}
                  </dd>
                  <dt className="font-semibold">{t('purchase.total')}</dt>
                  <dd>
                    {(() => {
                      const [total, tax] = formatCentsAlike([p.total_cents, p.tax_cents], p.currency);
                      return t('purchase.total_value', { total, tax });
                    })()}
                  </dd>
                  <dt className="font-semibold">{t('purchase.created')}</dt>
                  <dd>{formatDateTime(p.created_at)}</dd>
                </dl>
                <div className="mt-auto flex flex-wrap gap-3">
                  <Button
                    size="sm"
                    aria-label={t('waiting.activate_label', { reference: p.reference })}
                    onPress={() => ask(p, 'activate')}
                  >
                    {t('waiting.activate')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('waiting.reject_label', { reference: p.reference })}
                    onPress={() => ask(p, 'reject')}
                  >
                    {t('waiting.reject')}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
