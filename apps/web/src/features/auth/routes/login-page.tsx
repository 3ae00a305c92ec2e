import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Alert, LinkButton, PageSpinner } from '@/components/ui';
import { useMessageText } from '@/components/account/message-text';
import { useSession } from '@/lib/session';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

/** A notice handed over by the confirmation and reset pages (`navigate('/login', { state: { notice } })`). */
function readNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' ? state.notice : null;
}

export function Component() {
  const { t } = useTranslation('auth');
  const text = useMessageText('auth');
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [signedInHere, setSignedInHere] = useState(false);
  const notice = readNotice(location.state);

  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'user' && !signedInHere) return <Navigate to="/" replace />;

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {notice && (
        <Alert tone="success" className="mb-4">
          {text(notice)}
        </Alert>
      )}
      <LoginForm
        onSuccess={(data, remember) => {
          setSignedInHere(true);
          session.signIn(data, remember);
          void navigate('/dashboard', { replace: true });
        }}
        secondaryAction={
          <LinkButton to="/select-province" variant="secondary">
            {t('login.guest')}
          </LinkButton>
        }
      />
      <p className="mt-6 border-t border-slate-200 pt-4 text-center">
        {t('login.no_account')}{' '}
        <Link to="/register" className="font-semibold text-harbour-700 underline underline-offset-2">
          {t('login.register_link')}
        </Link>
      </p>
    </AuthCard>
  );
}
