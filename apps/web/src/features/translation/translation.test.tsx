import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { main, mockApi, openPage, setupAppTests } from '@/test/app-harness';

setupAppTests();

describe('/translation', () => {
  it('shows every rate of the table, the minimum fee and the contact button', async () => {
    mockApi();
    await openPage('/translation');
    const table = await main().findByRole('table', { name: 'Translation rates per word' });
    const row = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(row('Subscribers')).toEqual(['$0.05 per word', '$0.25 per word', '$0.40 per word']);
    expect(row('Non-subscribers')).toEqual(['$0.10 per word', '$0.50 per word', '$0.80 per word']);
    expect(row('Proofreading')).toEqual(['+$0.15', '+$0.75', '+$1.20']);
    expect(row('Formatting')).toEqual(['+$0.02', '+$0.10', '+$0.20']);
    expect(row('Urgent delivery')).toEqual(['+$0.05', '+$0.25', '+$0.50']);
    expect(row('Complex and specialised content')).toEqual(['Price on request']);
    expect(main().getByText('Minimum fee: $12.50 (covers up to 250 words).')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/about-us');
  });
});
