import type { ReactNode } from 'react';
import type { Profile } from '@harbour/shared';
import { PageSpinner, PageTitle } from '@/components/ui';
import { useSession } from '@/lib/session';
import { LoginPrompt } from './login-prompt';

export interface AccountPageProps {
  title: string;
  subtitle?: ReactNode;
  /** Rendered for a signed-in user; visitors see the sign-in prompt. */
  children: (user: Profile) => ReactNode;
}

/** The frame of the account pages: title, spinner while the session loads, sign-in prompt for visitors. */
export function AccountPage({ title, subtitle, children }: AccountPageProps) {
  const { status, user } = useSession();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <PageTitle title={title} subtitle={subtitle} />
      {status === 'loading' ? <PageSpinner /> : user ? children(user) : <LoginPrompt />}
    </div>
  );
}
