import { useState } from 'react';
import type { Profile } from '@harbour/shared';
import { cx } from '@/lib/cx';

type AvatarUser = Pick<Profile, 'full_name' | 'first_name' | 'last_name' | 'email' | 'profile_image'>;

const badge = (size: string) => ({
  image: cx('shrink-0 rounded-full object-cover ring-2 ring-white', size),
  disc: cx('flex shrink-0 items-center justify-center rounded-full bg-sea-600 font-bold text-white', size),
});

const LOOKS = {
  badge: badge('size-10 text-base'),
  'badge-lg': badge('size-24 text-3xl'),
  portrait: {
    image: 'size-24 rounded-full object-cover',
    disc: 'flex size-24 items-center justify-center rounded-full bg-harbour-100 text-2xl font-bold text-harbour-800',
  },
};

export interface AvatarProps {
  user: AvatarUser;
  /** Shown instead of the user's picture (the preview of a new one). */
  src?: string | null;
  /** Text alternative; empty when the name is shown next to it. */
  alt?: string;
  /** `badge` (header), `badge-lg` (profile drawer), `portrait` (profile pages). */
  look?: keyof typeof LOOKS;
}

function initials(user: AvatarUser): string {
  const source = user.full_name || `${user.first_name} ${user.last_name}`.trim() || user.email;
  const parts = source.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : parts.slice(0, 1);
  return letters.map((p) => Array.from(p)[0]!.toUpperCase()).join('') || '?';
}

/** The user's picture, or their initials when there is none or it fails to load. */
export function Avatar({ user, src = user.profile_image, alt = '', look = 'badge' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const { image, disc } = LOOKS[look];
  if (src && src !== failedSrc) {
    return <img src={src} alt={alt} onError={() => setFailedSrc(src)} className={image} />;
  }
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={disc}
    >
      {initials(user)}
    </span>
  );
}
