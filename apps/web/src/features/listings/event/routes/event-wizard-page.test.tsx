import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { main, mockApi, mockSignedIn, openPage, setupAppTests, type Routes } from '@/test/app-harness';
import { localToday } from '../lib/event-form';
import { fillAddress, GEOCODER_ROUTES } from '@/features/listings/shared/lib/event-test-helpers';

setupAppTests();

const status = <T,>(data: T, message = '') => ({ status: 1, message, data });

/** What a checked key gives (the check's answer, issue 21 §2). */
const KEY_GIVES = {
  'listing-activate': true,
  package_id: 4,
  package_name: '1 Month',
  quantity: 1,
  listing_end_date: '2031-03-01',
};

const LOOKUPS: Routes = {
  ...GEOCODER_ROUTES,
  'POST /api/getEventCategory': status([
    { sub_category_id: 5, name: 'Music' },
    { sub_category_id: 6, name: 'Sports' },
  ]),
  'POST /api/getAgeGroup': status([
    { id: 1, name: 'Children' },
    { id: 2, name: 'Adults' },
  ]),
  'POST /api/eventPackages': status({
    package_list: [
      {
        package_id: 9,
        package_name: '1 Week',
        package_description: 'One week in the calendar',
        package_price: 20,
        package_price_monthly: null,
        package_type: 'week',
        promos: [],
      },
    ],
  }),
};

/** 'YYYY-MM-DD' `days` from today (local). */
function inDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return localToday(d);
}

const next = () => main().getByRole('button', { name: 'Next' });

async function open() {
  await openPage('/events');
  await main().findByRole('heading', { level: 1, name: 'Create an event' });
  await main().findByRole('textbox', { name: /event title/i });
}

async function choose(user: UserEvent, field: RegExp, option: string | RegExp) {
  const select = main().getByRole('button', { name: field });
  await waitFor(() => expect(select).toBeEnabled());
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: option }));
}

function setDate(label: RegExp, value: string) {
  fireEvent.change(main().getByLabelText(label), { target: { value } });
}

async function setSchedule(user: UserEvent, start: string, end: string, from = '9:00', to = '5:00') {
  setDate(/start date/i, start);
  await choose(user, /start time/i, new RegExp(`^${from}\\sAM$`));
  setDate(/end date/i, end);
  await choose(user, /end time/i, new RegExp(`^${to}\\sPM$`));
}

async function fillValid(user: UserEvent, price = '5') {
  await user.type(main().getByRole('textbox', { name: /event title/i }), 'Harbour picnic');
  await choose(user, /province/i, 'Prince Edward Island');
  await user.click(await main().findByRole('checkbox', { name: 'Charlottetown' }));
  await user.click(await main().findByRole('checkbox', { name: 'Music' }));
  await user.click(await main().findByRole('checkbox', { name: 'Adults' }));
  await user.type(main().getByRole('textbox', { name: /venue name/i }), 'Victoria Park');
  await fillAddress(user, /^address/i);
  await user.type(main().getByRole('textbox', { name: /website/i }), 'harbour.example.ca');
  if (price) await user.type(main().getByRole('textbox', { name: /admission price/i }), price);
  await setSchedule(user, inDays(3), inDays(4));
}

describe('/events (event wizard)', { timeout: 60_000 }, () => {
  it('asks a visitor to sign in', async () => {
    mockApi(LOOKUPS);
    await openPage('/events');
    expect(await main().findByText(/please sign in to create a listing/i)).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(main().queryByRole('textbox', { name: /event title/i })).not.toBeInTheDocument();
  });

  it('keeps Next disabled until the dates and times are set, then checks every rule', async () => {
    mockSignedIn(LOOKUPS);
    await open();
    const user = userEvent.setup({ delay: null });
    expect(main().getByText('Event details')).toBeInTheDocument();
    expect(next()).toBeDisabled();

    setDate(/start date/i, inDays(-1));
    await choose(user, /start time/i, /^9:00\sAM$/);
    setDate(/end date/i, inDays(-2));
    expect(next()).toBeDisabled();
    await choose(user, /end time/i, /^5:00\sPM$/);
    expect(next()).toBeEnabled();

    await user.type(main().getByRole('textbox', { name: /event title/i }), 'ab');
    await user.type(main().getByRole('combobox', { name: /^address/i }), 'Main');
    await user.tab();
    await user.click(next());
    expect(await main().findByText('Please correct the fields marked in red.')).toBeInTheDocument();
    // Title too short, no province, no address, a start before today, an end before the start.
    expect(main().getByRole('textbox', { name: /event title/i })).toHaveAccessibleDescription(
      'The title needs at least 3 characters.',
    );
    expect(main().getByRole('combobox', { name: /^address/i })).toHaveAccessibleDescription(
      'Please choose an address from the list.',
    );
    expect(main().getByText('Please choose a province.')).toBeInTheDocument();
    expect(main().getByText('The start date cannot be before today.')).toBeInTheDocument();
    expect(main().getByText('The end date cannot be before the start date.')).toBeInTheDocument();
    expect(main().getByLabelText(/start date/i)).toHaveAttribute('aria-invalid', 'true');
    expect(main().getByLabelText(/start date/i)).toHaveAttribute('min', localToday());

    setDate(/start date/i, inDays(2));
    setDate(/end date/i, inDays(2));
    await choose(user, /end time/i, /^8:00\sAM$/);
    await user.click(next());
    expect(
      await main().findByText('On a one-day event the end time must be after the start time.'),
    ).toBeInTheDocument();
    expect(main().queryByText('The start date cannot be before today.')).not.toBeInTheDocument();
    expect(main().queryByText('The end date cannot be before the start date.')).not.toBeInTheDocument();
    // Still on the form: no plan was asked for.
    expect(main().queryByRole('heading', { name: 'Plan and payment' })).not.toBeInTheDocument();
  });

  it('restores the draft after a reload (photos excepted) and can start over', async () => {
    mockSignedIn(LOOKUPS);
    await open();
    const user = userEvent.setup({ delay: null });
    await user.type(main().getByRole('textbox', { name: /event title/i }), 'Harbour picnic');
    await choose(user, /province/i, 'Prince Edward Island');
    await user.click(await main().findByRole('checkbox', { name: 'Cornwall' }));
    setDate(/start date/i, inDays(5));
    cleanup();

    mockSignedIn(LOOKUPS);
    await open();
    expect(main().getByText('We restored the event you started earlier.')).toBeInTheDocument();
    expect(main().getByText(/photos are not kept in the draft/i)).toBeInTheDocument();
    expect(main().getByRole('textbox', { name: /event title/i })).toHaveValue('Harbour picnic');
    expect(main().getByLabelText(/start date/i)).toHaveValue(inDays(5));
    expect(await main().findByRole('checkbox', { name: 'Cornwall' })).toBeChecked();

    await user.click(main().getByRole('button', { name: 'Start over with an empty form' }));
    expect(main().getByRole('textbox', { name: /event title/i })).toHaveValue('');
    expect(sessionStorage.getItem('draft:vivalinks-event')).toBeNull();
  });

  it('registers the event as multipart with an invitation key, clears the draft and confirms', async () => {
    const api = mockSignedIn({
      ...LOOKUPS,
      'POST /api/update-invitation/event-listing-invitation-key': status(KEY_GIVES, 'invitation_key.valid'),
      'POST /api/generateEventMeeting': status(
        { id: 77, status: 1, payment_state: 'active', amount_due_cents: null },
        'listing.created',
      ),
    });
    await open();
    const user = userEvent.setup({ delay: null });
    await fillValid(user);
    expect(sessionStorage.getItem('draft:vivalinks-event')).toContain('Harbour picnic');
    await user.click(next());

    await main().findByRole('heading', { name: 'Plan and payment' });
    expect(main().getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    // the quantity counts whole plans, not months ("3 Months" × 2 is 6 months)
    expect(main().getByRole('textbox', { name: 'Quantity' })).toHaveAccessibleDescription(
      expect.stringContaining('How many times to buy the whole plan, one after the other'),
    );
    await user.click(main().getByRole('radio', { name: 'Invitation key' }));
    await user.type(main().getByRole('textbox', { name: 'Invitation key' }), 'EVENTKEY2025');
    await user.click(main().getByRole('button', { name: 'Check' }));
    await user.click(await main().findByRole('button', { name: 'Register with this key' }));

    expect(await main().findByRole('heading', { name: 'Confirmation' })).toBeInTheDocument();
    expect(main().getByText('Your event is live now.')).toBeInTheDocument();
    const [call] = api.to('POST /api/generateEventMeeting');
    expect(call?.body).toBeInstanceOf(FormData);
    const form = call?.body as FormData;
    expect(JSON.parse(form.get('data') as string)).toEqual({
      title: 'Harbour picnic',
      province: 1,
      venue: 'Victoria Park',
      address: '12 Queen St, Charlottetown, PE',
      address_lat: 46.2352,
      address_long: -63.1311,
      city_id: [12],
      category: [5],
      age_group: [2],
      website: 'https://harbour.example.ca',
      price: 5,
      eventDetails: null,
      eventDate: inDays(3),
      start_time: '09:00',
      eventEndDate: inDays(4),
      end_time: '17:00',
      invitation_key: 'EVENTKEY2025',
    });
    expect(form.getAll('images[]')).toEqual([]);
    expect(sessionStorage.getItem('draft:vivalinks-event')).toBeNull();
  });

  it('says what is wrong with a negative price and sends an empty one as a free event (0)', async () => {
    const api = mockSignedIn({
      ...LOOKUPS,
      'POST /api/update-invitation/event-listing-invitation-key': status(KEY_GIVES, 'invitation_key.valid'),
      'POST /api/generateEventMeeting': status(
        { id: 78, status: 1, payment_state: 'active', amount_due_cents: null },
        'listing.created',
      ),
    });
    await open();
    const user = userEvent.setup({ delay: null });
    await fillValid(user, '-3');
    const price = main().getByRole('textbox', { name: /admission price/i });
    await user.click(next());
    await waitFor(() =>
      expect(price).toHaveAccessibleDescription(
        expect.stringContaining('Please enter a price of 0 or more, or leave it empty for a free event.'),
      ),
    );
    await user.clear(price);
    await user.click(next());
    await user.click(await main().findByRole('radio', { name: 'Invitation key' }));
    await user.type(main().getByRole('textbox', { name: 'Invitation key' }), 'EVENTKEY2025');
    await user.click(main().getByRole('button', { name: 'Check' }));
    await user.click(await main().findByRole('button', { name: 'Register with this key' }));
    expect(await main().findByRole('heading', { name: 'Confirmation' })).toBeInTheDocument();
    const [call] = api.to('POST /api/generateEventMeeting');
    expect(JSON.parse((call?.body as FormData).get('data') as string)).toMatchObject({ price: 0 });
  });

  it('shows the server refusal and keeps the draft when the registration fails', async () => {
    const api = mockSignedIn({
      ...LOOKUPS,
      'POST /api/update-invitation/event-listing-invitation-key': status(KEY_GIVES, 'invitation_key.valid'),
      'POST /api/generateEventMeeting': {
        status: 400,
        json: { status: 0, message: 'date_not_valid', data: [] },
      },
    });
    await open();
    const user = userEvent.setup({ delay: null });
    await fillValid(user);
    await user.click(next());
    await user.click(await main().findByRole('radio', { name: 'Invitation key' }));
    await user.type(main().getByRole('textbox', { name: 'Invitation key' }), 'EVENTKEY2025');
    await user.click(main().getByRole('button', { name: 'Check' }));
    await user.click(await main().findByRole('button', { name: 'Register with this key' }));
    expect(await main().findByRole('alert')).toHaveTextContent(/please check the dates/i);
    expect(api.to('POST /api/generateEventMeeting')).toHaveLength(1);
    expect(sessionStorage.getItem('draft:vivalinks-event')).toContain('Harbour picnic');

    // Back returns to the filled-in form.
    await user.click(main().getAllByRole('button', { name: 'Back' })[0]!);
    expect(await main().findByRole('textbox', { name: /event title/i })).toHaveValue('Harbour picnic');
  });

  it('goes straight to the confirmation when the payment provider sends the user back', async () => {
    mockSignedIn({
      ...LOOKUPS,
      'GET /api/payments/tx-123': {
        meta: { success: true, message: '' },
        data: {
          transaction_id: 'tx-123',
          status: 'paid',
          product: 'event',
          package_id: 9,
          package_name: '1 Week',
          quantity: 2,
          interval: null,
          promo_name: null,
          promo_discount_cents: 0,
          subtotal_cents: 4000,
          tax_cents: 600,
          tax_percent: 15,
          total_cents: 4600,
          currency: 'cad',
          paid_at: '2031-03-01T10:00:00Z',
          created_at: '2031-03-01T09:58:00Z',
        },
      },
    });
    await openPage('/events?transaction_id=tx-123');
    expect(await main().findByRole('heading', { name: 'Confirmation' })).toBeInTheDocument();
    expect(await main().findByText('Payment received')).toBeInTheDocument();
    expect(main().queryByRole('textbox', { name: /event title/i })).not.toBeInTheDocument();
  });
});
