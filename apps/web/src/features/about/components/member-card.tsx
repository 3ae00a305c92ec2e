import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TeamMember } from '@harbour/shared';
import { MemberPhoto } from './member-photo';

/** Spec 1: a member card leads to /profile/{index} when the member has a title and a description. */
export function memberLink(m: TeamMember): string {
  return m.title && m.description ? `/profile/${m.index}` : '/coming-soon';
}

export function MemberCard({ member: m }: { member: TeamMember }) {
  const { t } = useTranslation('about');
  const hasProfile = !!(m.title && m.description);
  return (
    <Link
      to={memberLink(m)}
      className="flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-harbour-400 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harbour-600"
    >
      <MemberPhoto name={m.name} src={m.image} />
      <span className="flex flex-col gap-1">
        <span dir="auto" className="text-lg font-bold text-harbour-900">
          {m.name}
        </span>
        <span dir="auto" className="font-medium text-sea-700">
          {m.position}
        </span>
        <span dir="auto" className="text-slate-700">
          {m.short_description}
        </span>
        <span className="mt-1 text-sm font-semibold text-harbour-700 underline underline-offset-4">
          {hasProfile ? t('team.read_more', { name: m.name }) : t('team.coming_soon', { name: m.name })}
        </span>
      </span>
    </Link>
  );
}
