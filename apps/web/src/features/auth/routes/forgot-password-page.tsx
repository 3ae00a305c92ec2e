import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRequestPasswordReset } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { EmailRequestForm } from '../components/email-request-form';

export function Component() {
  const { t } = useTranslation('auth');
  const reset = useRequestPasswordReset();
  return (
    <AuthCard title={t('forgot_password.title')} subtitle={t('forgot_password.subtitle')}>
      <EmailRequestForm
        submitLabel={t('forgot_password.submit')}
        send={(email) => reset.mutateAsync(email)}
        isPending={reset.isPending}
      />
      <p className="mt-6 border-t border-slate-200 pt-4 text-center">
        <Link to="/login" className="font-semibold text-harbour-700 underline underline-offset-2">
          {t('back_to_login')}
        </Link>
      </p>
    </AuthCard>
  );
}
