import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, LinkButton, Spinner } from '@/components/ui';
import { fetchPurchase, POLL_INTERVAL_MS, POLL_LIMIT_MS } from '@/lib/checkout/purchase-status';
import { useMessage } from '@/lib/messages';
import { nuChatPurchaseEntry } from '../api/purchase-entry';

export interface ConfirmationStepProps {
  transactionId: string;
  /** the provider sent the payer back from a canceled checkout */
  canceled: boolean;
  onBack: () => void;
}

/**
 * Step 2: back from the provider with `transaction_id`. The purchase is read (its plan; pending until
 * the provider confirms), then recorded with POST /api/nuChatPurchaseEntry, which the server accepts
 * only for a payment the provider confirmed. A status 0 answer shows its message with a Back button.
 */
export function ConfirmationStep({ transactionId, canceled, onBack }: ConfirmationStepProps) {
  const { t } = useTranslation('nuchat');
  const tm = useMessage();
  const [startedAt] = useState(() => Date.now());
  const purchase = useQuery({
    queryKey: ['purchase', transactionId],
    queryFn: () => fetchPurchase(transactionId),
    enabled: !canceled,
    retry: false,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && Date.now() - startedAt < POLL_LIMIT_MS
        ? POLL_INTERVAL_MS
        : false,
  });
  // past the limit the entry is asked anyway: the server asks the provider once more and answers
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const settled = purchase.data !== undefined && (purchase.data.status !== 'pending' || gaveUp);
  const entry = useQuery({
    queryKey: ['nuchat', 'purchase-entry', transactionId],
    queryFn: () => nuChatPurchaseEntry(transactionId, purchase.data!.package_id),
    enabled: !canceled && settled,
    retry: false,
    staleTime: Infinity,
  });

  const back = (
    <div>
      <Button variant="secondary" onPress={onBack}>
        {t('checkout.back')}
      </Button>
    </div>
  );

  if (canceled) {
    return (
      <section className="flex flex-col gap-4">
        <Alert tone="info">{t('checkout.canceled')}</Alert>
        {back}
      </section>
    );
  }
  const failure =
    purchase.error?.message ?? (entry.data && entry.data.status !== 1 ? entry.data.message : null);
  if (failure) {
    const pending = entry.data?.message === 'payment.not_paid' && purchase.data?.status === 'pending';
    return (
      <section className="flex flex-col gap-4">
        <Alert tone="error">{pending ? t('checkout.still_pending') : tm(failure)}</Alert>
        {back}
      </section>
    );
  }
  if (!entry.data) return <Spinner label={t('checkout.checking')} />;

  return (
    <section className="flex flex-col items-start gap-4" aria-labelledby="nuchat-done-title">
      <h2 id="nuchat-done-title" className="text-2xl font-bold text-harbour-900" tabIndex={-1}>
        {t('checkout.done_title')}
      </h2>
      <Alert tone="success">{t('checkout.done_text')}</Alert>
      <p className="text-slate-700">
        {t('checkout.receipt', { number: `H-${String(entry.data.data.id).padStart(6, '0')}` })}
      </p>
      <LinkButton to="/chat" size="lg">
        {t('checkout.open_chat')}
      </LinkButton>
    </section>
  );
}
