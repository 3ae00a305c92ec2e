import { useTranslation } from 'react-i18next';
import { cx } from '@/lib/cx';

export interface SpinnerProps {
  /** sm 16px, md 32px (default), lg 48px */
  size?: 'sm' | 'md' | 'lg';
  /** Text for screen readers; defaults to "Loading…". */
  label?: string;
  className?: string;
}

const SIZES = { sm: 'size-4 border-2', md: 'size-8 border-[3px]', lg: 'size-12 border-4' };

/** A spinning ring with a screen-reader label (role="status"). */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span role="status" className={cx('inline-flex items-center justify-center', className)}>
      <span
        aria-hidden="true"
        className={cx(
          'inline-block animate-spin rounded-full border-harbour-200 border-t-harbour-600',
          SIZES[size],
        )}
      />
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  );
}

/** A centred large spinner that fills the page area (route and session loading). */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center p-8">
      <Spinner size="lg" label={label} />
    </div>
  );
}
