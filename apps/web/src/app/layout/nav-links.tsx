import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cx } from '@/lib/cx';

export interface NavItem {
  to: string;
  labelKey: string;
}

/** Header links (the core screens and routes): about, nuz, tulz, market, then communities or login and register. */
export function navItems(loggedIn: boolean): NavItem[] {
  const common: NavItem[] = [
    { to: '/about-us', labelKey: 'nav.about' },
    { to: '/nuz', labelKey: 'nav.nuz' },
    { to: '/tulz', labelKey: 'nav.tulz' },
    { to: '/market', labelKey: 'nav.market' },
  ];
  return loggedIn
    ? [...common, { to: '/community', labelKey: 'nav.communities' }]
    : [...common, { to: '/login', labelKey: 'nav.login' }, { to: '/register', labelKey: 'nav.register' }];
}

export function NavLinkList({
  loggedIn,
  layout,
  onNavigate,
}: {
  loggedIn: boolean;
  layout: 'row' | 'column';
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className={cx('flex', layout === 'row' ? 'flex-row items-center gap-1' : 'flex-col gap-1')}>
      {navItems(loggedIn).map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cx(
                'block rounded-lg px-3 py-2 font-semibold text-harbour-800 hover:bg-harbour-50',
                layout === 'column' && 'py-3 text-lg',
                isActive && 'bg-harbour-100 text-harbour-900 underline decoration-2 underline-offset-4',
              )
            }
          >
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
