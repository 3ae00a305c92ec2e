import { useTranslation } from 'react-i18next';
import { Alert, Card, LinkButton, PageSpinner, PageTitle } from '@/components/ui';
import { useSession } from '@/lib/session';
import { InvitationKeysSection } from '../components/invitation-keys-section';
import { PurchasesSection } from '../components/purchases-section';
import { TranslationsReviewSection } from '../components/translations-review-section';
import { WaitingPayments } from '../components/waiting-payments';

/**
 * /admin/listings: alternate payments to record, invitation keys, every purchase and the translations
 * still to review. Only the admin
 * role (the server refuses the calls to anyone else too).
 */
export function Component() {
  const { t } = useTranslation('admin');
  const { status, user } = useSession();

  return (
    <div className="flex flex-col gap-10">
      <PageTitle title={t('title')} subtitle={t('subtitle')} className="mb-0" />
      {status === 'loading' ? (
        <PageSpinner />
      ) : !user ? (
        <Card className="flex flex-col items-start gap-4">
          <p role="status">{t('please_login', { ns: 'common' })}</p>
          <LinkButton to={`/sign-in?next=${encodeURIComponent('/admin/listings')}`}>
            {t('sign_in')}
          </LinkButton>
        </Card>
      ) : user.role !== 'admin' ? (
        <Alert tone="error" title={t('forbidden_title')}>
          {t('forbidden')}
        </Alert>
      ) : (
        <>
          <LinkButton to="/admin/content" variant="secondary" className="self-start">
            {t('content.open')}
          </LinkButton>
          <WaitingPayments />
          <InvitationKeysSection />
          <PurchasesSection />
          <TranslationsReviewSection />
        </>
      )}
    </div>
  );
}
