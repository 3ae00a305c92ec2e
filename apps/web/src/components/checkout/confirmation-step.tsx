import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ListingCreatedData, ListingKind, PurchaseStatus } from '@harbour/shared';
import { Alert, Button, LinkButton, Spinner } from '@/components/ui';
import { useMessage } from '@/lib/messages';
import { usePurchase, POLL_LIMIT_MS } from '@/lib/checkout/purchase-status';
import { MANAGER_PATH, publicListingPath, WIZARD_PATHS } from '@/lib/checkout/listing-paths';
import { formatCents } from './amounts-summary';
import { ApprovalPending } from './approval-pending';

export interface ConfirmationStepProps {
  product: ListingKind;
  /** A card payment: its state is asked of the server until the provider has settled it. */
  transactionId?: string | null;
  /** The registration's answer (key, free plan, alternate payment, volunteer). */
  created?: ListingCreatedData | null;
}

/** The last step: what became of the payment and whether the listing is live. */
export function ConfirmationStep({ product, transactionId, created }: ConfirmationStepProps) {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const canceledByPayer = params.get('payment') === 'canceled';

  let body;
  if (transactionId)
    body = (
      <CardPayment
        product={product}
        transactionId={transactionId}
        created={created}
        canceledByPayer={canceledByPayer}
      />
    );
  else if (created?.payment_state === 'active') body = <Live product={product} id={created.id} />;
  else if (created?.payment_state === 'awaiting_alternate_payment')
    body = <AlternateSent product={product} created={created} />;
  else if (created?.payment_state === 'awaiting_approval') body = <ApprovalPending product={product} />;
  else if (created) body = <Pending product={product} timedOut />;
  else
    body = (
      <Alert tone="info" title={t('confirmation.nothing_title')}>
        <LinkButton to={WIZARD_PATHS[product]} variant="link">
          {t('confirmation.start')}
        </LinkButton>
      </Alert>
    );

  return (
    <section className="flex flex-col gap-4" aria-labelledby="confirmation-title">
      {/* focused on the return from the checkout: scrolled into view below the sticky header */}
      <h2
        id="confirmation-title"
        className="scroll-mt-[calc(var(--sticky-header-height,4rem)+1rem)] text-2xl font-bold text-harbour-900"
      >
        {t('confirmation.title')}
      </h2>
      {body}
    </section>
  );
}

/**
 * A card payment's state, asked of the server every 2 s while pending (up to a minute). Back from a
 * canceled checkout (`?payment=canceled`) it is asked once: a declined card also comes back that way,
 * and a checkout left open is still pending at the provider although the payer gave up.
 */
function CardPayment({
  product,
  transactionId,
  created,
  canceledByPayer,
}: {
  product: ListingKind;
  transactionId: string;
  created?: ListingCreatedData | null;
  canceledByPayer: boolean;
}) {
  const tm = useMessage();
  const { t } = useTranslation('checkout');
  const [startedAt] = useState(() => Date.now());
  const [timedOut, setTimedOut] = useState(false);
  const purchase = usePurchase(transactionId, startedAt, !canceledByPayer);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, []);

  if (purchase.isPending) return <Pending product={product} />;
  if (purchase.isError) {
    return (
      <Alert tone="error" title={tm(purchase.error.message)}>
        <Button variant="link" onPress={() => void purchase.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  const status: PurchaseStatus = purchase.data.status;
  if (status === 'paid')
    return <Live product={product} id={created?.id} receipt={purchase.data.total_cents} />;
  if (status === 'pending' && canceledByPayer) return <NotPaid product={product} status="canceled" />;
  if (status === 'pending') {
    return (
      <Pending
        product={product}
        timedOut={timedOut && !purchase.isFetching}
        onCheck={() => void purchase.refetch()}
      />
    );
  }
  return <NotPaid product={product} status={status} />;
}

function Pending({
  product,
  timedOut,
  onCheck,
}: {
  product: ListingKind;
  timedOut?: boolean;
  onCheck?: () => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <Alert tone="info" title={t('confirmation.pending_title')}>
      <div className="flex flex-col items-start gap-3">
        {timedOut ? (
          <p>{t('confirmation.pending_slow')}</p>
        ) : (
          <p className="flex items-center gap-2">
            <Spinner size="sm" />
            {t('confirmation.pending_text')}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          {timedOut && onCheck && (
            <Button size="sm" onPress={onCheck}>
              {t('confirmation.check_again')}
            </Button>
          )}
          <LinkButton to={MANAGER_PATH} variant="secondary" size="sm">
            {t('confirmation.manager')}
          </LinkButton>
        </div>
        <span className="sr-only">{t(`confirmation.kind.${product}`)}</span>
      </div>
    </Alert>
  );
}

function Live({ product, id, receipt }: { product: ListingKind; id?: number | null; receipt?: number }) {
  const { t } = useTranslation('checkout');
  return (
    <Alert
      tone="success"
      title={receipt != null ? t('confirmation.paid_title') : t('confirmation.live_title')}
    >
      <div className="flex flex-col items-start gap-3">
        <p>{t('confirmation.live_text', { kind: t(`confirmation.kind.${product}`) })}</p>
        {receipt != null && <p>{t('confirmation.receipt', { amount: formatCents(receipt) })}</p>}
        <div className="flex flex-wrap gap-3">
          <LinkButton to={MANAGER_PATH} size="sm">
            {t('confirmation.manager')}
          </LinkButton>
          <LinkButton to={publicListingPath(product, id)} variant="secondary" size="sm">
            {t('confirmation.public')}
          </LinkButton>
        </div>
      </div>
    </Alert>
  );
}

function AlternateSent({ product, created }: { product: ListingKind; created: ListingCreatedData }) {
  const { t } = useTranslation('checkout');
  return (
    <Alert tone="success" title={t('listing.alternate_payment_sent', { ns: 'common' })}>
      <div className="flex flex-col items-start gap-3">
        {created.amount_due_cents != null && (
          <p>{t('confirmation.amount_due', { amount: formatCents(created.amount_due_cents) })}</p>
        )}
        <p>{t('confirmation.alternate_text', { kind: t(`confirmation.kind.${product}`) })}</p>
        <LinkButton to={MANAGER_PATH} size="sm">
          {t('confirmation.manager')}
        </LinkButton>
      </div>
    </Alert>
  );
}

function NotPaid({
  product,
  status,
}: {
  product: ListingKind;
  status: Exclude<PurchaseStatus, 'paid' | 'pending'>;
}) {
  const { t } = useTranslation('checkout');
  return (
    <Alert tone="error" title={t(`confirmation.${status}_title`)}>
      <div className="flex flex-col items-start gap-3">
        <p>{t('confirmation.not_live')}</p>
        {/* the listing is saved, inactive: the manager's Pay again pays for it without a second copy */}
        <LinkButton to={`${MANAGER_PATH}?tab=${product}`} size="sm">
          {t('confirmation.try_again')}
        </LinkButton>
      </div>
    </Alert>
  );
}
