import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/lib/cx';

export interface PageTitleProps {
  /** The page heading (h1), already translated; also sets the document title. */
  title: string;
  subtitle?: ReactNode;
  className?: string;
  /** `auto` when the title or subtitle is content from the database (its own direction, not the page's). */
  dir?: 'auto';
}

/** The page's h1 with an optional subtitle; sets `<title>` to "title · Harbour". */
export function PageTitle({ title, subtitle, className, dir }: PageTitleProps) {
  const { t } = useTranslation();
  return (
    <header className={cx('mb-6', className)}>
      <title>{`${title} · ${t('app_name')}`}</title>
      <h1
        dir={dir}
        className="text-3xl font-bold tracking-tight break-words hyphens-auto text-harbour-900 sm:text-4xl"
      >
        {title}
      </h1>
      {subtitle && (
        <p dir={dir} className="mt-2 text-lg text-slate-700">
          {subtitle}
        </p>
      )}
    </header>
  );
}
