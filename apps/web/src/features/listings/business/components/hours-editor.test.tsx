import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@/lib/i18n';
import { setupAppTests } from '@/test/app-harness';
import { defaultHours, hoursFrom, type HoursValue } from '@/features/listings/shared/lib/hours';
import { loadKitCatalogues, renderKit } from '@/test/kit-test-utils';
import { HoursEditor } from './hours-editor';

setupAppTests();
loadKitCatalogues();

let latest: HoursValue | null = null;
function Harness({ initial = defaultHours() }: { initial?: HoursValue }) {
  const [value, setValue] = useState(initial);
  return (
    <HoursEditor
      value={value}
      onChange={(v) => {
        latest = v;
        setValue(v);
      }}
    />
  );
}

describe('HoursEditor', () => {
  it('starts at 9:00 AM – 5:00 PM every day (the listing constants and prices)', () => {
    expect(defaultHours()).toMatchObject({ monday_start: '09:00', monday_end: '17:00', sunday_end: '17:00' });
    renderKit(<Harness />);
    const opens = screen.getByRole('button', { name: /opening time on monday/i });
    expect(opens).toHaveTextContent('9:00 AM');
    expect(screen.getByRole('button', { name: /closing time on sunday/i })).toHaveTextContent('5:00 PM');
    expect(screen.getAllByRole('switch')).toHaveLength(7);
  });

  it('a day switched off is CLOSED, switched on again 09:00–17:00', async () => {
    const user = userEvent.setup();
    renderKit(<Harness />);
    const tuesday = screen.getByRole('switch', { name: 'Open on Tuesday' });
    expect(tuesday).toBeChecked();
    await user.click(tuesday);
    expect(latest).toMatchObject({ tuesday_start: 'CLOSED', tuesday_end: 'CLOSED', monday_start: '09:00' });
    expect(tuesday).not.toBeChecked();
    expect(screen.queryByRole('button', { name: /opening time on tuesday/i })).not.toBeInTheDocument();
    expect(screen.getByText('Closed all day')).toBeInTheDocument();
    // Keyboard: Space toggles the focused switch.
    tuesday.focus();
    await user.keyboard(' ');
    expect(latest).toMatchObject({ tuesday_start: '09:00', tuesday_end: '17:00' });
  });

  it('offers 48 half-hour choices on the 12-hour clock and stores 24-hour values', async () => {
    const user = userEvent.setup();
    renderKit(<Harness />);
    await user.click(screen.getByRole('button', { name: /closing time on friday/i }));
    const list = await screen.findByRole('listbox');
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(48);
    expect(options[0]).toHaveTextContent('12:00 AM');
    expect(options[1]).toHaveTextContent('12:30 AM');
    expect(options[27]).toHaveTextContent('1:30 PM');
    await user.click(within(list).getByRole('option', { name: '9:30 PM' }));
    expect(latest).toMatchObject({ friday_end: '21:30' });
  });

  it('labels follow the interface language, still on the 12-hour clock', async () => {
    renderKit(<Harness />);
    await changeLanguage('ar');
    const expected = new Intl.DateTimeFormat('ar', {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }).format(new Date(2000, 0, 1, 9, 0));
    expect(expected).not.toBe('9:00 AM');
    const monday = new Intl.DateTimeFormat('ar', { weekday: 'long' }).format(new Date(2024, 0, 1));
    // Opening then closing time of Monday, named with the Arabic day.
    const [opens, closes] = await screen.findAllByRole('button', { name: new RegExp(`${monday}$`) });
    expect(opens).toHaveTextContent(expected);
    expect(closes).not.toHaveTextContent('PM');
    await changeLanguage('en');
  });

  it('reads stored hours, keeping CLOSED and dropping values off the half-hour grid', () => {
    expect(
      hoursFrom({
        monday_start: 'CLOSED',
        monday_end: 'CLOSED',
        tuesday_start: '08:15',
        wednesday_end: '18:30',
      }),
    ).toMatchObject({ monday_start: 'CLOSED', tuesday_start: '09:00', wednesday_end: '18:30' });
  });
});
