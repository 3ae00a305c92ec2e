import { useTranslation } from 'react-i18next';
import type { FeatureName, Sponsor } from '@harbour/shared';
import { useSession } from '@/lib/session';
import { SponsorLogo } from './sponsor-logo';

/** Sponsors whose logo flag is on for the user's province (a sponsor without a flag always shows). */
export function useVisibleSponsors(sponsors: Sponsor[]): Sponsor[] {
  const { isFeatureEnabled } = useSession();
  return sponsors.filter((s) => s.feature === null || isFeatureEnabled(s.feature as FeatureName));
}

export function SponsorList({ sponsors }: { sponsors: Sponsor[] }) {
  const { t } = useTranslation('about');
  const visible = useVisibleSponsors(sponsors);
  if (visible.length === 0) return <p className="text-slate-700">{t('sponsors.empty')}</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {visible.map((s, i) => (
        <li
          key={s.slug}
          className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm"
        >
          <SponsorLogo name={s.name} index={i} />
          <p dir="auto" className="text-slate-700">
            {s.description}
          </p>
          {s.website && (
            <a
              href={s.website}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-harbour-700 underline underline-offset-4 hover:text-harbour-900"
            >
              {t('sponsors.visit', { name: s.name })}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
