import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button, Card, PageSpinner } from '@/components/ui';
import { useSession } from '@/lib/session';
import { useSignInPrompt } from '@/lib/sign-in-prompt';

export interface WizardGateProps {
  children: ReactNode;
  /** The card's text, already translated (default: "Please sign in to create a listing."). */
  message?: string;
  /** The button's text, already translated (default: the listing wizards' "Sign in"). */
  signInLabel?: string;
}

/**
 * Checkout wizards (listings, NuChat) need a signed-in user (the listing screens and listing roles). A visitor sees a card whose Sign in button
 * opens the sign-in dialog (LOGIN, SIGNUP, VERIFICATION; the backdrop does not close it); once signed
 * in the wizard shows in place, on the same address.
 */
export function WizardGate({ children, message, signInLabel }: WizardGateProps) {
  // the default namespace: a page that passes both texts never loads the listing catalogue
  const { t } = useTranslation();
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
    const here = `${location.pathname}${location.search}`;
    void navigate(`/sign-in?next=${encodeURIComponent(here)}`);
  };

  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 text-center">
      <p role="status">{message ?? t('common.sign_in_text', { ns: 'checkout' })}</p>
      <Button onPress={signIn}>{signInLabel ?? t('common.sign_in', { ns: 'checkout' })}</Button>
    </Card>
  );
}
