import { cx } from '../../../lib/cx';

export interface AvatarProps {
  src: string | null;
  name: string;
  /** Text alternative; empty when the name is shown next to it. */
  alt: string;
  className?: string;
}

/** The profile picture, or the initials on a coloured disc when there is none. */
export function Avatar({ src, name, alt, className }: AvatarProps) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  if (src) {
    return <img src={src} alt={alt} className={cx('size-24 rounded-full object-cover', className)} />;
  }
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={cx(
        'flex size-24 items-center justify-center rounded-full bg-harbour-100 text-2xl font-bold text-harbour-800',
        className,
      )}
    >
      {initials || '?'}
    </span>
  );
}
