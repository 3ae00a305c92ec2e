import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Notification, NotificationsData } from '@harbour/shared';
import { changeLanguage } from '@/lib/i18n';
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

setupAppTests();

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

function notice(id: number, extra: Partial<Notification> = {}): Notification {
  return {
    id,
    user_id: null,
    city_id: 12,
    link: null,
    image: null,
    type: 'road',
    gov_alert: false,
    title: `Notice ${id}`,
    icon: null,
    message: `Message of notice ${id}.`,
    updated_at: minutesAgo(id * 60),
    ...extra,
  };
}

const LONG = Array.from({ length: 50 }, (_, i) => `word${i + 1}`).join(' ');

/** 12 notices over two pages; the first is a government alert with a long text. */
function pages(call: Call) {
  const page = Number(new URLSearchParams(call.search).get('pageNumber'));
  const all = [
    notice(1, { gov_alert: true, title: 'Parking ban tonight', message: LONG, updated_at: minutesAgo(0) }),
    ...Array.from({ length: 11 }, (_, i) => notice(i + 2)),
  ];
  const data: NotificationsData = {
    notifications: all.slice((page - 1) * 10, page * 10),
    count: all.length,
    pageNumber: page,
    hasMore: page * 10 < all.length,
  };
  return envelope(data);
}

describe('/notifications', () => {
  it('asks visitors to sign in and calls nothing', async () => {
    const fetchMock = mockApi();
    await openPage('/notifications');
    expect(await main().findByText(/Sign in to see notifications/)).toBeInTheDocument();
    expect(fetchMock.to('GET /api/web/notifications')).toHaveLength(0);
  });

  it('shows the featured alert, cuts long text at 40 words and loads the next page on demand', async () => {
    const fetchMock = mockSignedIn({ 'GET /api/web/notifications': pages });
    await openPage('/notifications');
    const featured = (await main().findByRole('heading', { name: 'Parking ban tonight' })).closest(
      'article',
    )!;
    expect(within(featured).getByText('Government alert')).toBeInTheDocument();
    expect(within(featured).getByText(/Updated just now/)).toBeInTheDocument();
    expect(within(featured).getByText(/word40…$/)).toBeInTheDocument();
    expect(within(featured).queryByText(/word41/)).toBeNull();
    expect(main().getByText('Updated 2 hours ago')).toBeInTheDocument();
    const first = fetchMock.to('GET /api/web/notifications')[0]!;
    expect(Object.fromEntries(new URLSearchParams(first.search))).toEqual({
      userId: String(PROFILE.id),
      cityId: '12',
      pageNumber: '1',
      offset: '10',
    });
    expect(main().queryByRole('heading', { name: 'Notice 11' })).toBeNull();
    await userEvent.click(main().getByRole('button', { name: 'Load more notifications' }));
    expect(await main().findByRole('heading', { name: 'Notice 12' })).toBeInTheDocument();
    expect(new URLSearchParams(fetchMock.to('GET /api/web/notifications')[1]!.search).get('pageNumber')).toBe(
      '2',
    );
    expect(main().getByText('You have seen all notifications.')).toBeInTheDocument();
  });

  it('opens the whole notice in a dialog on desktop', async () => {
    mockSignedIn({ 'GET /api/web/notifications': pages });
    await openPage('/notifications');
    await userEvent.click(await main().findByRole('button', { name: 'Read more: Parking ban tonight' }));
    const dialog = await screen.findByRole('dialog', { name: 'Parking ban tonight' });
    expect(within(dialog).getByText(/word50/)).toBeInTheDocument();
  });

  it('goes to /notification-detail on mobile, with the notice passed along', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const fetchMock = mockSignedIn({ 'GET /api/web/notifications': pages });
    const { router } = await openPage('/notifications');
    await userEvent.click(await main().findByRole('button', { name: 'Read more: Notice 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notification-detail'));
    expect(router.state.location.search).toBe('?id=2');
    expect(await main().findByRole('heading', { level: 1, name: 'Notice 2' })).toBeInTheDocument();
    expect(fetchMock.to('GET /api/web/notifications/2')).toHaveLength(0);
  });

  it('starts the list over when the language changes', async () => {
    const fetchMock = mockSignedIn({ 'GET /api/web/notifications': pages });
    await openPage('/notifications');
    await main().findByRole('heading', { name: 'Parking ban tonight' });
    await act(() => changeLanguage('fr'));
    await waitFor(() => expect(fetchMock.to('GET /api/web/notifications')).toHaveLength(2));
    const again = fetchMock.to('GET /api/web/notifications')[1]!;
    expect(again.headers.language).toBe('fr');
    expect(new URLSearchParams(again.search).get('pageNumber')).toBe('1');
  });

  it('shows an empty state', async () => {
    mockSignedIn({
      'GET /api/web/notifications': envelope({ notifications: [], count: 0, pageNumber: 1, hasMore: false }),
    });
    await openPage('/notifications');
    expect(await main().findByText(/no notifications for your area/)).toBeInTheDocument();
  });

  it('shows the error state when the list fails', async () => {
    mockSignedIn({
      'GET /api/web/notifications': { status: 500, json: envelope(null, false, 'Something went wrong!') },
    });
    await openPage('/notifications');
    expect(await main().findByText('We could not load your notifications.')).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/notification-detail', () => {
  it('loads the notice by id on a direct visit', async () => {
    const fetchMock = mockSignedIn({
      'GET /api/web/notifications/5': envelope(
        notice(5, { title: 'Library programme', link: 'https://example.ca' }),
      ),
    });
    await openPage('/notification-detail?id=5');
    expect(await main().findByRole('heading', { level: 1, name: 'Library programme' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Open the link' })).toHaveAttribute('href', 'https://example.ca');
    expect(fetchMock.to('GET /api/web/notifications/5')).toHaveLength(1);
  });

  it('says so when the notice cannot be found', async () => {
    mockSignedIn({
      'GET /api/web/notifications/9': { status: 404, json: envelope(null, false, 'notification_not_found') },
    });
    await openPage('/notification-detail?id=9');
    expect(await main().findByText(/could not be found/)).toBeInTheDocument();
  });
});
