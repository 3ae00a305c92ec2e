import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '@/lib/session';
import { Avatar } from '@/components/ui';
import { LogoMark } from '@/components/ui/logo';
import { NavLinkList } from './nav-links';
import { useStickyHeaderHeight } from './sticky-header';

// The overlays load on first use: they are not needed to show the page.
const SettingsPopover = lazy(() =>
  import('./settings-popover').then((m) => ({ default: m.SettingsPopover })),
);
const NavDrawer = lazy(() => import('./nav-drawer').then((m) => ({ default: m.NavDrawer })));
const ProfileDrawer = lazy(() => import('./profile-drawer').then((m) => ({ default: m.ProfileDrawer })));

const iconButton =
  'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-harbour-800 hover:bg-harbour-50';

const lineIcon = {
  viewBox: '0 0 24 24',
  className: 'size-6',
  'aria-hidden': true,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
} as const;

type Panel = 'settings' | 'menu' | 'profile' | null;

export function Header() {
  const { t } = useTranslation();
  const { user, provinceId, cityId } = useSession();
  const [open, setOpen] = useState<Panel>(null);
  // Mounted once opened, so their code is fetched only when someone asks for them.
  const [used, setUsed] = useState<Set<Exclude<Panel, null>>>(() => new Set());
  const settingsRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  useStickyHeaderHeight(headerRef);
  const hasLocation = provinceId != null && cityId != null;
  // the listing screens: the NuPOST wizard's logo leads to the product information
  const home = useLocation().pathname.startsWith('/nupost/') ? '/info' : hasLocation ? '/dashboard' : '/';

  const show = (panel: Exclude<Panel, null>) => {
    setUsed((u) => (u.has(panel) ? u : new Set(u).add(panel)));
    setOpen(panel);
  };
  const onOpenChange = (panel: Exclude<Panel, null>) => (isOpen: boolean) => setOpen(isOpen ? panel : null);

  return (
    <header ref={headerRef} className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link
          to={home}
          className="me-auto flex items-center gap-2 rounded-lg text-xl font-bold text-harbour-800"
          aria-label={t('nav.home')}
        >
          <LogoMark />
          <span aria-hidden="true">{t('app_name')}</span>
        </Link>

        <nav aria-label={t('nav.main')} className="hidden nav:block">
          <NavLinkList loggedIn={!!user} layout="row" />
        </nav>

        <button
          ref={settingsRef}
          type="button"
          className={iconButton}
          aria-label={t('settings.open')}
          aria-haspopup="dialog"
          aria-expanded={open === 'settings'}
          onClick={() => (open === 'settings' ? setOpen(null) : show('settings'))}
        >
          <svg {...lineIcon}>
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
          </svg>
        </button>

        {user && (
          <button
            type="button"
            className="inline-flex shrink-0 cursor-pointer rounded-full"
            aria-label={t('profile_drawer.open')}
            aria-haspopup="dialog"
            aria-expanded={open === 'profile'}
            onClick={() => show('profile')}
          >
            <Avatar user={user} />
          </button>
        )}

        <button
          type="button"
          className={`${iconButton} nav:hidden`}
          aria-label={t('nav.open_menu')}
          aria-haspopup="dialog"
          aria-expanded={open === 'menu'}
          onClick={() => show('menu')}
        >
          <svg {...lineIcon}>
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
      </div>

      <Suspense fallback={null}>
        {used.has('settings') && (
          <SettingsPopover
            triggerRef={settingsRef}
            isOpen={open === 'settings'}
            onOpenChange={onOpenChange('settings')}
          />
        )}
        {used.has('menu') && <NavDrawer isOpen={open === 'menu'} onOpenChange={onOpenChange('menu')} />}
        {used.has('profile') && user && (
          <ProfileDrawer isOpen={open === 'profile'} onOpenChange={onOpenChange('profile')} />
        )}
      </Suspense>
    </header>
  );
}
