import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { cx } from '@/lib/cx';
import { useSession } from '@/lib/session';
import { LogoMark } from '@/components/ui/logo';
import { LandingLinks } from './landing-links';
import { useStickyHeaderHeight } from './sticky-header';

// The same language picker as the app header, and the menu of narrow screens, loaded on first use.
const SettingsPopover = lazy(() =>
  import('./settings-popover').then((m) => ({ default: m.SettingsPopover })),
);
const LandingMenu = lazy(() => import('./landing-menu').then((m) => ({ default: m.LandingMenu })));

type Panel = 'settings' | 'menu';

const iconButton =
  'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-harbour-800 hover:bg-harbour-50';

// The sign-in (or My Harbour) link stays on the bar at every width: a long translation wraps inside it.
const actionClass =
  'inline-flex min-h-11 min-w-0 items-center justify-center rounded-lg px-3 text-center leading-tight font-semibold';

/** The header of the public pages (/, /info, /pricing, /our-services, /products, legal pages). */
export function LandingHeader() {
  const { t } = useTranslation();
  const { user, provinceId, cityId } = useSession();
  const [open, setOpen] = useState<Panel | null>(null);
  // Mounted once opened, so their code is fetched only when someone asks for them.
  const [used, setUsed] = useState<ReadonlySet<Panel>>(() => new Set());
  const settingsRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  useStickyHeaderHeight(headerRef);
  const hasLocation = provinceId != null && cityId != null;

  const toggle = (panel: Panel) => {
    setUsed((u) => (u.has(panel) ? u : new Set(u).add(panel)));
    setOpen((o) => (o === panel ? null : panel));
  };
  const onOpenChange = (panel: Panel) => (isOpen: boolean) => setOpen(isOpen ? panel : null);

  return (
    <header ref={headerRef} className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex min-h-16 max-w-6xl items-center gap-1 px-4 py-2 sm:gap-2">
        <Link
          to={user && hasLocation ? '/dashboard' : '/'}
          className="me-auto flex min-h-12 shrink-0 items-center gap-2 rounded-lg text-xl font-bold text-harbour-800"
          aria-label={t('nav.home')}
        >
          <LogoMark />
          {/* under 30rem the mark alone leaves room for sign in and the menu */}
          <span aria-hidden="true" className="max-[30rem]:hidden">
            {t('app_name')}
          </span>
        </Link>

        <nav aria-label={t('landing.nav')} className="hidden nav:block">
          <LandingLinks layout="row" />
        </nav>

        <button
          ref={settingsRef}
          type="button"
          className={iconButton}
          aria-label={t('settings.open')}
          aria-haspopup="dialog"
          aria-expanded={open === 'settings'}
          onClick={() => toggle('settings')}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-6"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
          </svg>
        </button>

        {user ? (
          <NavLink
            to="/dashboard"
            className={({ isActive }) =>
              cx(actionClass, 'text-harbour-800 hover:bg-harbour-50', isActive && 'bg-harbour-50')
            }
          >
            {t('landing.my_harbour')}
          </NavLink>
        ) : (
          <NavLink to="/login" className={cx(actionClass, 'bg-harbour-600 text-white hover:bg-harbour-700')}>
            {t('nav.login')}
          </NavLink>
        )}

        <button
          type="button"
          className={cx(iconButton, 'nav:hidden')}
          aria-label={t('nav.open_menu')}
          aria-haspopup="dialog"
          aria-expanded={open === 'menu'}
          onClick={() => toggle('menu')}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-6"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
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
        {used.has('menu') && <LandingMenu isOpen={open === 'menu'} onOpenChange={onOpenChange('menu')} />}
      </Suspense>
    </header>
  );
}
