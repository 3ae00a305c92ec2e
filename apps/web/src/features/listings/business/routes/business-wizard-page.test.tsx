import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ListingPackage } from '@harbour/shared';
import {
  envelope,
  main,
  mockApi,
  mockSignedIn,
  openPage,
  PROFILE,
  setupAppTests,
  type Call,
  type Routes,
} from '@/test/app-harness';
import { GEOCODER_ROUTES } from '@/features/listings/shared/lib/event-test-helpers';
import { KEY_GIVES_ONE_MONTH, ONE_MONTH_PLAN } from '@/features/listings/shared/lib/test-listings';
import { goToCheckout } from '@/lib/checkout/redirect';

vi.mock('@/lib/checkout/redirect', () => ({ goToCheckout: vi.fn() }));

setupAppTests();

const status = <T,>(data: T, message = '') => ({ status: 1, message, data });

/** What a checked key gives (the check's answer, issue 21 §2). */
const KEY_GIVES = KEY_GIVES_ONE_MONTH;

const PLAN: ListingPackage = ONE_MONTH_PLAN;

const ROUTES: Routes = {
  ...GEOCODER_ROUTES,
  'POST /api/getbusinessCategory': status({
    category_list: [
      { cat_id: 3, cat_name: 'Restaurants' },
      { cat_id: 5, cat_name: 'Legal services' },
    ],
  }),
  'POST /api/businessPackages': status({ package_list: [PLAN] }),
  'GET /api/web/settings': (c: Call) =>
    new URLSearchParams(c.search).get('settingType') === 'org_email'
      ? envelope({ value: 'pay@harbour.example' })
      : envelope({ value: '100 Queen Street, Charlottetown' }),
};

const created = (payment_state: string, amount_due_cents: number | null = null) =>
  status(
    { id: 41, status: payment_state === 'active' ? 1 : 0, payment_state, amount_due_cents },
    'listing.created',
  );

async function open() {
  await openPage('/vivalinks/business');
  await main().findByRole('heading', { level: 1, name: 'Create a business listing' });
  await main().findByRole('textbox', { name: /business name/i });
}

/**
 * Picks the geocoder's suggestion. The form's 14 time selects keep 672 hidden <option>s in the page,
 * so the suggestion is looked for inside the open list box only (a page-wide role query takes seconds).
 */
async function fillAddress(user: UserEvent) {
  await user.type(main().getByRole('combobox', { name: /^address/i }), '12 Queen');
  const listbox = await waitFor(() => {
    const box = document.querySelector<HTMLElement>('[role="listbox"]');
    expect(box).not.toBeNull();
    return box!;
  });
  await user.click(await within(listbox).findByRole('option', { name: /12 Queen St/ }));
}

async function fillValid(user: UserEvent) {
  await user.type(main().getByRole('textbox', { name: /business name/i }), 'Island Bakery');
  await user.click(await main().findByRole('checkbox', { name: 'Restaurants' }));
  await fillAddress(user);
  await user.type(main().getByRole('textbox', { name: /telephone/i }), '9025550101');
  await user.type(main().getByRole('textbox', { name: /e-mail/i }), 'hello@bakery.example');
}

const registeredData = (call: Call) =>
  JSON.parse((call.body as FormData).get('data') as string) as Record<string, unknown>;

describe('/vivalinks/business (business wizard)', { timeout: 60_000 }, () => {
  it('asks a visitor to sign in; the dialog signs in and the wizard shows on the same page', async () => {
    mockApi({
      ...ROUTES,
      'POST /api/login': envelope({
        userId: PROFILE.id,
        token: 'tok-2',
        preferred_language: 'en',
        userData: PROFILE,
      }),
      'GET /api/users/profile': envelope(PROFILE),
    });
    const { router } = await openPage('/vivalinks/business');
    expect(await main().findByText(/please sign in to create a listing/i)).toBeInTheDocument();
    expect(main().queryByRole('textbox', { name: /business name/i })).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(main().getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: /sign in/i });
    // The backdrop does not close it.
    await user.click(document.body);
    expect(dialog).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /e-mail/i }), 'amira@example.ca');
    await user.type(within(dialog).getByLabelText(/^password/i), 'harbour7x');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await main().findByRole('textbox', { name: /business name/i })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vivalinks/business');
  });

  it('shows the required-field errors and stays on the form', async () => {
    const api = mockSignedIn(ROUTES);
    await open();
    const user = userEvent.setup({ delay: null });
    expect(main().getByRole('listitem', { current: 'step' })).toHaveTextContent('Business details');
    await user.type(main().getByRole('textbox', { name: /e-mail/i }), 'nope@x');
    // Spec 3 §5: the inline hint from 5 characters on.
    expect(main().getByText('Please check your email format')).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: 'Next' }));
    expect(await main().findByText('Please correct the fields marked in red.')).toBeInTheDocument();
    expect(main().getByRole('textbox', { name: /business name/i })).toHaveAccessibleDescription(
      'Please fill in all the required fields.',
    );
    expect(main().getByRole('combobox', { name: /^address/i })).toHaveAccessibleDescription(
      'Please fill in all the required fields.',
    );
    // the e-mail says what is wrong with it once: its error, no longer the format hint beside it
    expect(main().getByRole('textbox', { name: /e-mail/i })).toHaveAccessibleDescription(
      'Please enter a valid e-mail address.',
    );
    expect(main().getAllByText('Please enter a valid e-mail address.')).toHaveLength(1);
    expect(main().queryByText('Please check your email format')).not.toBeInTheDocument();
    expect(main().getAllByText('Please fill in all the required fields.').length).toBeGreaterThanOrEqual(3);
    expect(main().queryByRole('heading', { name: 'Plan and payment' })).not.toBeInTheDocument();
    expect(api.to('POST /api/businessListingRegister')).toHaveLength(0);
  });

  it('card path: opens a checkout, registers the listing with its transaction id, then leaves for the provider', async () => {
    const api = mockSignedIn({
      ...ROUTES,
      'POST /api/create-payment-intent': envelope({
        payment_id: 'tx_123',
        payment_url: '/api/payments/sandbox/cs_1',
        subtotal_cents: 3000,
        tax_cents: 450,
        total_cents: 3450,
        currency: 'cad',
      }),
      'POST /api/businessListingRegister': created('awaiting_payment'),
    });
    await open();
    const user = userEvent.setup({ delay: null });
    await fillValid(user);
    // The live preview follows the form.
    const card = main().getByRole('article', { name: 'Listing card preview' });
    expect(within(card).getByText('Island Bakery')).toBeInTheDocument();
    expect(within(card).getByText('Restaurants')).toBeInTheDocument();
    expect(within(card).getByText('+1 (902) 555-0101')).toBeInTheDocument();

    await user.click(main().getByRole('button', { name: 'Next' }));
    expect(await main().findByRole('heading', { name: 'Plan and payment' })).toBeInTheDocument();
    expect(await main().findByRole('radio', { name: /1 Month/ })).toBeChecked();
    expect(main().getByText('$30.00')).toBeInTheDocument();
    expect(main().getByText('$4.50')).toBeInTheDocument();
    expect(main().getByText('$34.50')).toBeInTheDocument();

    await user.click(main().getByRole('button', { name: 'Pay with Stripe' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('/api/payments/sandbox/cs_1'));
    const [intent] = api.to('POST /api/create-payment-intent');
    expect(intent?.body).toMatchObject({ metadata: { product: 'business', package_id: 4 } });
    const [register] = api.to('POST /api/businessListingRegister');
    expect(register?.headers.authorization).toBe('Bearer stored');
    expect(register?.headers.language).toBe('en');
    expect(registeredData(register!)).toMatchObject({
      business_name: 'Island Bakery',
      business_address: { address: '12 Queen St, Charlottetown, PE', lat: 46.2352, lon: -63.1311 },
      business_telephone: '+1 (902) 555-0101',
      business_email: 'hello@bakery.example',
      business_category: [3],
      business_visible_cities: [12],
      monday_start: '09:00',
      sunday_end: '17:00',
      branches: [],
      transaction_id: 'tx_123',
      package_id: 4,
    });
    // The intent came first, the registration second.
    expect(api.calls.indexOf(intent!)).toBeLessThan(api.calls.indexOf(register!));
  });

  it('starts on the plan the pricing page Buy link names (?package_id=)', async () => {
    const second: ListingPackage = {
      ...PLAN,
      package_id: 7,
      package_name: '6 Months',
      package_price_monthly: 25,
    };
    mockSignedIn({ ...ROUTES, 'POST /api/businessPackages': status({ package_list: [PLAN, second] }) });
    await openPage('/vivalinks/business?package_id=7');
    await main().findByRole('textbox', { name: /business name/i });
    const user = userEvent.setup({ delay: null });
    await fillValid(user);
    await user.click(main().getByRole('button', { name: 'Next' }));
    expect(await main().findByRole('radio', { name: /6 Months/ })).toBeChecked();
    expect(main().getByRole('radio', { name: /1 Month/ })).not.toBeChecked();
  });

  it('keeps the form when going back from the payment step (the only step one can click); each step focuses its heading', async () => {
    mockSignedIn(ROUTES);
    await open();
    const user = userEvent.setup({ delay: null });
    await fillValid(user);
    await user.click(main().getByRole('button', { name: 'Next' }));
    // the new step's heading takes the focus (it was left on <body>)
    const paymentTitle = await main().findByRole('heading', { name: 'Plan and payment' });
    await waitFor(() => expect(document.activeElement).toBe(paymentTitle));
    const steps = main().getByRole('navigation', { name: 'Steps' });
    expect(within(steps).queryByRole('button', { name: /confirmation/i })).not.toBeInTheDocument();
    await user.click(within(steps).getByRole('button', { name: /business details/i }));
    expect(await main().findByRole('textbox', { name: /business name/i })).toHaveValue('Island Bakery');
    expect(document.activeElement).toHaveAttribute('id', 'business-form-title');
    expect(main().getByRole('checkbox', { name: 'Restaurants' })).toBeChecked();
  });

  it('invitation key path: checks the key, shows what it gives, registers with it and shows the listing live', async () => {
    const api = mockSignedIn({
      ...ROUTES,
      'POST /api/update-invitation/service-listing-invitation-key': status(
        { ...KEY_GIVES, package_id: 7, package_name: '12 Months', listing_end_date: '2031-11-28' },
        'invitation_key.valid',
      ),
      'POST /api/businessListingRegister': created('active'),
    });
    await open();
    const user = userEvent.setup({ delay: null });
    await fillValid(user);
    await user.click(main().getByRole('button', { name: 'Next' }));
    await user.click(await main().findByRole('radio', { name: 'Invitation key' }));
    const check = main().getByRole('button', { name: 'Check' });
    await user.type(main().getByRole('textbox', { name: 'Invitation key' }), 'A');
    expect(check).toBeDisabled();
    await user.type(main().getByRole('textbox', { name: 'Invitation key' }), 'BC-42');
    await user.click(check);
    // issue 21 §2/§5: the page says what the key gives before anything is registered
    const gives = (await main().findByText('This key gives')).closest('[role="status"]');
    expect(gives).toHaveTextContent('This key gives');
    expect(gives).toHaveTextContent('The plan “12 Months”');
    expect(gives).toHaveTextContent('Your listing runs until November 28, 2031.');
    expect(api.to('POST /api/businessListingRegister')).toHaveLength(0);
    await user.click(main().getByRole('button', { name: 'Register with this key' }));
    expect(await main().findByText('Your business listing is live now.')).toBeInTheDocument();
    expect(api.to('POST /api/update-invitation/service-listing-invitation-key')[0]?.body).toEqual({
      invitation_key: 'ABC-42',
    });
    const data = registeredData(api.to('POST /api/businessListingRegister')[0]!);
    expect(data.invitation_key).toBe('ABC-42');
    expect(data.transaction_id).toBeUndefined();
    // the key alone: no plan of the picker that could disagree with the key's
    expect(data.package_id).toBeUndefined();
    expect(data.quantity).toBeUndefined();
    expect(main().getByRole('link', { name: 'See it on the site' })).toHaveAttribute('href', '/services/41');
    expect(main().getByRole('listitem', { current: 'step' })).toHaveTextContent('Confirmation');
  });

  it('a refused key: the message is tied to the key field, which keeps the focus; Back still works', async () => {
    const api = mockSignedIn({
      ...ROUTES,
      'POST /api/update-invitation/service-listing-invitation-key': {
        status: 400,
        json: { status: 0, message: 'invitation_key.invalid', data: [] },
      },
    });
    await open();
    const user = userEvent.setup({ delay: null });
    await fillValid(user);
    await user.click(main().getByRole('button', { name: 'Next' }));
    await user.click(await main().findByRole('radio', { name: 'Invitation key' }));
    const field = main().getByRole('textbox', { name: 'Invitation key' });
    await user.type(field, 'OLDKEY');
    await user.keyboard('{Tab}{Enter}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    // issue 21 §6: the control does not disappear and the focus stays on the key
    expect(document.activeElement).toBe(field);
    expect(field).toHaveAccessibleDescription(
      'This invitation key is not valid. Please check it and try again.',
    );
    expect(api.to('POST /api/businessListingRegister')).toHaveLength(0);
    // typing again clears the error
    await user.type(field, 'X');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(main().getByRole('button', { name: 'Back' }));
    expect(await main().findByRole('textbox', { name: /business name/i })).toHaveValue('Island Bakery');
  });

  it('alternate path: shows where to send the money and the amounts, registers with the method', async () => {
    const api = mockSignedIn({
      ...ROUTES,
      'POST /api/businessListingRegister': created('awaiting_alternate_payment', 3450),
    });
    await open();
    const user = userEvent.setup({ delay: null });
    await fillValid(user);
    await user.click(main().getByRole('button', { name: 'Next' }));
    await user.click(await main().findByRole('radio', { name: 'E-transfer or cheque' }));
    expect(await main().findByText('pay@harbour.example')).toBeInTheDocument();
    await user.click(main().getByRole('radio', { name: 'Cheque' }));
    expect(await main().findByText('100 Queen Street, Charlottetown')).toBeInTheDocument();
    expect(main().getByText('$34.50')).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: 'Register and pay later' }));
    expect(await main().findByText('Alternate Payment Sent!')).toBeInTheDocument();
    expect(main().getByText('Amount due: $34.50')).toBeInTheDocument();
    const data = registeredData(api.to('POST /api/businessListingRegister')[0]!);
    expect(data).toMatchObject({ payment_method: 'cheque', package_id: 4 });
    expect(data.transaction_id).toBeUndefined();
  });

  it('announces the total when the plan or the way to pay changes; a cheque pays the whole 12 months', async () => {
    const yearly: ListingPackage = {
      ...PLAN,
      package_id: 5,
      package_name: '12 Months',
      package_price: 269,
      package_price_monthly: 22.42,
      period_count: 12,
    };
    const api = mockSignedIn({
      ...ROUTES,
      'POST /api/businessPackages': status({ package_list: [PLAN, yearly] }),
      'POST /api/businessListingRegister': created('awaiting_alternate_payment', 30940),
    });
    await open();
    const user = userEvent.setup({ delay: null });
    await fillValid(user);
    await user.click(main().getByRole('button', { name: 'Next' }));
    await main().findByRole('heading', { name: 'Plan and payment' });
    const live = () => main().getByText(/^Total: /, { selector: '[aria-live="polite"]' });
    expect(live()).toHaveTextContent('Total: $34.50');
    await user.click(main().getByRole('radio', { name: /12 Months/ }));
    // a card pays 12 monthly charges of $22.42 + 15 %
    expect(live()).toHaveTextContent('Total: $25.78');
    await user.click(main().getByRole('radio', { name: 'E-transfer or cheque' }));
    // issue 21 §2: one payment for the whole year, 12 × $22.42 + 15 % (the server's figure)
    expect(live()).toHaveTextContent('Total: $309.40');
    expect(
      main().getByText('An e-transfer or a cheque pays the whole period in one payment.'),
    ).toBeInTheDocument();
    await main().findByText('pay@harbour.example');
    await user.click(main().getByRole('button', { name: 'Register and pay later' }));
    expect(await main().findByText('Amount due: $309.40')).toBeInTheDocument();
    expect(registeredData(api.to('POST /api/businessListingRegister')[0]!)).toMatchObject({
      payment_method: 'etransfer',
      package_id: 5,
    });
  });

  it('alternate path failure: the spec text with the contact e-mail', async () => {
    mockSignedIn({
      ...ROUTES,
      'POST /api/businessListingRegister': {
        status: 500,
        json: { status: 0, message: 'Something went wrong!', data: null },
      },
    });
    await open();
    const user = userEvent.setup({ delay: null });
    await fillValid(user);
    await user.click(main().getByRole('button', { name: 'Next' }));
    await user.click(await main().findByRole('radio', { name: 'E-transfer or cheque' }));
    await main().findByText('pay@harbour.example');
    await user.click(main().getByRole('button', { name: 'Register and pay later' }));
    expect(await main().findByRole('alert')).toHaveTextContent(
      'Alternate payment error, please contact us at pay@harbour.example',
    );
  });

  it('a transaction_id in the address goes straight to the confirmation', async () => {
    const api = mockSignedIn({
      ...ROUTES,
      'GET /api/payments/tx_9': envelope({ status: 'paid', total_cents: 3450 }),
    });
    await openPage('/vivalinks/business?transaction_id=tx_9');
    expect(await main().findByText('Payment received')).toBeInTheDocument();
    expect(main().getByRole('listitem', { current: 'step' })).toHaveTextContent('Confirmation');
    expect(main().getByRole('link', { name: 'Go to the listings manager' })).toHaveAttribute(
      'href',
      '/vivalinks/manager',
    );
    expect(api.to('GET /api/payments/tx_9')[0]?.headers.authorization).toBe('Bearer stored');
  });
});
