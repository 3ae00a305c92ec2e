import type { ReactNode } from 'react';
import { LinkButton } from '@/components/ui';

/** A marketing section with an anchor id, a heading, its text and one call to action. */
export function MarketingSection({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  action?: { to: string; label: string };
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm outline-none sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-harbour-900 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-3 text-lg text-slate-700">{children}</div>
      {action && (
        <LinkButton to={action.to} size="lg" className="mt-6">
          {action.label}
        </LinkButton>
      )}
    </section>
  );
}
