import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '@/components/ui';
import { AuthCard } from '../components/auth-card';
import { CheckEmailNotice } from '../components/check-email-notice';

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('check_email.title')}>
      <CheckEmailNotice />
      <div className="mt-6 flex flex-col items-center gap-3">
        <LinkButton to="/login">{t('check_email.login')}</LinkButton>
        <p className="text-sm">
          {t('check_email.not_received')}{' '}
          <Link to="/resend-confirmation" className="text-harbour-700 underline underline-offset-2">
            {t('check_email.resend')}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
