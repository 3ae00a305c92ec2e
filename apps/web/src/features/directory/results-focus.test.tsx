import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServiceCard } from '@harbour/shared';
import { envelope, main, mockApi, openPage, setupAppTests, type Call } from '@/test/app-harness';

setupAppTests();

const card = (id: number): ServiceCard => ({
  id,
  businessName: `Shop ${id}`,
  business_description: 'Fresh bread every morning.',
  phonenumber: '(902) 555-0101',
  email: 'hello@example.ca',
  website: 'https://example.ca',
  featured: '0',
  image: null,
  address: `${id} Queen Street, Charlottetown`,
  address_lat: 46.23,
  address_long: -63.13,
  cat_name: 'Food & Groceries',
});

/** 23 services, 10 per page. */
function servicesAnswer(call: Call) {
  const page = Number(new URLSearchParams(call.search).get('page') ?? 1);
  const start = (page - 1) * 10;
  const ids = Array.from({ length: Math.max(0, Math.min(10, 23 - start)) }, (_, i) => start + i + 1);
  return envelope({ count: 23, page, page_size: 10, businessLists: ids.map(card) });
}

async function openServices() {
  sessionStorage.setItem('provinceId', '1');
  sessionStorage.setItem('cityId', '12');
  mockApi({ 'GET /api/web/directory/service': servicesAnswer });
  const view = await openPage('/services');
  await main().findByRole('button', { name: 'Shop 1' });
  return view;
}

describe('/services results', () => {
  it('Next page moves focus to the new results and says "Page 2 of 3"', async () => {
    await openServices();
    const user = userEvent.setup();
    const nav = main().getByRole('navigation', { name: 'Pages' });
    await user.click(within(nav).getByRole('link', { name: 'Next page' }));
    await main().findByRole('button', { name: 'Shop 11' });
    const results = main().getByRole('heading', { level: 2, name: '23 results' });
    await waitFor(() => expect(document.activeElement).toBe(results));
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Page 2 of 3')).toBe(true);
    // the next Tab reaches the first card of the new page
    await user.tab();
    expect(document.activeElement).toBe(main().getByRole('button', { name: 'Shop 11' }));
  });

  it('puts the listing titles under the results heading (h3 below the h2)', async () => {
    await openServices();
    expect(main().getByRole('heading', { level: 2, name: '23 results' })).toBeInTheDocument();
    expect(main().getByRole('heading', { level: 3, name: 'Shop 1' })).toBeInTheDocument();
    expect(main().queryByRole('heading', { level: 2, name: 'Shop 1' })).toBeNull();
  });
});
