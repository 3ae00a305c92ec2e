import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, main, mockApi, openPage, setupAppTests } from '@/test/app-harness';

setupAppTests();

const notice = (title: string) => ({
  title,
  content: `${title}: every evening next week.`,
  message: '',
  dynamic_link: '/displayevents',
  link: null,
  updated_at: '2025-03-01T12:00:00.000Z',
});

/** The data block the server writes after `#root` on /dashboard (apps/server/src/plugins/first-screen-billboard.ts). */
function serverNotices(lang: string, items: unknown[]) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'billboard-data';
  block.textContent = JSON.stringify({ lang, items });
  document.body.append(block);
}

/** The billboard card as soon as the page draws it. */
async function billboard() {
  const heading = await waitFor(() => {
    const h = document.getElementById('billboard-title');
    if (!h) throw new Error('no billboard yet');
    return h;
  });
  return within(heading.closest('section')!);
}

describe('billboard with the notices of the server’s first screen', () => {
  it('renders them at once: no spinner, no request', async () => {
    serverNotices('en', [notice('Newcomer welcome week')]);
    const api = mockApi({ 'GET /api/web/bill-board-content': envelope([notice('From the API')]) });
    await openPage('/dashboard');
    const card = await billboard();
    // the first render of the card already holds the notice
    expect(card.getByRole('heading', { level: 2, name: 'Notice board' })).toBeInTheDocument();
    expect(card.getByRole('heading', { level: 3, name: 'Newcomer welcome week' })).toBeInTheDocument();
    expect(card.queryByRole('status')).not.toBeInTheDocument();
    expect(card.getByText(/^Updated /)).toBeInTheDocument();
    expect(api.to('GET /api/web/bill-board-content')).toHaveLength(0);
    expect(main().queryByText('From the API')).not.toBeInTheDocument();
    expect(document.getElementById('billboard-data')).toBeNull();
  });

  it('shows the download codes at once when the server had no notice', async () => {
    serverNotices('en', []);
    const api = mockApi();
    await openPage('/dashboard');
    const card = await billboard();
    expect(card.getByRole('img', { name: 'QR code for the App Store' })).toBeInTheDocument();
    expect(card.queryByRole('status')).not.toBeInTheDocument();
    expect(api.to('GET /api/web/bill-board-content')).toHaveLength(0);
  });

  it('fetches them when the server wrote them in another language', async () => {
    serverNotices('fr', [notice('Semaine d’accueil')]);
    const api = mockApi({ 'GET /api/web/bill-board-content': envelope([notice('From the API')]) });
    await openPage('/dashboard');
    expect(await main().findByRole('heading', { level: 3, name: 'From the API' })).toBeInTheDocument();
    expect(main().queryByText('Semaine d’accueil')).not.toBeInTheDocument();
    expect(api.to('GET /api/web/bill-board-content')).toHaveLength(1);
    expect(document.getElementById('billboard-data')).toBeNull();
  });
});
