import { cx } from '@/lib/cx';

/** The member's picture, or their initials on a disc. Decorative next to the name unless `alt` is given. */
export function MemberPhoto({
  name,
  src,
  alt = '',
  large,
}: {
  name: string;
  src: string | null;
  alt?: string;
  large?: boolean;
}) {
  const size = large ? 'size-40 text-5xl' : 'size-16 text-xl';
  if (src) return <img src={src} alt={alt} className={cx('shrink-0 rounded-full object-cover', size)} />;
  const parts = name.split(/\s+/).filter(Boolean);
  const letters = [parts[0], parts.length > 1 ? parts[parts.length - 1] : undefined]
    .map((p) => (p ? Array.from(p)[0]!.toUpperCase() : ''))
    .join('');
  return (
    <span
      aria-hidden="true"
      className={cx(
        'flex shrink-0 items-center justify-center rounded-full bg-harbour-100 font-bold text-harbour-800',
        size,
      )}
    >
      {letters}
    </span>
  );
}
