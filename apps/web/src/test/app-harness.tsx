/* Test harness for the app shell: the real routes, i18n (en catalogues), session and query
   client in a memory router. Only the global `fetch` is replaced, answering by "METHOD /path". */
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { Profile, ProvinceItem } from '@harbour/shared';
import { changeLanguage, initI18n, type CatalogueLoader } from '@/lib/i18n';
import { routes } from '@/app/router';

export interface Call {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: unknown;
}

/** An answer: any JSON body (status 200), `{ status, json }`, a Response, or a function of the call. */
export type Routes = Record<string, unknown>;

export const envelope = <T,>(data: T, success = true, message = '') => ({ meta: { success, message }, data });

export interface FetchMock {
  calls: Call[];
  /** Calls to `METHOD /path`. */
  to(key: string): Call[];
}

/** Replaces global fetch. Unknown paths answer 404 with a failed envelope. */
function mockFetch(table: Routes): FetchMock {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    let body: unknown = init?.body;
    if (typeof body === 'string') body = JSON.parse(body) as unknown;
    const call: Call = { method, path: url.pathname, search: url.search, headers, body };
    calls.push(call);
    const entry = table[`${method} ${url.pathname}`];
    const reply: unknown = typeof entry === 'function' ? (entry as (c: Call) => unknown)(call) : entry;
    if (reply instanceof Response) return reply;
    if (reply === undefined) {
      return new Response(JSON.stringify(envelope(null, false, 'not_found')), { status: 404 });
    }
    const withStatus = reply as { status?: number; json?: unknown };
    if (typeof withStatus === 'object' && reply !== null && 'json' in withStatus) {
      return new Response(JSON.stringify(withStatus.json), { status: withStatus.status ?? 200 });
    }
    return new Response(JSON.stringify(reply), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { calls, to: (key) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

export const PROFILE: Profile = {
  id: 7,
  full_name: 'Amira Khalil',
  first_name: 'Amira',
  last_name: 'Khalil',
  email: 'amira@example.ca',
  user_mobile: '902 555 0101',
  address: null,
  address_en: null,
  postal_code: 'C1A 1A1',
  profile_image: null,
  city_id: 12,
  state_id: 1,
  preferred_language: 'en',
  role: 'user',
};

const city = (city_id: number, city_name: string, lat: number, lon: number, all_province = false) => ({
  city_id,
  city_name,
  all_province,
  lat,
  lon,
});

export const PROVINCES: ProvinceItem[] = [
  {
    state_id: 1,
    state_name: 'Prince Edward Island',
    state_code: 'PE',
    city_list: [
      city(10, 'All of PEI', 46.4, -63.2, true),
      city(11, 'Summerside', 46.39, -63.79),
      city(12, 'Charlottetown', 46.238, -63.131),
      city(13, 'Cornwall', 46.227, -63.219),
      city(14, 'Stratford', 46.217, -63.089),
      city(15, 'Rural Municipality of North Shore', 46.42, -63.25),
    ],
  },
  {
    state_id: 2,
    state_name: 'Nova Scotia',
    state_code: 'NS',
    city_list: [city(20, 'All of Nova Scotia', 44.9, -63.5, true), city(21, 'Halifax', 44.65, -63.57)],
  },
  {
    state_id: 3,
    state_name: 'Newfoundland and Labrador',
    state_code: 'NL',
    city_list: [city(31, "St. John's", 47.56, -52.71)],
  },
  { state_id: 4, state_name: 'New Brunswick', state_code: 'NB', city_list: [] },
];

export const VERSION = { lang_version: '1', feature_list: [{ name: 'nuchat', enabled: true, states: [] }] };

/** The answers every page start needs. */
function baseRoutes(extra: Routes = {}): Routes {
  return {
    'GET /api/getVersion': { status: 1, message: '', data: VERSION },
    'GET /api/web/client-config': envelope({
      captchaEnabled: false,
      chatSiteUrl: 'https://chat.example.ca/',
      mapTileUrl: '',
    }),
    'GET /api/web/provinces/all': envelope({ state_list: PROVINCES }),
    'POST /api/analytics/screen-view': envelope(null),
    ...extra,
  };
}

/** Replaces global fetch with the answers every page start needs, and `extra`. */
export function mockApi(extra: Routes = {}): FetchMock {
  return mockFetch(baseRoutes(extra));
}

/** Renders the whole app at `path`; returns the memory router to read the current address. */
export function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders the whole app at `path` and waits for the page area. */
export async function openPage(path: string) {
  const view = renderApp(path);
  await screen.findByRole('main');
  return view;
}

/** Queries inside the page area (the header and footer also hold links and buttons). */
export const main = () => within(screen.getByRole('main'));

/** A remembered session of PROFILE: its token in localStorage and its profile answered, with `extra`. */
export function mockSignedIn(extra: Routes = {}): FetchMock {
  localStorage.setItem('token', 'stored');
  localStorage.setItem('userId', String(PROFILE.id));
  return mockApi({ 'GET /api/users/profile': envelope(PROFILE), ...extra });
}

// Tests read the catalogues from disk: the global fetch is the API mock.
const catalogueFiles = import.meta.glob<Record<string, unknown>>(
  '../../../../packages/i18n/locales/*/*.json',
  {
    import: 'default',
  },
);
const loadCatalogueFromDisk: CatalogueLoader = async (lang, ns) =>
  (await catalogueFiles[`../../../../packages/i18n/locales/${lang}/${ns}.json`]?.()) ?? {};

/** Registers the hooks every app test needs: i18n in English, empty storages, fresh fetch mock. */
export function setupAppTests() {
  // Whole-app renders: the first one of a file also compiles the pages it opens.
  vi.setConfig({ testTimeout: 20_000 });
  beforeAll(async () => {
    // The first render of a file also transforms the lazy pages it opens: allow for it.
    configure({ asyncUtilTimeout: 8000 });
    // jsdom does not scroll; the router's scroll restoration calls it on every navigation.
    window.scrollTo = () => {};
    await initI18n('en', loadCatalogueFromDisk);
  });
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    await changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
}
