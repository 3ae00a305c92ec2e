import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cx } from '@/lib/cx';

const LINKS = [
  { to: '/our-services', key: 'landing.services' },
  { to: '/pricing', key: 'landing.pricing' },
  { to: '/vivalinks/manager', key: 'landing.listings_manager' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-harbour-800 hover:bg-harbour-50',
    isActive && 'bg-harbour-50 underline underline-offset-4',
  );

/** The links for organisations: a row in the header, a column in the menu drawer. */
export function LandingLinks({ layout, onNavigate }: { layout: 'row' | 'column'; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className={layout === 'row' ? 'flex items-center gap-1 whitespace-nowrap' : 'flex flex-col gap-1'}>
      {LINKS.map((l) => (
        <li key={l.to}>
          <NavLink
            to={l.to}
            onClick={onNavigate}
            className={(state) => cx(linkClass(state), layout === 'column' && 'w-full text-lg')}
          >
            {t(l.key)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
