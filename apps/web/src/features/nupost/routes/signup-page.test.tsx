import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { NuPostPlan } from '@harbour/shared';
import { changeLanguage } from '@/lib/i18n';
import { envelope, main, mockApi, openPage, setupAppTests, type Call } from '@/test/app-harness';
import { goToCheckout } from '@/lib/checkout/redirect';

vi.mock('@/lib/checkout/redirect', () => ({ goToCheckout: vi.fn() }));

setupAppTests();

const plan = (id: number, name: string, price: number, limit: number | null): NuPostPlan => ({
  id,
  plan_name: name,
  plan_scheme: 'monthly',
  plan_price: { plan_price: price },
  plan_limit: [{ limit }],
});
const PLANS = [
  plan(1, 'Starter', 0, 50),
  plan(2, 'Community', 19.99, 100),
  plan(3, 'Growing', 35, 200),
  plan(6, 'Enterprise', 0, null),
];
const plans = (list = PLANS) => ({ status: 1, message: '', data: { plan_list: list } });
const ACCOUNT = {
  email: 'owner@bakery.ca',
  business_name: 'Harbour Bakery',
  plan_id: 1,
  plan_name: 'Starter',
  email_confirmation_required: true,
};

const next = () => main().getByRole('button', { name: 'Next' });
const stepBar = () => within(screen.getByRole('navigation', { name: 'Sign-up steps' }));

async function choose(user: UserEvent, field: RegExp, option: string) {
  const select = main().getByRole('button', { name: field });
  await waitFor(() => expect(select).toBeEnabled());
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillForm(user: UserEvent, overrides: { password?: string; confirm?: string } = {}) {
  const password = overrides.password ?? 'Harbour-Biz-42';
  await user.type(main().getByRole('textbox', { name: /business name/i }), 'Harbour Bakery');
  await user.type(main().getByRole('textbox', { name: /e-mail/i }), '  owner@bakery.ca ');
  await user.type(main().getByLabelText(/^password/i), password);
  await user.type(main().getByLabelText(/^confirm password/i), overrides.confirm ?? password);
  await choose(user, /province/i, 'Prince Edward Island');
  await choose(user, /city/i, 'Charlottetown');
  await user.click(main().getByRole('checkbox', { name: /NuPOST terms of service/i }));
}

async function open(path = '/nupost/signup') {
  const view = await openPage(path);
  await main().findByRole('heading', { name: 'Sign up for NuPOST' });
  return view;
}

describe('/nupost/signup', { timeout: 40_000 }, () => {
  it('checks each field (the listing form rules) and moves on with Next only once the form is valid', async () => {
    mockApi({ 'GET /api/getBusinessPlanList': plans() });
    await open();
    const user = userEvent.setup({ delay: null });
    expect(next()).toBeDisabled();
    expect(main().getByText(/at least 8 characters with a lowercase letter, an uppercase/i)).toBeVisible();
    expect(main().getByRole('link', { name: 'NuPOST terms of service' })).toHaveAttribute(
      'href',
      '/terms-of-service-nupost',
    );

    const name = main().getByRole('textbox', { name: /business name/i });
    await user.type(name, 'B');
    await user.tab();
    expect(await main().findByText('The business name needs at least 2 characters.')).toBeVisible();
    await user.clear(name);

    await fillForm(user, { password: 'harbour-biz-42', confirm: 'Harbour-Biz-43' });
    expect(main().getByText(/The password needs at least 8 characters/)).toBeVisible();
    expect(main().getByText('The two passwords are not the same.')).toBeVisible();
    expect(next()).toBeDisabled();

    const password = main().getByLabelText(/^password/i);
    await user.clear(password);
    await user.type(password, 'Harbour-Biz-43');
    await waitFor(() => expect(next()).toBeEnabled());
    // a new province clears the city, and Next waits for one again
    await choose(user, /province/i, 'Nova Scotia');
    expect(main().getByRole('button', { name: /city/i })).toHaveTextContent(/choose/i);
    expect(next()).toBeDisabled();
    await choose(user, /city/i, 'Halifax');
    await user.click(next());
    expect(await main().findByRole('heading', { name: 'Choose your plan' })).toBeInTheDocument();
  });

  it('a free plan shows Free and Next, and creates the account at once with the §3 payload', async () => {
    const api = mockApi({
      'GET /api/getBusinessPlanList': plans(),
      'POST /api/createBusinessUser': { status: 1, message: 'nupost.signup.account_created', data: ACCOUNT },
    });
    await open('/nupost/signup?plan=1');
    const user = userEvent.setup({ delay: null });
    await fillForm(user);
    const scroll = vi.spyOn(window, 'scrollTo');
    await user.click(next());
    await main().findByRole('heading', { name: 'Choose your plan' });
    // a new step starts at the top of the page
    expect(scroll).toHaveBeenCalledWith({ top: 0 });
    const summary = await main().findByText('NuPOST Starter monthly plan');
    expect(summary).toBeVisible();
    expect(main().queryByText('Sales tax is added to the price when you pay.')).not.toBeInTheDocument();
    // the custom top tier is not sold online
    expect(main().queryByRole('radio', { name: /Enterprise/ })).not.toBeInTheDocument();
    expect(main().getByRole('radio', { name: /Starter/ })).toBeChecked();

    await user.click(next());
    expect(await main().findByRole('heading', { name: 'Welcome to NuPOST!' })).toBeInTheDocument();
    expect(main().getByText(/We sent a confirmation link to owner@bakery.ca/)).toBeVisible();
    expect(api.to('POST /api/createBusinessUser')[0]!.body).toEqual({
      data: {
        name: 'Harbour Bakery',
        email: 'owner@bakery.ca',
        password: 'Harbour-Biz-42',
        password_confirmation: 'Harbour-Biz-42',
        city_id: 12,
        state_id: 1,
        business_plan: 1,
        captcha: '',
      },
    });
    // no step can be clicked from the last one
    expect(stepBar().queryAllByRole('button')).toHaveLength(0);
  });

  it('a paid plan: price with 2 decimals, + tax, the tax note, Pay with Stripe; the step bar goes back to 0 only', async () => {
    let answer: (call: Call) => unknown = () => envelope(null, false, 'nupost.signup.email_taken');
    const api = mockApi({
      'GET /api/getBusinessPlanList': plans(),
      'POST /api/nupost/payment-session': (call: Call) => answer(call),
    });
    await open('/nupost/signup?plan=3');
    const user = userEvent.setup({ delay: null });
    await fillForm(user);
    await user.click(next());
    await main().findByText('NuPOST Growing monthly plan');
    const growing = main().getByRole('radio', { name: /Growing/ });
    expect(growing).toBeChecked();
    expect(within(growing.closest('label')!).getByText('$35.00')).toBeVisible();
    expect(main().getAllByText('+ tax').length).toBeGreaterThan(0);
    expect(main().getByText('Sales tax is added to the price when you pay.')).toBeVisible();

    // refused: the message in an error alert, Back returns to the form
    await user.click(main().getByRole('button', { name: 'Pay with Stripe' }));
    expect(await main().findByRole('alert')).toHaveTextContent(/already has a Harbour account/);
    expect(goToCheckout).not.toHaveBeenCalled();

    answer = () => envelope({ payment_id: 'txn_1', payment_url: '/api/payments/sandbox/sbx_1' });
    await user.click(main().getByRole('radio', { name: /Community/ }));
    await user.click(main().getByRole('button', { name: 'Pay with Stripe' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('/api/payments/sandbox/sbx_1'));
    expect(api.to('POST /api/nupost/payment-session').at(-1)!.body).toMatchObject({
      data: { business_plan: 2, email: 'owner@bakery.ca', city_id: 12 },
    });
    // what waits for the return keeps no password
    expect(JSON.parse(sessionStorage.getItem('nupostSignup')!)).toEqual({
      name: 'Harbour Bakery',
      email: 'owner@bakery.ca',
      city_id: 12,
      state_id: 1,
      business_plan: 2,
    });

    // the step bar: only the form step is a button on step 1
    expect(stepBar().getAllByRole('button')).toHaveLength(1);
    await user.click(stepBar().getByRole('button', { name: /Sign up/ }));
    expect(await main().findByRole('textbox', { name: /business name/i })).toHaveValue('Harbour Bakery');
    expect(stepBar().queryAllByRole('button')).toHaveLength(0);
  });

  it('keeps the chosen plan when the language changes and the plans load again', async () => {
    const api = mockApi({ 'GET /api/getBusinessPlanList': plans() });
    await open('/nupost/signup?plan=2');
    const user = userEvent.setup({ delay: null });
    await fillForm(user);
    await user.click(next());
    await user.click(await main().findByRole('radio', { name: /Growing/ }));
    const before = api.to('GET /api/getBusinessPlanList').length;
    await changeLanguage('fr');
    await waitFor(() => expect(api.to('GET /api/getBusinessPlanList').length).toBe(before + 1));
    expect(await main().findByRole('radio', { name: /Growing/ })).toBeChecked();
  });

  it('with transaction_id jumps to step 2 and confirms the paid sign-up with the kept form', async () => {
    sessionStorage.setItem(
      'nupostSignup',
      JSON.stringify({
        name: 'Harbour Bakery',
        email: 'owner@bakery.ca',
        city_id: 12,
        state_id: 1,
        business_plan: 2,
      }),
    );
    const api = mockApi({
      'POST /api/createBusinessUser': {
        status: 1,
        message: 'nupost.signup.account_created',
        data: { ...ACCOUNT, plan_id: 2, plan_name: 'Community' },
      },
    });
    await open('/nupost/signup?transaction_id=txn_1');
    expect(await main().findByRole('heading', { name: 'Welcome to NuPOST!' })).toBeInTheDocument();
    expect(main().getByText(/on the Community plan/)).toBeVisible();
    expect(api.to('POST /api/createBusinessUser')[0]!.body).toEqual({
      data: {
        name: 'Harbour Bakery',
        email: 'owner@bakery.ca',
        city_id: 12,
        state_id: 1,
        business_plan: 2,
        transaction_id: 'txn_1',
      },
    });
    expect(api.to('GET /api/getBusinessPlanList')).toHaveLength(0);
  });

  it('an unconfirmed payment shows the message with a Back button to the form', async () => {
    sessionStorage.setItem(
      'nupostSignup',
      JSON.stringify({
        name: 'Harbour Bakery',
        email: 'owner@bakery.ca',
        city_id: 12,
        state_id: 1,
        business_plan: 2,
      }),
    );
    mockApi({
      'GET /api/getBusinessPlanList': plans(),
      'POST /api/createBusinessUser': { status: 0, message: 'nupost.signup.payment_not_confirmed', data: [] },
    });
    const { router } = await open('/nupost/signup?transaction_id=txn_1');
    expect(await main().findByRole('alert')).toHaveTextContent('The payment has not been confirmed.');
    const user = userEvent.setup({ delay: null });
    await user.click(main().getByRole('button', { name: 'Back' }));
    expect(await main().findByRole('textbox', { name: /business name/i })).toHaveValue('Harbour Bakery');
    expect(main().getByLabelText(/^password/i)).toHaveValue('');
    expect(router.state.location.search).toBe('?plan=2');
  });

  it('the header logo leads to /info', async () => {
    mockApi({ 'GET /api/getBusinessPlanList': plans() });
    await open();
    expect(screen.getByRole('link', { name: 'Harbour home' })).toHaveAttribute('href', '/info');
  });
});
