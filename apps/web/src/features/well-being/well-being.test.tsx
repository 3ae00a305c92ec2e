import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WellBeingCategory, WellBeingListItem, WellBeingListing } from '@harbour/shared';
import {
  VERSION,
  envelope,
  main,
  mockApi,
  mockSignedIn,
  openPage,
  renderApp,
  setupAppTests,
  type Call,
} from '@/test/app-harness';

setupAppTests();

const CATEGORIES: WellBeingCategory[] = [
  { cat_id: 1, cat_name: 'Beauty', cat_description: 'Hair and skin care.', tag: 'beauty' },
  {
    cat_id: 4,
    cat_name: 'Hospitals & Clinics',
    cat_description: 'Clinics and hospitals.',
    tag: 'hospitals_clinics',
  },
  { cat_id: 6, cat_name: 'Dental Care', cat_description: 'Dentists.', tag: 'dental_care' },
];

const item = (id: number, name: string): WellBeingListItem => ({
  id,
  name,
  image: '/well-being/hospitals_clinics.svg',
  cat_name: 'Hospitals & Clinics, Family Health',
  address: `${id} Kent St, Charlottetown, PE`,
  phone_number: '(902) 555-0111',
  working_hours: 'Mon–Fri 8:00 AM–8:00 PM',
  well_being_description: 'A friendly clinic.',
});

/** Answers like the server: 23 listings in category 4, 10 per page; searches find nothing. */
function listingsAnswer(call: Call) {
  const body = call.body as { category_id: number | null; search_name: string | null; page_no: number };
  const total = body.search_name ? 0 : 23;
  const start = (body.page_no - 1) * 10;
  const ids = Array.from({ length: Math.max(0, Math.min(10, total - start)) }, (_, i) => start + i + 1);
  return envelope({
    wellBeingLists: ids.map((id) => item(id, `Clinic ${id}`)),
    count: total,
    page_no: body.page_no,
    offset: 10,
    category: body.category_id === 4 ? CATEGORIES[1] : null,
  });
}

const MAIN_PAGE = {
  banner_text: '<h2>Your well-being, with Medavie Blue Cross</h2><p>PEI banner.</p>',
  articles: [
    { id: 1, title: 'Getting your provincial health card' },
    { id: 2, title: 'Looking after your mental health' },
  ],
  halifax_banner_text: '<p>Welcome to Halifax banner.</p>',
};

function routes(extra: Record<string, unknown> = {}) {
  return {
    'GET /api/web/wellBeingCategories': envelope({ category_list: CATEGORIES }),
    'POST /api/web/wellBeingListings': listingsAnswer,
    'GET /api/web/wellBeingMainPage': envelope(MAIN_PAGE),
    ...extra,
  };
}

const visitorIn = (provinceId: number, cityId: number) => {
  sessionStorage.setItem('provinceId', String(provinceId));
  sessionStorage.setItem('cityId', String(cityId));
};

describe('/well-being', () => {
  it('shows the category tiles with their images, and an empty search does nothing', async () => {
    visitorIn(1, 12);
    const api = mockApi(routes());
    const user = userEvent.setup();
    const { router } = renderApp('/well-being');
    const tiles = await screen.findByRole('region', { name: 'Browse by category' });
    const links = within(tiles).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/well-being-listings?category=1',
      '/well-being-listings?category=4',
      '/well-being-listings?category=6',
    ]);
    const images = links.map((l) => l.querySelector('img')?.getAttribute('src'));
    expect(images).toEqual([
      '/well-being/beauty.svg',
      '/well-being/hospitals_clinics.svg',
      '/well-being/default.svg',
    ]);
    // The partner part needs the medavie flag.
    expect(screen.queryByText(/Medavie Blue Cross are working together/)).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search well-being services' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/well-being');
    expect(api.to('POST /api/web/wellBeingListings')).toHaveLength(0);

    await user.type(screen.getByRole('searchbox'), 'dentist{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/well-being-listings'));
    expect(router.state.location.search).toBe('?search=dentist');
  });

  it('shows the partner intro, the banner of the province and the article links when medavie is on', async () => {
    visitorIn(2, 21);
    const version = { ...VERSION, feature_list: [{ name: 'medavie', enabled: true, states: [1, 2] }] };
    mockApi(routes({ 'GET /api/getVersion': { status: 1, message: '', data: version } }));
    await openPage('/well-being');
    expect(await main().findByText('Welcome to Halifax banner.')).toBeInTheDocument();
    expect(main().getByText(/Medavie Blue Cross are working together/)).toBeInTheDocument();
    expect(main().queryByText('PEI banner.')).not.toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Looking after your mental health' })).toHaveAttribute(
      'href',
      '/well-being-article?id=2',
    );
  });

  it('sends a visitor without a province to /login', async () => {
    mockApi(routes());
    const { router } = renderApp('/well-being');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('asks to choose a location when the stored province does not exist', async () => {
    visitorIn(99, 1);
    mockApi(routes());
    await openPage('/well-being');
    expect(await main().findByText('Please choose your province and city first.')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Choose your location' })).toHaveAttribute(
      'href',
      '/select-province',
    );
  });
});

describe('/well-being-listings', () => {
  it('lists a category with its header, ten per page, and moves between pages', async () => {
    visitorIn(1, 12);
    const api = mockApi(routes());
    const user = userEvent.setup();
    const { router } = renderApp('/well-being-listings?category=4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hospitals & Clinics' })).toBeInTheDocument();
    expect(await main().findByRole('link', { name: 'View details of Clinic 1' })).toHaveAttribute(
      'href',
      '/well-being-detail?id=1',
    );
    expect(main().getAllByRole('article')).toHaveLength(10);
    expect(main().getByText('Services found: 23')).toBeInTheDocument();
    expect(main().getByText('Page 1 of 3')).toBeInTheDocument();
    expect(api.to('POST /api/web/wellBeingListings')[0]?.body).toEqual({
      category_id: 4,
      search_name: null,
      page_no: 1,
      offset: 10,
      state_id: 1,
    });

    const pages = main().getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=4&page=2'));
    expect(await main().findByRole('link', { name: 'View details of Clinic 11' })).toBeInTheDocument();

    await user.click(
      within(main().getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Page 3' }),
    );
    expect(await main().findByRole('link', { name: 'View details of Clinic 21' })).toBeInTheDocument();
    expect(main().getAllByRole('article')).toHaveLength(3);
    expect(
      within(main().getByRole('navigation', { name: 'Pages' })).queryByRole('link', { name: 'Next page' }),
    ).toBeNull();
  });

  it('shows the no-results message of a search', async () => {
    visitorIn(1, 12);
    mockApi(routes());
    await openPage('/well-being-listings?search=xyzzy');
    expect(
      await main().findByText('We could not find anything for your search. Try other words.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “xyzzy”' })).toBeInTheDocument();
  });

  it('shows no_listings for a category without listings', async () => {
    visitorIn(1, 12);
    mockApi(
      routes({
        'POST /api/web/wellBeingListings': envelope({
          wellBeingLists: [],
          count: 0,
          page_no: 1,
          offset: 10,
          category: CATEGORIES[0],
        }),
      }),
    );
    await openPage('/well-being-listings?category=1');
    expect(await main().findByText('There are no listings here yet.')).toBeInTheDocument();
  });

  it('uses the signed-in user’s province and shows a failed lookup', async () => {
    sessionStorage.setItem('provinceId', '3');
    sessionStorage.setItem('cityId', '31');
    const api = mockSignedIn({
      'GET /api/web/wellBeingCategories': envelope({ category_list: CATEGORIES }),
      'POST /api/web/wellBeingListings': {
        status: 400,
        json: envelope(null, false, 'please_select_your_location'),
      },
    });
    await openPage('/well-being-listings?category=4');
    expect(await main().findByText('Please choose your province and city first.')).toBeInTheDocument();
    expect((api.to('POST /api/web/wellBeingListings')[0]?.body as { state_id: number }).state_id).toBe(1);
  });

  it('shows an error with a retry when the listings cannot be loaded', async () => {
    visitorIn(1, 12);
    let fail = true;
    mockApi(
      routes({
        'POST /api/web/wellBeingListings': (call: Call) =>
          fail ? new Response('oops', { status: 500 }) : listingsAnswer(call),
      }),
    );
    const user = userEvent.setup();
    await openPage('/well-being-listings?category=4');
    expect(await main().findByText('We could not load the services.')).toBeInTheDocument();
    fail = false;
    await user.click(main().getByRole('button', { name: 'Try again' }));
    expect(await main().findByRole('link', { name: 'View details of Clinic 1' })).toBeInTheDocument();
  });
});

const LISTING: WellBeingListing = {
  id: 7,
  name: 'Gottingen Street Community Health Centre',
  image: '/well-being/hospitals_clinics.svg',
  cat_name: 'Hospitals & Clinics, Family Health',
  working_hours: 'Mon–Fri 8:30 AM–4:30 PM',
  phone_number: '(902) 555-0152',
  address: '2165 Gottingen St, Halifax, NS B3K 3B5',
  address_lat: 44.656,
  address_long: -63.587,
  website: 'https://gottingen.example.com',
  well_being_description: 'A community health centre.',
  eligibility: 'Residents of the area.',
  fees: 'Free.',
  how_to_access: 'Call to register.',
  disabilities_access: 'Step-free entrance.',
  coverage_area: 'Halifax and the surrounding area',
  language: 'English, French, Arabic',
  documents_required: 'Provincial health card.',
};

describe('/well-being-detail', () => {
  it('shows every field of the listing', async () => {
    const api = mockApi(routes({ 'GET /api/wellBeingListing/7': { status: 1, message: '', data: LISTING } }));
    await openPage('/well-being-detail?id=7');
    expect(await screen.findByRole('heading', { level: 1, name: LISTING.name })).toBeInTheDocument();
    for (const text of [
      'Hospitals & Clinics',
      'Family Health',
      'Mon–Fri 8:30 AM–4:30 PM',
      '2165 Gottingen St, Halifax, NS B3K 3B5',
      'A community health centre.',
      'Residents of the area.',
      'Free.',
      'Call to register.',
      'Step-free entrance.',
      'Halifax and the surrounding area',
      'English, French, Arabic',
      'Provincial health card.',
    ]) {
      expect(main().getByText(text)).toBeInTheDocument();
    }
    expect(main().getByRole('link', { name: '(902) 555-0152' })).toHaveAttribute('href', 'tel:9025550152');
    expect(main().getByRole('link', { name: /gottingen\.example\.com/ })).toHaveAttribute(
      'href',
      'https://gottingen.example.com',
    );
    expect(main().getByRole('heading', { name: 'Map' })).toBeInTheDocument();
    expect(api.to('GET /api/wellBeingListing/7')).toHaveLength(1);
  });

  it('says so when the listing does not exist', async () => {
    mockApi(
      routes({
        'GET /api/wellBeingListing/9': { status: 404, json: { status: 0, message: 'not_found', data: [] } },
      }),
    );
    await openPage('/well-being-detail?id=9');
    expect(
      await main().findByText('We could not find this service. It may have been removed.'),
    ).toBeInTheDocument();
  });
});

describe('/well-being-article', () => {
  it('shows an article with its sanitised HTML', async () => {
    mockApi(
      routes({
        'GET /api/web/wellBeingArticle/2': envelope({
          id: 2,
          header: 'Mental health',
          title: 'Looking after your mental health',
          banner_text: '<p>You are not alone.</p>',
          text: '<h2>Small steps help</h2><ul><li>Keep a routine.</li></ul>',
        }),
      }),
    );
    await openPage('/well-being-article?id=2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Looking after your mental health' }),
    ).toBeInTheDocument();
    expect(main().getByRole('heading', { level: 2, name: 'Small steps help' })).toBeInTheDocument();
    expect(main().getByText('You are not alone.')).toBeInTheDocument();
    expect(main().getByText('Keep a routine.')).toBeInTheDocument();
  });

  it('shows the free HTML of the partner banner', async () => {
    mockApi(
      routes({
        'GET /api/web/wellBeingArticle/5': { status: 404, json: envelope(null, false, 'not_found') },
      }),
    );
    await openPage('/well-being-article?content=halifax');
    expect(await main().findByText('Welcome to Halifax banner.')).toBeInTheDocument();
  });

  it('says so when the article does not exist', async () => {
    mockApi(
      routes({
        'GET /api/web/wellBeingArticle/5': { status: 404, json: envelope(null, false, 'not_found') },
      }),
    );
    await openPage('/well-being-article?id=5');
    expect(await main().findByText('We could not find this article.')).toBeInTheDocument();
  });
});
