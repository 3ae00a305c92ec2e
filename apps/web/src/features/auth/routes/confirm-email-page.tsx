import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Alert, LinkButton, Spinner } from '@/components/ui';
import { useMessageText } from '@/components/account/message-text';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthCard } from '../components/auth-card';

/** /:token/confirm-email: confirms on load, then goes to /login with a notice; failure shows error_message. */
export function Component() {
  const { t } = useTranslation('auth');
  const text = useMessageText('auth');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const confirmation = useConfirmEmail(token);
  const succeeded = confirmation.data?.meta.success === true;

  useEffect(() => {
    if (succeeded) void navigate('/login', { replace: true, state: { notice: 'confirm_email.success' } });
  }, [succeeded, navigate]);

  const failed = confirmation.isError || (confirmation.data && !confirmation.data.meta.success);
  return (
    <AuthCard title={t('confirm_email.title')}>
      {failed ? (
        <div className="flex flex-col items-start gap-4">
          <Alert tone="error">{text('error_message')}</Alert>
          <p>{t('confirm_email.failed_help')}</p>
          <div className="flex flex-wrap gap-3">
            <LinkButton to="/resend-confirmation">{t('confirm_email.resend')}</LinkButton>
            <LinkButton to="/login" variant="secondary">
              {t('confirm_email.login')}
            </LinkButton>
          </div>
        </div>
      ) : (
        <div className="flex items-center gap-3">
          <Spinner label={t('confirm_email.checking')} />
          <p aria-hidden="true">{t('confirm_email.checking')}</p>
        </div>
      )}
    </AuthCard>
  );
}
