import { lazy, Suspense, type ReactNode } from 'react';
import { SignInPromptProvider, type SignInDialogRenderProps } from '@/lib/sign-in-prompt';

// The dialog's code (login and sign-up forms) loads the first time a page asks for it.
const SignInModal = lazy(() =>
  import('../../features/auth/components/sign-in-modal').then((m) => ({ default: m.SignInModal })),
);

function LazySignInModal({ isOpen, onClose }: SignInDialogRenderProps) {
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <SignInModal isOpen onClose={onClose} />
    </Suspense>
  );
}

/** Lets any page open the sign-in dialog through `useSignInPrompt()` (lib/sign-in-prompt). */
export function SignInHost({ children }: { children: ReactNode }) {
  return <SignInPromptProvider dialog={LazySignInModal}>{children}</SignInPromptProvider>;
}
