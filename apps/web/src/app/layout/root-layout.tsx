import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { sendScreenView } from '@/lib/analytics';
import { SessionProvider, useSession } from '@/lib/session';
import { Footer } from './footer';
import { FullPageLoading } from './full-page-loading';
import { Header } from './header';
import { LandingHeader } from './landing-header';
import { RouteFocus } from './route-focus';
import { SignInHost } from './sign-in-host';

// Below the fold (main is a screen tall), so the public pages' footer need not hold up the first
// paint, and the other pages never download it.
const LandingFooter = lazy(() => import('./landing-footer').then((m) => ({ default: m.LandingFooter })));

// Only a visitor who opened a sign-in link sees it: its code (react-aria's modal) loads then.
const ContinueAsDialog = lazy(() =>
  import('./continue-as-dialog').then((m) => ({ default: m.ContinueAsDialog })),
);

/** The root route: session, then the page frame. */
export function RootLayout() {
  return (
    <SessionProvider>
      <SignInHost>
        <AppFrame />
      </SignInHost>
    </SessionProvider>
  );
}

const LEGAL_PATHS = [
  '/terms-and-conditions',
  '/privacy-policy',
  '/terms-of-service-nupost',
  '/privacy-terms',
];
/** Public pages that show the landing header instead of the app header. */
const LANDING_HEADER_PATHS = new Set([
  '/',
  '/info',
  '/our-services',
  '/products',
  '/pricing',
  ...LEGAL_PATHS,
]);
/** Pages with the landing footer: info, pricing, legal and listing pages. */
const LANDING_FOOTER_PATHS = new Set([
  '/',
  '/info',
  '/our-services',
  '/products',
  '/pricing',
  '/nuchat/info',
  ...LEGAL_PATHS,
]);
const LISTING_PATH = /^\/(services|findajob|volunteer-hub)(\/[^/]+)?$/;

function usesLandingHeader(pathname: string): boolean {
  return LANDING_HEADER_PATHS.has(normalise(pathname));
}
function usesLandingFooter(pathname: string): boolean {
  const path = normalise(pathname);
  return LANDING_FOOTER_PATHS.has(path) || LISTING_PATH.test(path);
}
function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function AppFrame() {
  const { t } = useTranslation();
  const { status } = useSession();
  const { pathname } = useLocation();
  if (status === 'loading') return <FullPageLoading />;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-harbour-800 focus:shadow-lg"
      >
        {t('skip_to_content')}
      </a>
      {usesLandingHeader(pathname) ? <LandingHeader /> : <Header />}
      <RouteProgress />
      {/* At least a screen tall: the footer starts below the fold, so a page filling in never pushes it around on screen. */}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto min-h-screen w-full max-w-6xl flex-1 px-4 py-8 outline-none"
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {usesLandingFooter(pathname) ? (
        <Suspense fallback={null}>
          <LandingFooter />
        </Suspense>
      ) : (
        <Footer />
      )}
      <ScrollRestoration />
      <RouteFocus />
      <ScreenViewTracker />
      <LoginOfferHost />
    </div>
  );
}

function LoginOfferHost() {
  const { loginOffer } = useSession();
  if (!loginOffer) return null;
  return (
    <Suspense fallback={null}>
      <ContinueAsDialog />
    </Suspense>
  );
}

/** A thin bar and a screen-reader status while the next page's code loads. */
function RouteProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <div aria-live="polite" className="relative h-1">
      {busy && (
        <>
          <div className="absolute inset-0 animate-pulse bg-sea-500" />
          <span className="sr-only">{t('loading_page')}</span>
        </>
      )}
    </div>
  );
}

/** One screen-view event per route (path change). */
function ScreenViewTracker() {
  const { pathname } = useLocation();
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    sendScreenView(pathname);
  }, [pathname]);
  return null;
}
