import { useState } from 'react';
import type { Profile } from '@harbour/shared';
import { cx } from '../../lib/cx';

function initials(user: Pick<Profile, 'full_name' | 'first_name' | 'last_name' | 'email'>): string {
  const source = user.full_name || `${user.first_name} ${user.last_name}`.trim() || user.email;
  const parts = source.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : parts.slice(0, 1);
  return letters.map((p) => Array.from(p)[0]!.toUpperCase()).join('') || '?';
}

/** The user's picture, or their initials when there is none or it fails to load. */
export function Avatar({ user, size = 'md', alt = '' }: { user: Profile; size?: 'md' | 'lg'; alt?: string }) {
  const [failed, setFailed] = useState(false);
  const box = size === 'lg' ? 'size-24 text-3xl' : 'size-10 text-base';
  if (user.profile_image && !failed) {
    return (
      <img
        src={user.profile_image}
        alt={alt}
        onError={() => setFailed(true)}
        className={cx('shrink-0 rounded-full object-cover ring-2 ring-white', box)}
      />
    );
  }
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={cx(
        'flex shrink-0 items-center justify-center rounded-full bg-sea-600 font-bold text-white',
        box,
      )}
    >
      {initials(user)}
    </span>
  );
}
