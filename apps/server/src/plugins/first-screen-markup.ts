// The first screen of the main pages as static HTML, with the class names of the React components
// that draw them (apps/web/src/app/layout/*header.tsx, root-layout.tsx, components/ui/page-title.tsx,
// and each page), so the stylesheet the app already ships lays it out the same way. Nothing in it
// is a button: the header's settings and menu buttons are inert placeholders of the same size until
// the app takes over, and every link is a real link. apps/web/src/app/layout/first-screen-header.test.tsx
// renders the React headers (signed out, en and ar) and fails when the headers or the frame here differ.

import { escapeHtml } from '../lib/escape-html.js';

/** A catalogue text: namespace and dotted key. */
export type Translate = (ns: string, key: string) => string;

const LOGO =
  '<svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" class="size-9 shrink-0">' +
  '<rect width="64" height="64" rx="14" class="fill-harbour-600"></rect>' +
  '<path d="M32 12l5 9h-3v15h-4V21h-3z" class="fill-sand-50"></path>' +
  '<path d="M24 36h16l2 8H22z" class="fill-sand-50"></path>' +
  '<path d="M8 48c6 0 6-4 12-4s6 4 12 4 6-4 12-4 6 4 12 4v8H8z" class="fill-sea-300"></path></svg>';

const lineIcon = (paths: string) =>
  `<svg viewBox="0 0 24 24" class="size-6" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2">${paths}</svg>`;
const GLOBE = lineIcon(
  '<circle cx="12" cy="12" r="9"></circle><path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z"></path>',
);
const BARS = lineIcon('<path d="M4 6h16M4 12h16M4 18h16"></path>');
/** The header's icon buttons, not clickable yet: same box, same icon, hidden from assistive technology. */
const iconPlaceholder = (icon: string, extra = '') =>
  `<span aria-hidden="true" class="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-harbour-800${extra}">${icon}</span>`;

const HEADER_CLASS = 'sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur';

function link(href: string, className: string, text: string, current = false): string {
  return `<a href="${escapeHtml(href)}" class="${className}"${current ? ' aria-current="page"' : ''}>${escapeHtml(text)}</a>`;
}

/** apps/web/src/app/layout/header.tsx for a visitor. */
function appHeader(t: Translate, pathname: string): string {
  const items = [
    ['/about-us', 'nav.about'],
    ['/nuz', 'nav.nuz'],
    ['/tulz', 'nav.tulz'],
    ['/market', 'nav.market'],
    ['/login', 'nav.login'],
    ['/register', 'nav.register'],
  ] as const;
  const base = 'block rounded-lg px-3 py-2 font-semibold text-harbour-800 hover:bg-harbour-50';
  const active = ' bg-harbour-100 text-harbour-900 underline decoration-2 underline-offset-4';
  const links = items
    .map(
      ([to, key]) =>
        `<li>${link(to, base + (to === pathname ? active : ''), t('common', key), to === pathname)}</li>`,
    )
    .join('');
  return (
    `<header class="${HEADER_CLASS}"><div class="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">` +
    `<a href="/" class="me-auto flex items-center gap-2 rounded-lg text-xl font-bold text-harbour-800" aria-label="${escapeHtml(t('common', 'nav.home'))}">` +
    `${LOGO}<span aria-hidden="true">${escapeHtml(t('common', 'app_name'))}</span></a>` +
    `<nav aria-label="${escapeHtml(t('common', 'nav.main'))}" class="hidden nav:block"><ul class="flex flex-row items-center gap-1">${links}</ul></nav>` +
    `${iconPlaceholder(GLOBE)}${iconPlaceholder(BARS, ' nav:hidden')}</div></header>`
  );
}

/** apps/web/src/app/layout/landing-header.tsx for a visitor. */
function landingHeader(t: Translate, pathname: string): string {
  const items = [
    ['/our-services', 'landing.services'],
    ['/pricing', 'landing.pricing'],
    ['/vivalinks/manager', 'landing.listings_manager'],
  ] as const;
  const base =
    'inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-harbour-800 hover:bg-harbour-50';
  const links = items
    .map(
      ([to, key]) =>
        `<li>${link(to, base + (to === pathname ? ' bg-harbour-50 underline underline-offset-4' : ''), t('common', key), to === pathname)}</li>`,
    )
    .join('');
  const signIn =
    'inline-flex min-h-11 min-w-0 items-center justify-center rounded-lg px-3 text-center leading-tight font-semibold bg-harbour-600 text-white hover:bg-harbour-700';
  return (
    `<header class="${HEADER_CLASS}"><div class="mx-auto flex min-h-16 max-w-6xl items-center gap-1 px-4 py-2 sm:gap-2">` +
    `<a href="/" class="me-auto flex min-h-12 shrink-0 items-center gap-2 rounded-lg text-xl font-bold text-harbour-800" aria-label="${escapeHtml(t('common', 'nav.home'))}">` +
    `${LOGO}<span aria-hidden="true" class="max-[30rem]:hidden">${escapeHtml(t('common', 'app_name'))}</span></a>` +
    `<nav aria-label="${escapeHtml(t('common', 'landing.nav'))}" class="hidden nav:block"><ul class="flex items-center gap-1 whitespace-nowrap">${links}</ul></nav>` +
    `${iconPlaceholder(GLOBE)}${link('/login', signIn, t('common', 'nav.login'))}${iconPlaceholder(BARS, ' nav:hidden')}</div></header>`
  );
}

/** components/ui/page-title.tsx */
function pageTitle(title: string, subtitle?: string, extra = ''): string {
  return (
    `<header class="mb-6${extra}"><h1 class="text-3xl font-bold tracking-tight break-words hyphens-auto text-harbour-900 sm:text-4xl">${escapeHtml(title)}</h1>` +
    (subtitle ? `<p class="mt-2 text-lg text-slate-700">${escapeHtml(subtitle)}</p>` : '') +
    '</header>'
  );
}

const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';
const BUTTON = 'inline-flex items-center justify-center gap-2 rounded-lg font-semibold no-underline';
const PRIMARY = `${BUTTON} bg-harbour-600 text-white shadow-sm min-h-11 px-4 py-2 text-base`;
const SECONDARY = `${BUTTON} border-2 border-harbour-600 bg-white text-harbour-700 min-h-11 px-4 py-2 text-base`;

/** features/home/routes/welcome-page.tsx: the hero. */
function welcome(t: Translate): string {
  const lg = `${BUTTON} min-h-12 px-6 py-3 text-lg`;
  return (
    '<div class="flex flex-col gap-12"><section class="relative overflow-hidden rounded-3xl bg-harbour-800 px-6 py-12 text-white sm:px-12 sm:py-16">' +
    '<div class="relative z-10 max-w-2xl">' +
    `<p class="text-lg font-semibold text-sea-200">${escapeHtml(t('common', 'tagline'))}</p>` +
    `<h1 class="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">${escapeHtml(t('common', 'welcome.title'))}</h1>` +
    `<p class="mt-5 text-lg text-harbour-50 sm:text-xl">${escapeHtml(t('common', 'welcome.lead'))}</p>` +
    '<div class="mt-8 flex flex-wrap gap-3">' +
    link('/select-province', `${lg} bg-sea-300! text-harbour-900!`, t('common', 'welcome.start')) +
    link(
      '/login',
      `${lg} border-2 border-white! bg-transparent! text-white!`,
      t('common', 'welcome.sign_in'),
    ) +
    '</div></div>' +
    '<svg viewBox="0 0 400 120" preserveAspectRatio="none" aria-hidden="true" class="absolute inset-x-0 bottom-0 h-24 w-full text-harbour-700">' +
    '<path d="M0 60c50 0 50-30 100-30s50 30 100 30 50-30 100-30 50 30 100 30v60H0z" fill="currentColor"></path>' +
    '<path d="M0 85c50 0 50-25 100-25s50 25 100 25 50-25 100-25 50 25 100 25v35H0z" class="fill-harbour-600"></path>' +
    '</svg></section></div>'
  );
}

/**
 * features/home/routes/dashboard-page.tsx for a visitor without a place: title, place prompt, info card,
 * then `live` (the notice board, first-screen-billboard.ts).
 */
function dashboard(t: Translate, live: string): string {
  return (
    '<div class="flex flex-col gap-8">' +
    pageTitle(t('common', 'dashboard.title'), t('common', 'dashboard.subtitle')) +
    `<div class="${CARD} flex flex-col items-start gap-4 border-sea-200 bg-sea-50">` +
    `<p class="text-lg">${escapeHtml(t('common', 'dashboard.choose_location_text'))}</p>` +
    link('/select-province', PRIMARY, t('common', 'dashboard.choose_location')) +
    '</div>' +
    `<section class="${CARD} flex flex-col items-start gap-3 border-sea-200 bg-sea-50">` +
    `<h2 class="text-xl font-bold text-harbour-900">${escapeHtml(t('community', 'home.info_title'))}</h2>` +
    `<p class="text-slate-700">${escapeHtml(t('community', 'home.info_text'))}</p>` +
    link('/info', SECONDARY, t('community', 'home.info_button')) +
    '</section>' +
    live +
    '</div>'
  );
}

/** features/weather/routes/weather-page.tsx for a visitor. */
function weather(t: Translate): string {
  return (
    pageTitle(t('weather', 'title')) +
    `<div class="${CARD} flex flex-col items-start gap-4"><p class="text-lg">${escapeHtml(t('weather', 'sign_in_prompt'))}</p>` +
    '<div class="flex flex-wrap gap-3">' +
    link('/sign-in?next=%2Fnuweather', PRIMARY, t('weather', 'sign_in')) +
    link('/register', SECONDARY, t('weather', 'register')) +
    '</div></div>'
  );
}

/** features/office/routes/rent-an-office-page.tsx: the title, the first photo and the welcome text. */
function office(t: Translate): string {
  return (
    '<div>' +
    pageTitle(t('office', 'title'), t('office', 'subtitle')) +
    '<div class="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">' +
    '<section class="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"><div class="touch-pan-y select-none overflow-hidden rounded-xl">' +
    `<img src="/office/office-01.svg" alt="${escapeHtml(t('office', 'gallery.alt.1'))}" width="800" height="500" class="aspect-[8/5] w-full bg-slate-100 object-cover">` +
    '</div></section>' +
    '<div class="flex flex-col gap-4">' +
    `<h2 class="text-2xl font-bold text-harbour-900">${escapeHtml(t('office', 'welcome.title'))}</h2>` +
    `<p class="text-lg text-slate-700">${escapeHtml(t('office', 'welcome.text'))}</p>` +
    '</div></div></div>'
  );
}

const titled =
  (ns: string, wrapper: string, title: string, subtitle: string, extra = '') =>
  (t: Translate) =>
    `<div class="${wrapper}">${pageTitle(t(ns, title), t(ns, subtitle), extra)}</div>`;

type Landing = 'landing' | 'app';
/** Route path (as in the router) → which header, and the page's first screen. */
const SCREENS: Record<string, { header: Landing; main: (t: Translate, live: string) => string }> = {
  '': { header: 'landing', main: welcome },
  dashboard: { header: 'app', main: dashboard },
  services: {
    header: 'app',
    main: titled('directory', 'mx-auto flex max-w-6xl flex-col gap-6', 'services', 'intro.service', ' mb-0'),
  },
  findajob: {
    header: 'app',
    main: titled('directory', 'mx-auto flex max-w-6xl flex-col gap-6', 'find_a_job', 'intro.job', ' mb-0'),
  },
  pricing: {
    header: 'landing',
    main: titled('pricing', 'flex flex-col gap-6', 'title', 'subtitle', ' mb-0'),
  },
  rentanoffice: { header: 'app', main: office },
  nuweather: { header: 'app', main: weather },
  'well-being': {
    header: 'app',
    main: titled('well-being', 'mx-auto flex max-w-5xl flex-col gap-8', 'title', 'subtitle'),
  },
  displayevents: {
    header: 'app',
    main: titled('events', 'mx-auto w-full max-w-5xl px-4 py-8 sm:py-12', 'title', 'subtitle'),
  },
  login: {
    header: 'app',
    main: titled('auth', 'mx-auto w-full max-w-lg px-4 py-8 sm:py-12', 'login.title', 'login.subtitle'),
  },
  register: {
    header: 'app',
    main: titled('auth', 'mx-auto w-full max-w-lg px-4 py-8 sm:py-12', 'register.title', 'register.subtitle'),
  },
};

/**
 * The frame of apps/web/src/app/layout/root-layout.tsx around the page's first screen; '' for other routes.
 * `live`: markup of content read per request, for the pages that show some (the dashboard's notices).
 */
export function firstScreenMarkup(routePath: string, t: Translate, live = ''): string {
  const screen = SCREENS[routePath];
  if (!screen) return '';
  const pathname = `/${routePath}`;
  return (
    '<div class="flex min-h-screen flex-col">' +
    `<a href="#main" class="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-harbour-800 focus:shadow-lg">${escapeHtml(t('common', 'skip_to_content'))}</a>` +
    (screen.header === 'landing' ? landingHeader(t, pathname) : appHeader(t, pathname)) +
    '<div class="relative h-1"></div>' +
    `<main id="main" tabindex="-1" class="mx-auto min-h-screen w-full max-w-6xl flex-1 px-4 py-8 outline-none">${screen.main(t, live)}</main>` +
    '</div>'
  );
}
