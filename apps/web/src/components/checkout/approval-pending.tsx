import { useTranslation } from 'react-i18next';
import type { ListingKind } from '@harbour/shared';
import { Alert, LinkButton } from '@/components/ui';
import { MANAGER_PATH } from '@/lib/checkout/listing-paths';

/** A plan for non-profits: registered, waiting for an admin's approval (issue 21 §2). */
export function ApprovalPending({ product }: { product: ListingKind }) {
  const { t } = useTranslation('checkout');
  return (
    <Alert tone="info" title={t('confirmation.approval_title')}>
      <div className="flex flex-col items-start gap-3">
        <p>{t('confirmation.approval_text', { kind: t(`confirmation.kind.${product}`) })}</p>
        <LinkButton to={MANAGER_PATH} size="sm">
          {t('confirmation.manager')}
        </LinkButton>
      </div>
    </Alert>
  );
}
