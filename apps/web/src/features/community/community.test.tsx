import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, main, mockApi, openPage, setupAppTests } from '@/test/app-harness';

setupAppTests();

const NOTICE = {
  title: 'Newcomer welcome week',
  content: 'Free information sessions every evening.',
  message: 'Everyone is welcome.',
  dynamic_link: '/displayevents',
  link: null,
  updated_at: '2025-03-01T12:00:00.000Z',
};
const version = (names: string[]) => ({
  status: 1,
  message: '',
  data: { lang_version: '1', feature_list: names.map((name) => ({ name, enabled: true, states: [] })) },
});

describe('dashboard cards', () => {
  it('shows the billboard notices, the card to /info and the well-being card', async () => {
    mockApi({ 'GET /api/web/bill-board-content': envelope([NOTICE]) });
    await openPage('/dashboard');
    expect(await main().findByRole('heading', { name: 'Newcomer welcome week' })).toBeInTheDocument();
    expect(main().getByText('Everyone is welcome.')).toBeInTheDocument();
    expect(main().getByRole('link', { name: /Learn more: Newcomer welcome week/ })).toHaveAttribute(
      'href',
      '/displayevents',
    );
    expect(main().getByRole('link', { name: 'Discover Harbour' })).toHaveAttribute('href', '/info');
    expect(main().getByRole('link', { name: 'Explore well-being' })).toHaveAttribute('href', '/well-being');
    expect(main().queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it('shows the app download codes and store links when there is no notice', async () => {
    mockApi({ 'GET /api/web/bill-board-content': envelope([]) });
    await openPage('/dashboard');
    expect(await main().findByRole('img', { name: 'QR code for the App Store' })).toBeInTheDocument();
    expect(main().getByRole('img', { name: 'QR code for Google Play' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: /Download on the App Store/ })).toHaveAttribute(
      'href',
      expect.stringContaining('apps.apple.com'),
    );
    expect(main().getByRole('link', { name: /Get it on Google Play/ })).toHaveAttribute(
      'href',
      expect.stringContaining('play.google.com'),
    );
  });

  it('falls back to the download codes with a message when the billboard fails', async () => {
    mockApi();
    await openPage('/dashboard');
    expect(await main().findByText('The notice board could not be loaded right now.')).toBeInTheDocument();
    expect(main().getByRole('img', { name: 'QR code for the App Store' })).toBeInTheDocument();
  });
});

describe('/tulz', () => {
  it('selects the third tile at first and shows the chosen tile’s title, text and button', async () => {
    mockApi();
    await openPage('/tulz');
    const list = await main().findByRole('list', { name: 'Tools' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(4));
    const tiles = within(list).getAllByRole('button');
    ['Post', 'Chat', 'Well-being', 'Translations'].forEach((name, i) =>
      expect(tiles[i]).toHaveAccessibleName(name),
    );
    expect(tiles[2]).toHaveAttribute('aria-pressed', 'true');
    expect(main().getByRole('heading', { level: 2, name: 'Well-being' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Explore well-being' })).toHaveAttribute('href', '/well-being');

    await userEvent.click(tiles[3]!);
    expect(tiles[3]).toHaveAttribute('aria-pressed', 'true');
    expect(tiles[2]).toHaveAttribute('aria-pressed', 'false');
    expect(main().getByText(/translated by people who know your language/)).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'See translation rates' })).toHaveAttribute(
      'href',
      '/translation',
    );
  });

  it('hides the chat tile without the nuchat flag', async () => {
    mockApi({ 'GET /api/getVersion': version([]) });
    await openPage('/tulz');
    const list = await main().findByRole('list', { name: 'Tools' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(3));
    expect(within(list).queryByRole('button', { name: 'Chat' })).not.toBeInTheDocument();
  });
});

describe('grouping pages', () => {
  it('/nuz and /market lead to their tiles', async () => {
    mockApi();
    await openPage('/nuz');
    expect(await main().findByRole('link', { name: /Weather/ })).toHaveAttribute('href', '/nuweather');
    expect(main().getByRole('link', { name: /Notifications/ })).toHaveAttribute('href', '/notifications');
    expect(main().getByRole('link', { name: /Events/ })).toHaveAttribute('href', '/displayevents');
  });

  it('/market leads to the jobs and services, and to every listing wizard', async () => {
    mockApi();
    await openPage('/market');
    expect(await main().findByRole('link', { name: /Find a job/ })).toHaveAttribute('href', '/findajob');
    expect(main().getByRole('heading', { level: 2, name: 'List your organisation' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: /Business listing/ })).toHaveAttribute(
      'href',
      '/vivalinks/business',
    );
    expect(main().getByRole('link', { name: /Post a job/ })).toHaveAttribute('href', '/vivalinks/jobs');
    expect(main().getByRole('link', { name: /Create an event/ })).toHaveAttribute('href', '/events');
    expect(main().getByRole('link', { name: /Volunteer organisation/ })).toHaveAttribute(
      'href',
      '/vivalinks/volunteer',
    );
  });

  it('/community shows the IRSA tile only with the irsa flag', async () => {
    mockApi({ 'GET /api/getVersion': version(['irsa']) });
    const view = await openPage('/community');
    expect(await main().findByRole('link', { name: /IRSA/ })).toBeInTheDocument();
    expect(main().getByRole('link', { name: /Volunteer hub/ })).toHaveAttribute('href', '/volunteer-hub');
    expect(main().getByRole('link', { name: /Sponsors/ })).toHaveAttribute('href', '/sponsors');
    view.unmount();

    mockApi({ 'GET /api/getVersion': version([]) });
    await openPage('/community');
    await main().findByRole('link', { name: /Volunteer hub/ });
    expect(main().queryByRole('link', { name: /IRSA/ })).not.toBeInTheDocument();
  });

  it('/ethnic-cultural has the cultural communities and six continents, all to /coming-soon', async () => {
    mockApi();
    await openPage('/ethnic-cultural');
    const links = await main().findAllByRole('link');
    expect(links).toHaveLength(7);
    expect(links.every((l) => l.getAttribute('href') === '/coming-soon')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Communities by continent' })).toBeInTheDocument();
  });
});
