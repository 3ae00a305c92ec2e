import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button, Card, PageSpinner } from '@/components/ui';
import { useSession } from '@/lib/session';
import { useSignInPrompt } from '@/lib/sign-in-prompt';

/**
 * The NuChat checkout needs a signed-in user (spec 3 §6). A visitor is asked to sign in in the
 * sign-in dialog and stays on the same address (with its transaction_id), so they come back here.
 */
export function SignInGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('nuchat');
  const session = useSession();
  const openSignIn = useSignInPrompt();
  const navigate = useNavigate();
  const location = useLocation();

  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'user') return <>{children}</>;

  const signIn = () => {
    if (openSignIn) {
      void openSignIn();
      return;
    }
    void navigate(`/sign-in?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
  };

  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 text-center">
      <p role="status">{t('checkout.sign_in_text')}</p>
      <Button onPress={signIn}>{t('checkout.sign_in')}</Button>
    </Card>
  );
}
