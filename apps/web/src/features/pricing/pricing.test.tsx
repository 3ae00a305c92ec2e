import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { main, mockApi, mockSignedIn, openPage, setupAppTests } from '@/test/app-harness';

setupAppTests();

const status = <T,>(data: T, s: 0 | 1 = 1) => ({ status: s, message: '', data });
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

const business = [
  {
    package_id: 1,
    package_name: '6 Months',
    package_description: 'Half a year in the directory.',
    package_price: 149,
    package_price_monthly: 24.83,
    package_type: 'month',
    promos: [{ name: 'Newcomer week', expires_at: inDays(20), discount: 20, discount_type: 'Percentage' }],
  },
  {
    package_id: 2,
    package_name: '12 Months non-profit',
    package_description: 'Free for non-profits.',
    package_price: 0,
    package_price_monthly: 0,
    package_type: 'month',
    promos: [],
  },
];

const plans = [50, 100, 200, 350, 500, null].map((limit, i) => ({
  id: i + 1,
  plan_name: `Plan ${i + 1}`,
  plan_scheme: 'monthly',
  plan_price: { plan_price: 10 * i },
  plan_limit: [{ limit }],
}));

describe('/pricing', () => {
  it('opens on ads for an empty or unknown hash and shows every display and banner price', async () => {
    mockApi();
    const { router } = await openPage('/pricing#nonsense');
    const page = main();
    expect(await page.findByRole('tab', { name: /Ads/, selected: true })).toBeInTheDocument();
    const display = page.getByRole('table', { name: 'Display ad prices by block and position' });
    for (const price of ['$963', '$499', '$369', '$299', '$245', '$125', '$99', '$59']) {
      expect(display.textContent).toContain(price);
    }
    expect(display.textContent).toContain('Not available');
    const banner = page.getByRole('table', { name: 'Banner ad prices by duration' });
    expect(banner.textContent).toMatch(/90 days\$949.*30 days\$349.*14 days\$199/);
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('a table too wide for the screen scrolls in a named, focusable box that says so', async () => {
    // jsdom lays nothing out: give every scrolling box a table twice its width
    const widths = (el: HTMLElement) => (el.classList.contains('overflow-x-auto') ? [600, 300] : [0, 0]);
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return widths(this)[0]!;
    });
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return widths(this)[1]!;
    });
    try {
      mockApi();
      await openPage('/pricing');
      const region = await main().findByRole('region', { name: 'Display ad prices by block and position' });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(region).toHaveAccessibleDescription('Scroll sideways to see every column.');
      expect(main().getAllByText('Scroll sideways to see every column.')).toHaveLength(2);
      expect(
        within(region).getByRole('table', { name: 'Display ad prices by block and position' }),
      ).toBeInTheDocument();
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
    }
  });

  it('a table that fits says nothing about scrolling and is no extra stop for the keyboard', async () => {
    mockApi();
    await openPage('/pricing');
    const table = await main().findByRole('table', { name: 'Display ad prices by block and position' });
    expect(main().queryByText('Scroll sideways to see every column.')).toBeNull();
    expect(main().queryByRole('region', { name: 'Display ad prices by block and position' })).toBeNull();
    expect(table.parentElement).not.toHaveAttribute('tabindex');
  });

  it('changing tab updates the hash; back returns to the previous tab', async () => {
    mockApi();
    const { router } = await openPage('/pricing');
    const user = userEvent.setup();
    await user.click(await main().findByRole('tab', { name: /Sponsor/ }));
    expect(router.state.location.hash).toBe('#sponsor');
    const table = await main().findByRole('table', { name: 'Sponsorship prices by duration and section' });
    expect(table.textContent).toMatch(
      /3 months\$6,000\$3,000.*6 months\$12,000\$6,000.*1 year\$20,000\$10,000/,
    );
    expect(main().getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    await router.navigate(-1);
    await waitFor(() =>
      expect(main().getByRole('tab', { name: /Ads/ })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it('arrow keys move between tabs and the hash follows', async () => {
    mockApi({ 'POST /api/businessPackages': status({ package_list: [] }) });
    const { router } = await openPage('/pricing');
    const user = userEvent.setup();
    const ads = await main().findByRole('tab', { name: /Ads/ });
    await user.click(ads);
    // jsdom has no media queries: the small-screen stacked list, moved with up and down
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(router.state.location.hash).toBe('#vivalinks'));
    expect(main().getByRole('tab', { name: /VivaLinks/ })).toHaveFocus();
  });

  it('vivalinks: packages in the language, promo with old price, offer, OFF and expiry, complimentary non-profit', async () => {
    const api = mockApi({ 'POST /api/businessPackages': status({ package_list: business }) });
    await openPage('/pricing#vivalinks');
    const page = main();
    expect(await page.findByRole('heading', { name: '6 Months' })).toBeInTheDocument();
    // the promo lowers the monthly price: it says so, and what the six months then cost in all
    expect(page.getByText('$24.83 per month', { selector: 's' })).toBeInTheDocument();
    expect(page.getByText('$19.86 per month')).toBeInTheDocument();
    expect(page.getByText('20% OFF')).toBeInTheDocument();
    expect(page.getByText('For the whole package: $119.16 instead of $149, plus tax')).toBeInTheDocument();
    expect(page.getByText(/Offer ends/)).toBeInTheDocument();
    expect(page.getByText('COMPLIMENTARY')).toBeInTheDocument();
    expect(page.getByText('For non-profits')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Buy the 6 Months package' })).toHaveAttribute(
      'href',
      '/vivalinks/business?package_id=1',
    );
    expect(page.getByRole('link', { name: 'Buy the 12 Months non-profit package' })).toHaveAttribute(
      'href',
      '/vivalinks/business?package_id=2',
    );
    expect(api.to('POST /api/businessPackages')[0]!.headers.language).toBe('en');
  });

  it('vivalinks: leads to the job, event and volunteer wizards too', async () => {
    mockApi({ 'POST /api/businessPackages': status({ package_list: business }) });
    await openPage('/pricing#vivalinks');
    const other = await main().findByRole('region', { name: 'Other listings' });
    expect(within(other).getByRole('link', { name: 'Post a job' })).toHaveAttribute(
      'href',
      '/vivalinks/jobs',
    );
    expect(within(other).getByRole('link', { name: 'Create an event' })).toHaveAttribute('href', '/events');
    expect(within(other).getByRole('link', { name: 'Add an organisation' })).toHaveAttribute(
      'href',
      '/vivalinks/volunteer',
    );
  });

  it('a list stays empty unless status is 1', async () => {
    mockApi({ 'POST /api/eventPackages': status({ package_list: business }, 0) });
    await openPage('/pricing#events');
    expect(
      await main().findByText('We could not load these prices. Please try again later.'),
    ).toBeInTheDocument();
    expect(main().queryByRole('heading', { name: '6 Months' })).toBeNull();
  });

  it('events: each package leads to /events', async () => {
    mockApi({ 'POST /api/eventPackages': status({ package_list: business }) });
    await openPage('/pricing#events');
    expect(
      await main().findByRole('link', { name: 'Post an event with the 6 Months package' }),
    ).toHaveAttribute('href', '/events');
  });

  it('events: a promo on a package sold whole lowers the package price, with no monthly wording', async () => {
    const event = {
      package_id: 7,
      package_name: '1 Month',
      package_description: 'A month on the calendar.',
      package_price: 19.99,
      package_price_monthly: null,
      package_type: 'month',
      promos: [{ name: 'Spring', expires_at: inDays(5), discount: 5, discount_type: 'Amount' }],
    };
    mockApi({ 'POST /api/eventPackages': status({ package_list: [event] }) });
    await openPage('/pricing#events');
    const page = main();
    expect(await page.findByText('$19.99', { selector: 's' })).toBeInTheDocument();
    expect(page.getByText('$14.99')).toBeInTheDocument();
    expect(page.getByText('$5 OFF')).toBeInTheDocument();
    expect(page.queryByText(/per month|whole package/)).toBeNull();
  });

  it('events: an empty list says so', async () => {
    mockApi({ 'POST /api/eventPackages': status({ package_list: [] }) });
    await openPage('/pricing#events');
    expect(await main().findByText(/There are no packages to show right now/)).toBeInTheDocument();
  });

  it('nupost: the first five plans, each selecting its plan in the sign-up, then the custom top tier from 501', async () => {
    mockApi({ 'GET /api/getBusinessPlanList': status({ plan_list: plans }) });
    await openPage('/pricing#nupost');
    const page = main();
    expect(await page.findByRole('heading', { name: 'Plan 5' })).toBeInTheDocument();
    expect(page.queryByRole('heading', { name: 'Plan 6' })).toBeNull();
    expect(page.getByText('Up to 350 members')).toBeInTheDocument();
    const select = page.getByRole('link', { name: 'Select the Plan 1 plan' });
    expect(select).toHaveTextContent('Select');
    expect(select).toHaveAttribute('href', `/nupost/signup?plan=${plans[0]!.id}`);
    expect(page.getByText('501 members and more')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });

  it('nuchat: shows the plans the server chose for the signed-in user, each bought on /nuchat/checkout', async () => {
    const api = mockSignedIn({
      'GET /api/nuChatPackages': status({
        package_list: [
          {
            id: 7,
            name: 'Yearly (trial offer)',
            description: '',
            price: 9.99,
            interval: 'year',
            is_trial: true,
          },
        ],
      }),
    });
    await openPage('/pricing#nuchat');
    const page = main();
    expect(await page.findByText('$9.99 per year')).toBeInTheDocument();
    expect(page.getByText(/You are in your free trial/)).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Buy Yearly (trial offer)' })).toHaveAttribute(
      'href',
      '/nuchat/checkout',
    );
    expect(api.to('GET /api/nuChatPackages')[0]!.headers.authorization).toBe('Bearer stored');
  });

  it('partner: all twelve population rows, institutions, regional from $9,999, no logos without flags', async () => {
    mockApi();
    await openPage('/pricing#partner');
    const page = main();
    const table = await page.findByRole('table', {
      name: 'Annual subscription and setup fee by community population',
    });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(12);
    expect(table.textContent).toContain('Over 200,000Custom quoteCustom quote');
    expect(table.textContent).toContain('150,001 to 200,000$100,000$10,000');
    const inst = page.getByRole('table', { name: 'Institution partnership prices' });
    expect(inst.textContent).toMatch(/Basic\$10,000\$750.*Premium\$20,000\$750/);
    expect(page.getByText('From $9,999 per year for a whole region.')).toBeInTheDocument();
    expect(page.queryByText('Our partners')).toBeNull();
  });

  it('partner logos appear only with their feature flags', async () => {
    mockApi({
      'GET /api/getVersion': status({
        lang_version: '1',
        feature_list: [
          { name: 'upei', enabled: true, states: [] },
          { name: 'gov_pei', enabled: false, states: [] },
        ],
      }),
    });
    await openPage('/pricing#partner');
    expect(await main().findByText('Our partners')).toBeInTheDocument();
    expect(main().getByText('University of Prince Edward Island')).toBeInTheDocument();
    expect(main().queryByText('Government of Prince Edward Island')).toBeNull();
  });

  it('white label is coming soon', async () => {
    mockApi();
    await openPage('/pricing#white_label');
    expect(await main().findByText(/Coming soon/)).toBeInTheDocument();
  });
});

describe('/info', () => {
  it('shows the store badges, the link to events and the pricing hub', async () => {
    mockApi();
    await openPage('/info');
    const page = main();
    expect(await page.findByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      expect.stringContaining('apps.apple.com'),
    );
    expect(page.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      expect.stringContaining('play.google.com/store/search'),
    );
    expect(page.getByRole('link', { name: /events near you/ })).toHaveAttribute('href', '/displayevents');
    expect(page.getByRole('tab', { name: /Ads/ })).toHaveAttribute('aria-selected', 'true');
  });
});
