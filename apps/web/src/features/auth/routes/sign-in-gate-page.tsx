import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button, Card, PageSpinner, PageTitle } from '@/components/ui';
import { useSession } from '@/lib/session';
import { SignInModal } from '../components/sign-in-modal';

/** Only paths inside the app: `/x`, never `//host` or `https://…`. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
    ? next
    : '/dashboard';
}

/** /sign-in?next=…: a card whose button opens the sign-in modal; a successful login goes to `next`. */
export function Component() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const [open, setOpen] = useState(false);
  const [signedInHere, setSignedInHere] = useState(false);

  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'user' && !signedInHere) return <Navigate to={next} replace />;

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-8 sm:py-12">
      <PageTitle title={t('gate.title')} />
      <Card className="flex flex-col items-center gap-4 text-center">
        <p>{t('gate.text')}</p>
        <Button onPress={() => setOpen(true)}>{t('gate.sign_in')}</Button>
      </Card>
      <SignInModal
        isOpen={open}
        onClose={(loggedIn) => {
          setOpen(false);
          if (loggedIn) {
            setSignedInHere(true);
            void navigate(next, { replace: true });
          }
        }}
      />
    </div>
  );
}
