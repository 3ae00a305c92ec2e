import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useResendConfirmation } from '../api/resend-confirmation';
import { AuthCard } from '../components/auth-card';
import { EmailRequestForm } from '../components/email-request-form';

export function Component() {
  const { t } = useTranslation('auth');
  const resend = useResendConfirmation();
  return (
    <AuthCard title={t('resend_confirmation.title')} subtitle={t('resend_confirmation.subtitle')}>
      <EmailRequestForm
        submitLabel={t('resend_confirmation.submit')}
        send={(email) => resend.mutateAsync(email)}
        isPending={resend.isPending}
      />
      <p className="mt-6 border-t border-slate-200 pt-4 text-center">
        <Link to="/login" className="font-semibold text-harbour-700 underline underline-offset-2">
          {t('back_to_login')}
        </Link>
      </p>
    </AuthCard>
  );
}
