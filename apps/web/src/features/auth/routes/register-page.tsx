import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { PageSpinner } from '@/components/ui';
import { useSession } from '@/lib/session';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

export function Component() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const navigate = useNavigate();

  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'user') return <Navigate to="/" replace />;

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <RegisterForm onSuccess={() => void navigate('/check-email')} />
      <p className="mt-6 border-t border-slate-200 pt-4 text-center">
        {t('register.have_account')}{' '}
        <Link to="/login" className="font-semibold text-harbour-700 underline underline-offset-2">
          {t('register.login_link')}
        </Link>
      </p>
    </AuthCard>
  );
}
