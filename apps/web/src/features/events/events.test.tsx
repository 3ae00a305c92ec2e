import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EventItem } from '@harbour/shared';
import {
  envelope,
  main,
  mockApi,
  mockSignedIn,
  openPage,
  PROFILE,
  setupAppTests,
  type Call,
} from '@/test/app-harness';
import { changeLanguage } from '@/lib/i18n';
import { addMonths, currentMonth, daysBetween, monthRange } from './lib/month';

setupAppTests();

const thisMonth = currentMonth();
const range = monthRange(thisMonth);
const day = (d: number) => `${range.startDate.slice(0, 8)}${String(d).padStart(2, '0')}`;

function event(id: number, d: number, extra: Partial<EventItem> = {}): EventItem {
  return {
    id,
    province_id: 1,
    city_id: 12,
    title: `Event ${id}`,
    eventDate: day(d),
    eventStartTime: '18:00',
    eventEndTime: '20:00',
    venue: 'Confederation Centre of the Arts',
    address: '145 Richmond Street, Charlottetown, PE',
    address_lat: 46.2346,
    address_long: -63.1286,
    age_group: 'Children, Adults, Seniors',
    eventDetails: 'Music and food.',
    hostDetails: 'PEI Association for Newcomers',
    website: 'https://www.peianc.com',
    price: 0,
    phone_number: '902-628-6009',
    image: null,
    timezone: 'America/Halifax',
    ...extra,
  };
}

const EVENTS = [
  event(1, 3, { title: 'Welcome Night' }),
  event(2, 9, { title: 'Conversation Circle', price: 12.5 }),
  event(3, 20),
];

const calendar = (call: Call) => {
  const q = new URLSearchParams(call.search);
  return envelope({ events: q.get('startDate') === range.startDate ? EVENTS : [] });
};

describe('/displayevents', () => {
  it('asks visitors to sign in', async () => {
    const fetchMock = mockApi();
    await openPage('/displayevents');
    expect(await main().findByText('Sign in to see the events calendar for your city.')).toBeInTheDocument();
    expect(fetchMock.to('GET /api/web/get-event-meeting-calendar')).toHaveLength(0);
  });

  it('shows this month from the first to the last day with the first 2 events featured', async () => {
    const fetchMock = mockSignedIn({ 'GET /api/web/get-event-meeting-calendar': calendar });
    await openPage('/displayevents');
    const featured = (await main().findByRole('heading', { name: 'Featured events' })).closest('section')!;
    expect(
      within(featured)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Welcome Night', 'Conversation Circle']);
    const q = new URLSearchParams(fetchMock.to('GET /api/web/get-event-meeting-calendar')[0]!.search);
    expect(Object.fromEntries(q)).toEqual({ provinceId: '1', cityId: '12', ...range });
    expect(main().getByRole('table')).toBeInTheDocument();
    expect(main().getByText('(3 events)')).toBeInTheDocument();
    const ld = document.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(ld!.textContent) as Array<{ '@type': string; name: string; startDate: string }>;
    expect(data[0]).toMatchObject({ '@type': 'Event', name: 'Welcome Night' });
    expect(data[0]!.startDate).toMatch(new RegExp(`^${day(3)}T18:00:00-0[34]:00$`));
    expect(main().getByRole('link', { name: "Subscribe to this city's calendar" })).toHaveAttribute(
      'href',
      '/api/web/events/city/12.ics',
    );
  });

  it('opens the details with venue, age groups, host, contacts and the .ics download', async () => {
    mockSignedIn({ 'GET /api/web/get-event-meeting-calendar': calendar });
    await openPage('/displayevents');
    await userEvent.click(
      (await main().findAllByRole('button', { name: 'View details: Welcome Night' }))[0]!,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Night' });
    expect(within(dialog).getByText('145 Richmond Street, Charlottetown, PE')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Children', 'Adults', 'Seniors']);
    expect(within(dialog).getByText('PEI Association for Newcomers')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '902-628-6009' })).toHaveAttribute(
      'href',
      'tel:9026286009',
    );
    expect(within(dialog).getByRole('link', { name: 'Add to my calendar (.ics)' })).toHaveAttribute(
      'href',
      '/api/web/events/1.ics',
    );
    expect(within(dialog).getByText(/6:00\s?PM – 8:00\s?PM/)).toBeInTheDocument();
    expect(within(dialog).getByText('Admission').nextElementSibling).toHaveTextContent(/^Free$/);
  });

  it("shows the admission price, Free when 0, in the reader's language", async () => {
    mockSignedIn({ 'GET /api/web/get-event-meeting-calendar': calendar });
    await openPage('/displayevents');
    expect((await main().findAllByText('Admission: Free')).length).toBeGreaterThan(0);
    expect(main().getAllByText('Admission: $12.50').length).toBeGreaterThan(0);
    await userEvent.click(main().getAllByRole('button', { name: 'View details: Conversation Circle' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Conversation Circle' });
    expect(within(dialog).getByText('Admission').nextElementSibling).toHaveTextContent('$12.50');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();

    // in French, by Intl: "12,50 $"
    await changeLanguage('fr');
    mockSignedIn({
      'GET /api/users/profile': envelope({ ...PROFILE, preferred_language: 'fr' }),
      'GET /api/web/get-event-meeting-calendar': calendar,
    });
    await openPage('/displayevents');
    expect((await main().findAllByText('Entrée : Gratuit')).length).toBeGreaterThan(0);
    expect(main().getAllByText(/^Entrée : 12,50\s\$$/).length).toBeGreaterThan(0);
  });

  it('shows an event of several days on each of its days in the month, with its range of dates', async () => {
    const previous = monthRange(addMonths(thisMonth, -1));
    const started = previous.endDate.slice(0, 8) + '28';
    const multi = [
      event(7, 1, { title: 'Winter Carnival', eventDate: started, eventEndDate: day(2) }),
      event(8, 10, { title: 'Harbour Festival', eventEndDate: day(12) }),
      event(9, 11, { title: 'Book Swap', eventEndDate: null }),
    ];
    mockSignedIn({ 'GET /api/web/get-event-meeting-calendar': envelope({ events: multi }) });
    await openPage('/displayevents');
    const table = await main().findByRole('table');
    const cellDay = (button: HTMLElement) =>
      within(button.closest('td')!).getByText(/^\d+$/, { ignore: 'button *' }).textContent;

    const festival = within(table).getAllByRole('button', { name: /^Harbour Festival/ });
    expect(festival.map((b) => b.textContent)).toEqual([
      'Harbour Festival day 1 of 3',
      'Harbour Festival day 2 of 3',
      'Harbour Festival day 3 of 3',
    ]);
    expect(festival.map(cellDay)).toEqual(['10', '11', '12']);
    // only its days in this month: the first ones were last month
    const carnival = within(table).getAllByRole('button', { name: /^Winter Carnival/ });
    const days = daysBetween(started, day(2)) + 1;
    expect(carnival.map((b) => b.textContent)).toEqual([
      `Winter Carnival day ${days - 1} of ${days}`,
      `Winter Carnival day ${days} of ${days}`,
    ]);
    expect(carnival.map(cellDay)).toEqual(['1', '2']);
    // a one-day event stays on its day, without a day count
    expect(within(table).getByRole('button', { name: 'Book Swap' })).toBeInTheDocument();

    const short = new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' }).format(
      new Date(`${day(10)}T00:00:00Z`),
    );
    const all = main()
      .getByRole('heading', { name: /All events in/ })
      .closest('section')!;
    expect(
      within(all).getByText(new RegExp(`${short} 10, 6:00\\sPM – \\w+, ${short} 12, 8:00\\sPM$`)),
    ).toBeInTheDocument();

    await userEvent.click(within(all).getByRole('button', { name: 'View details: Harbour Festival' }));
    const dialog = await screen.findByRole('dialog', { name: 'Harbour Festival' });
    const long = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(
      new Date(`${day(10)}T00:00:00Z`),
    );
    expect(
      within(dialog).getByText(
        new RegExp(`${long} 10, \\d{4} at 6:00\\sPM – \\w+, ${long} 12, \\d{4} at 8:00\\sPM`),
      ),
    ).toBeInTheDocument();

    const ld = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')!.textContent,
    ) as Array<{
      name: string;
      endDate?: string;
    }>;
    expect(ld.find((e) => e.name === 'Harbour Festival')!.endDate).toMatch(
      new RegExp(`^${day(12)}T20:00:00-0[34]:00$`),
    );
  });

  it('moves to the next month and shows its empty state', async () => {
    const fetchMock = mockSignedIn({ 'GET /api/web/get-event-meeting-calendar': calendar });
    await openPage('/displayevents');
    await main().findByRole('heading', { name: 'Featured events' });
    await userEvent.click(main().getByRole('button', { name: /Next month/ }));
    expect(await main().findByText(/no events this month yet/)).toBeInTheDocument();
    const next = monthRange(addMonths(thisMonth, 1));
    await waitFor(() => expect(fetchMock.to('GET /api/web/get-event-meeting-calendar')).toHaveLength(2));
    const q = new URLSearchParams(fetchMock.to('GET /api/web/get-event-meeting-calendar')[1]!.search);
    expect([q.get('startDate'), q.get('endDate')]).toEqual([next.startDate, next.endDate]);
    await userEvent.click(main().getByRole('button', { name: 'This month' }));
    expect(await main().findByRole('heading', { name: 'Featured events' })).toBeInTheDocument();
    // "This month" is gone with the month it led to: focus is on that month's heading, not on <body>
    expect(main().queryByRole('button', { name: 'This month' })).toBeNull();
    const label = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(thisMonth.year, thisMonth.month - 1, 1)),
    );
    expect(document.activeElement).toBe(main().getByRole('heading', { level: 2, name: label }));
  });

  it('shows an error with a way to try again', async () => {
    mockSignedIn({
      'GET /api/web/get-event-meeting-calendar': {
        status: 500,
        json: envelope(null, false, 'Something went wrong!'),
      },
    });
    await openPage('/displayevents');
    expect(await main().findByText('We could not load the events.')).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
