import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

export interface AlertProps {
  /** error (red, announced at once), success (green) or info (blue, default); the last two are polite. */
  tone?: 'error' | 'success' | 'info';
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

const TONES = {
  error: 'border-red-300 bg-red-50 text-red-900',
  success: 'border-green-300 bg-green-50 text-green-900',
  info: 'border-harbour-200 bg-harbour-50 text-harbour-900',
};

const ICONS = { error: '!', success: '✓', info: 'i' };

/** A message box. Pass translated text; for server messages use `useMessage()` from lib/messages. */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('flex items-start gap-3 rounded-lg border px-4 py-3 text-base', TONES[tone], className)}
    >
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border border-current text-xs font-bold"
      >
        {ICONS[tone]}
      </span>
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}
