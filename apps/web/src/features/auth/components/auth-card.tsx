import type { ReactNode } from 'react';
import { Card, PageTitle } from '@/components/ui';

/** The centred card every account screen sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-8 sm:py-12">
      <PageTitle title={title} subtitle={subtitle} />
      <Card>{children}</Card>
    </div>
  );
}
