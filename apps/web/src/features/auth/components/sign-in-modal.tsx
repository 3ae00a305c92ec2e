import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@/components/ui';
import { useSession } from '@/lib/session';
import { CheckEmailNotice } from './check-email-notice';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type View = 'LOGIN' | 'SIGNUP' | 'VERIFICATION';

export interface SignInModalProps {
  isOpen: boolean;
  /** true after a successful login, false when the user closed the dialog. */
  onClose: (loggedIn: boolean) => void;
}

/**
 * Sign in / sign up / verification in a dialog (the listing screens and listing and payment rules). The backdrop does not close it;
 * Escape and the close button do.
 */
export function SignInModal({ isOpen, onClose }: SignInModalProps) {
  // Pages outside the auth area have not loaded its catalogue: it loads when the dialog first opens.
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog onClose={onClose} />
    </Suspense>
  );
}

function SignInDialog({ onClose }: Pick<SignInModalProps, 'onClose'>) {
  // `location` (province and city names of the sign-up view) loads now, not when the view switches.
  const { t } = useTranslation(['auth', 'location']);
  const session = useSession();
  const [view, setView] = useState<View>('LOGIN');

  const title = {
    LOGIN: t('modal.sign_in'),
    SIGNUP: t('modal.sign_up'),
    VERIFICATION: t('modal.verification'),
  }[view];

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose(false)} isDismissable={false} title={title}>
      {view === 'LOGIN' && (
        <div className="flex flex-col gap-4">
          <LoginForm
            linksInNewTab
            onSuccess={(data, remember) => {
              session.signIn(data, remember);
              onClose(true);
            }}
          />
          <p className="border-t border-slate-200 pt-4 text-center">
            <Button variant="link" onPress={() => setView('SIGNUP')}>
              {t('modal.sign_up_link')}
            </Button>
          </p>
        </div>
      )}
      {view === 'SIGNUP' && (
        <div className="flex flex-col gap-4">
          <RegisterForm onSuccess={() => setView('VERIFICATION')} />
          <p className="border-t border-slate-200 pt-4 text-center">
            <Button variant="link" onPress={() => setView('LOGIN')}>
              {t('modal.back_to_sign_in')}
            </Button>
          </p>
        </div>
      )}
      {view === 'VERIFICATION' && (
        <div className="flex flex-col gap-6">
          <CheckEmailNotice />
          <div className="flex justify-center">
            <Button variant="secondary" onPress={() => setView('LOGIN')}>
              {t('modal.back_to_sign_in')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
