import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { cx } from '../../lib/cx';
import { useSession } from '../../lib/session';
import { LogoMark } from '../../components/ui/logo';

// The same language picker as the app header, loaded on first use.
const SettingsPopover = lazy(() =>
  import('./settings-popover').then((m) => ({ default: m.SettingsPopover })),
);

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

/** The header of the public pages (/, /info, /pricing, /our-services, /products, legal pages). */
export function LandingHeader() {
  const { t } = useTranslation();
  const { user, provinceId, cityId } = useSession();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const settingsRef = useRef<HTMLButtonElement>(null);
  const hasLocation = provinceId != null && cityId != null;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2">
        <Link
          to={user && hasLocation ? '/dashboard' : '/'}
          className="me-auto flex min-h-12 items-center gap-2 rounded-lg text-xl font-bold text-harbour-800"
          aria-label={t('nav.home')}
        >
          <LogoMark />
          <span aria-hidden="true">{t('app_name')}</span>
        </Link>

        <button
          ref={settingsRef}
          type="button"
          className="order-2 inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-full px-3 text-harbour-800 hover:bg-harbour-50 nav:order-3"
          aria-label={t('settings.open')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            setUsed(true);
            setOpen((o) => !o);
          }}
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

        <nav aria-label={t('landing.nav')} className="order-3 w-full overflow-x-auto nav:order-2 nav:w-auto">
          <ul className="flex items-center gap-1 whitespace-nowrap">
            {LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} className={linkClass}>
                  {t(l.key)}
                </NavLink>
              </li>
            ))}
            <li>
              {user ? (
                <NavLink to="/dashboard" className={linkClass}>
                  {t('landing.my_harbour')}
                </NavLink>
              ) : (
                <NavLink
                  to="/login"
                  className="ms-1 inline-flex min-h-11 items-center rounded-lg bg-harbour-600 px-4 font-semibold text-white hover:bg-harbour-700"
                >
                  {t('nav.login')}
                </NavLink>
              )}
            </li>
          </ul>
        </nav>
      </div>

      <Suspense fallback={null}>
        {used && <SettingsPopover triggerRef={settingsRef} isOpen={open} onOpenChange={setOpen} />}
      </Suspense>
    </header>
  );
}
