import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Call } from '@/test/app-harness';
import { envelope, main, mockApi, openPage, setupAppTests } from '@/test/app-harness';

setupAppTests();

const SETTINGS = (c: Call) =>
  envelope({
    value: c.search.includes('org_email') ? 'hello@harbour.local' : '100 Queen Street, Charlottetown',
  });

describe('/rentanoffice', () => {
  it('shows the four plans with the six prices, 16 amenities and a linked contact footer', async () => {
    mockApi({ 'GET /api/web/settings': SETTINGS });
    await openPage('/rentanoffice');
    expect(await main().findByRole('heading', { level: 1, name: 'Rent an office' })).toBeInTheDocument();
    const plans = within(main().getByRole('region', { name: 'Plans and prices' }));
    expect(plans.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    for (const amount of [100, 200, 300, 395, 40, 25])
      expect(plans.getByText(new RegExp(`\\$${amount}$`))).toBeInTheDocument();
    const amenities = within(main().getByRole('region', { name: 'What is included' }));
    expect(amenities.getAllByRole('listitem')).toHaveLength(16);
    const mail = await main().findByRole('link', { name: 'hello@harbour.local' });
    expect(mail).toHaveAttribute('href', 'mailto:hello@harbour.local');
    expect(main().getByRole('link', { name: '902-555-0142' })).toHaveAttribute('href', 'tel:+19025550142');
    expect(main().getByText(/100 Queen Street, Charlottetown/)).toBeInTheDocument();
  });

  it('moves through the 12 pictures with buttons, arrow keys and swipes', async () => {
    mockApi({ 'GET /api/web/settings': SETTINGS });
    await openPage('/rentanoffice');
    const slide = await main().findByRole('group', { name: 'Picture 1 of 12' });
    expect(within(slide).getByRole('img')).toHaveAttribute(
      'alt',
      'An open workspace with two desks, big windows and a plant',
    );
    const user = userEvent.setup();
    await user.click(main().getByRole('button', { name: 'Next picture' }));
    expect(main().getByRole('group', { name: 'Picture 2 of 12' })).toBeInTheDocument();
    fireEvent.keyDown(slide, { key: 'ArrowLeft' });
    fireEvent.keyDown(slide, { key: 'ArrowLeft' });
    expect(main().getByRole('group', { name: 'Picture 12 of 12' })).toBeInTheDocument();
    expect(within(slide).getByRole('img')).toHaveAttribute('src', '/office/office-12.svg');
    fireEvent.pointerDown(slide, { clientX: 300 });
    fireEvent.pointerUp(slide, { clientX: 100 });
    expect(main().getByRole('group', { name: 'Picture 1 of 12' })).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: 'Show picture 5' }));
    expect(main().getByRole('group', { name: 'Picture 5 of 12' })).toBeInTheDocument();
  });

  it('sends the invitation request, clears the fields, and starts empty when opened again', async () => {
    const api = mockApi({
      'GET /api/web/settings': SETTINGS,
      'POST /api/web/sent-office-invitation': envelope(
        'office.invitation_sent',
        true,
        'office.invitation_sent',
      ),
    });
    await openPage('/rentanoffice');
    const user = userEvent.setup();
    await user.click(await main().findByRole('button', { name: 'Get an invitation' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Get an invitation' }));
    fireEvent.change(dialog.getByLabelText('Preferred date'), { target: { value: '2031-05-20' } });
    await user.type(dialog.getByLabelText('E-mail'), 'lina@example.ca');
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await dialog.findByText(/We received your request/)).toBeInTheDocument();
    expect(api.to('POST /api/web/sent-office-invitation')[0]!.body).toEqual({
      email: 'lina@example.ca',
      preferred_date: '2031-05-20',
    });
    expect(dialog.getByLabelText('E-mail')).toHaveValue('');
    expect(dialog.getByLabelText('Preferred date')).toHaveValue('');

    await user.type(dialog.getByLabelText('E-mail'), 'typed@example.ca');
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(main().getByRole('button', { name: 'Get an invitation' }));
    const again = within(await screen.findByRole('dialog', { name: 'Get an invitation' }));
    expect(again.getByLabelText('E-mail')).toHaveValue('');
    expect(again.queryByText(/We received your request/)).not.toBeInTheDocument();
  });

  it("shows the server's message when the request is refused, and keeps what was typed", async () => {
    mockApi({
      'GET /api/web/settings': SETTINGS,
      'POST /api/web/sent-office-invitation': (c: Call) =>
        (c.body as { email: string }).email.includes('@')
          ? { status: 400, json: envelope(null, false, 'office.date_in_past') }
          : { status: 400, json: envelope(null, false, 'email_not_valid') },
    });
    await openPage('/rentanoffice');
    const user = userEvent.setup();
    await user.click(await main().findByRole('button', { name: 'Get an invitation' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('E-mail'), 'not-an-address');
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Please enter a valid e-mail address.');
    await user.clear(dialog.getByLabelText('E-mail'));
    await user.type(dialog.getByLabelText('E-mail'), 'lina@example.ca');
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await dialog.findByText('Please choose today or a day in the future.')).toBeInTheDocument();
    expect(dialog.getByLabelText('E-mail')).toHaveValue('lina@example.ca');
  });
});
