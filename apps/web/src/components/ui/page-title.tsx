import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';

export interface PageTitleProps {
  /** The page heading (h1), already translated; also sets the document title. */
  title: string;
  subtitle?: ReactNode;
  className?: string;
}

/** The page's h1 with an optional subtitle; sets `<title>` to "title · Harbour". */
export function PageTitle({ title, subtitle, className }: PageTitleProps) {
  const { t } = useTranslation();
  return (
    <header className={cx('mb-6', className)}>
      <title>{`${title} · ${t('app_name')}`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-harbour-900 sm:text-4xl">{title}</h1>
      {subtitle && <p className="mt-2 text-lg text-slate-700">{subtitle}</p>}
    </header>
  );
}
