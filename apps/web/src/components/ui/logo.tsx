import { cx } from '@/lib/cx';

/** Harbour's mark: a lighthouse over the waves (decorative; the link around it carries the name). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className={cx('size-9 shrink-0', className)}
    >
      <rect width="64" height="64" rx="14" className="fill-harbour-600" />
      <path d="M32 12l5 9h-3v15h-4V21h-3z" className="fill-sand-50" />
      <path d="M24 36h16l2 8H22z" className="fill-sand-50" />
      <path d="M8 48c6 0 6-4 12-4s6 4 12 4 6-4 12-4 6 4 12 4v8H8z" className="fill-sea-300" />
    </svg>
  );
}
