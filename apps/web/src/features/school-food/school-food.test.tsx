import { describe, expect, it } from 'vitest';
import type { Call } from '@/test/app-harness';
import { envelope, main, mockApi, openPage, setupAppTests } from '@/test/app-harness';

setupAppTests();

describe('/school-food', () => {
  it('shows the programmes from the database, with their websites', async () => {
    const api = mockApi({
      'GET /api/web/posts': (c: Call) =>
        c.search === '?type=school-food'
          ? envelope({
              slug: 'school-food',
              language: 'en',
              title: 'School food programmes',
              intro: 'Every province helps children eat well.',
              sections: [
                {
                  heading: 'PEI School Food Programme',
                  text: 'Pay what you can.',
                  link: 'https://example.ca/pei',
                },
                { heading: 'Tips for families', text: 'Pack a water bottle.', link: null },
              ],
            })
          : envelope(null, false, 'page.not_found'),
    });
    await openPage('/school-food');
    expect(
      await main().findByRole('heading', { level: 1, name: 'School food programmes' }),
    ).toBeInTheDocument();
    expect(main().getByRole('heading', { name: 'PEI School Food Programme' })).toBeInTheDocument();
    expect(
      main().getByRole('link', { name: /Visit the programme's website: PEI School Food Programme/ }),
    ).toHaveAttribute('href', 'https://example.ca/pei');
    expect(main().getAllByRole('link')).toHaveLength(1);
    expect(api.to('GET /api/web/posts')).toHaveLength(1);
  });

  it('offers to try again when the page cannot be loaded', async () => {
    mockApi();
    await openPage('/school-food');
    expect(await main().findByText('This page could not be loaded. Please try again.')).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
