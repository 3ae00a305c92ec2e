import { createContext, use, useCallback, useRef, useState, type ComponentType, type ReactNode } from 'react';

/**
 * Opens the sign-in dialog (the listing screens: LOGIN, SIGNUP, VERIFICATION) from any page without importing
 * the auth feature: the app frame provides the dialog, features ask for it through this hook.
 * Resolves true when the user signed in, false when they closed the dialog.
 */
export type OpenSignIn = () => Promise<boolean>;

const SignInPromptContext = createContext<OpenSignIn | null>(null);

export interface SignInDialogRenderProps {
  isOpen: boolean;
  onClose: (loggedIn: boolean) => void;
}

export function SignInPromptProvider({
  children,
  dialog: Dialog,
}: {
  children: ReactNode;
  /** The sign-in dialog (the app frame passes the auth feature's). */
  dialog: ComponentType<SignInDialogRenderProps>;
}) {
  const [isOpen, setOpen] = useState(false);
  const pending = useRef<((loggedIn: boolean) => void) | null>(null);
  const open = useCallback<OpenSignIn>(
    () =>
      new Promise<boolean>((resolve) => {
        pending.current?.(false);
        pending.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const onClose = useCallback((loggedIn: boolean) => {
    setOpen(false);
    pending.current?.(loggedIn);
    pending.current = null;
  }, []);
  return (
    <SignInPromptContext value={open}>
      {children}
      <Dialog isOpen={isOpen} onClose={onClose} />
    </SignInPromptContext>
  );
}

/** `const openSignIn = useSignInPrompt();` null outside the app frame (tests of a lone component). */
export function useSignInPrompt(): OpenSignIn | null {
  return use(SignInPromptContext);
}
