import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Call } from '@/test/app-harness';
import { envelope, main, mockApi, openPage, setupAppTests } from '@/test/app-harness';

setupAppTests();

const tipsOf = (month: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: month * 100 + i,
    day: i + 1,
    title: `Tip ${i + 1} of month ${month}`,
    text: 'Text',
  }));

describe('/tips-of-the-day', () => {
  it('opens April of 2021, loads more tips, and switches month', async () => {
    const api = mockApi({
      'GET /api/web/posts': envelope({
        slug: 'tips-of-the-day',
        language: 'en',
        title: 'Tips of the day',
        intro: 'A small tip.',
        sections: [],
      }),
      'GET /api/web/nutoc-listing': (c: Call) => {
        const q = new URLSearchParams(c.search);
        const month = Number(q.get('month'));
        const page = Number(q.get('pageNumber'));
        const size = Number(q.get('offset'));
        const all = tipsOf(month, 6);
        return envelope({ tips: all.slice((page - 1) * size, page * size), count: all.length });
      },
    });
    await openPage('/tips-of-the-day');
    expect(
      await main().findByRole('heading', { level: 1, name: 'Tips of the day · 2021' }),
    ).toBeInTheDocument();
    const tabs = main().getAllByRole('tab');
    expect(tabs).toHaveLength(12);
    expect(main().getByRole('tab', { name: 'April' })).toHaveAttribute('aria-selected', 'true');
    const panel = main().getByRole('tabpanel');
    expect(await within(panel).findByText('Tip 1 of month 4')).toBeInTheDocument();
    expect(within(panel).queryByText('Tip 5 of month 4')).not.toBeInTheDocument();
    const first = new URLSearchParams(api.to('GET /api/web/nutoc-listing')[0]!.search);
    expect(Object.fromEntries(first)).toEqual({ year: '2021', month: '4', pageNumber: '1', offset: '4' });

    await userEvent.click(within(panel).getByRole('button', { name: 'Show more tips' }));
    expect(await within(panel).findByText('Tip 6 of month 4')).toBeInTheDocument();
    expect(within(panel).getByText('You have seen all the tips for this month.')).toBeInTheDocument();

    await userEvent.click(main().getByRole('tab', { name: 'December' }));
    expect(await within(main().getByRole('tabpanel')).findByText('Tip 1 of month 12')).toBeInTheDocument();
  });

  it('says so when a month has no tips', async () => {
    mockApi({ 'GET /api/web/nutoc-listing': envelope({ tips: [], count: 0 }) });
    await openPage('/tips-of-the-day');
    expect(await main().findByText('There are no tips for this month yet.')).toBeInTheDocument();
  });
});
