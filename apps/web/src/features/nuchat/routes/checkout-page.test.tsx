import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NuChatPackage, Purchase } from '@harbour/shared';
import { envelope, main, mockApi, mockSignedIn, openPage, setupAppTests } from '@/test/app-harness';
import { checkoutNavigation } from '@/lib/checkout/redirect';

setupAppTests();

const pkg = (
  id: number,
  name: string,
  price: number,
  interval: string,
  is_trial: boolean,
): NuChatPackage => ({
  id,
  name,
  description: '',
  price,
  interval,
  is_trial,
});
// the server already filters; the page filters again by the chat profile (the directory states)
const ALL = [
  pkg(1, 'Monthly (trial offer)', 0.99, 'month', true),
  pkg(2, 'Yearly (trial offer)', 9.99, 'year', true),
  pkg(3, 'Monthly', 1.99, 'month', false),
  pkg(4, 'Yearly', 19.99, 'year', false),
];
const status = <T,>(data: T, ok = true, message = '') => ({ status: ok ? 1 : 0, message, data });
const profile = (isInTrial: boolean, paidUntil: string | null = null) =>
  envelope({ isInTrial, hasAccess: isInTrial || paidUntil !== null, paidUntil });
const routes = (isInTrial: boolean, extra: Record<string, unknown> = {}) => ({
  'GET /api/chat/user/auth': profile(isInTrial),
  'GET /api/nuChatPackages': status({ package_list: ALL }),
  'GET /api/web/settings': envelope({ value: '15' }),
  ...extra,
});
const purchase = (over: Partial<Purchase>): Purchase => ({
  transaction_id: 'txn_abc',
  status: 'paid',
  product: 'nuchat',
  package_id: 4,
  package_name: 'Yearly',
  quantity: 1,
  interval: null,
  promo_name: null,
  promo_discount_cents: 0,
  subtotal_cents: 1999,
  tax_cents: 300,
  tax_percent: 15,
  total_cents: 2299,
  currency: 'cad',
  paid_at: '2026-11-28T10:00:00.000Z',
  created_at: '2026-11-28T09:59:00.000Z',
  ...over,
});
const stepBar = () => within(screen.getByRole('navigation', { name: 'Checkout steps' }));
const plans = () => main().getAllByRole('radio');

describe('/nuchat/checkout', { timeout: 40_000 }, () => {
  it('asks a visitor to sign in, on the same address', async () => {
    const api = mockApi(routes(true));
    await openPage('/nuchat/checkout');
    expect(await main().findByText(/Please sign in to buy NuChat/)).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(api.to('GET /api/nuChatPackages')).toHaveLength(0);
  });

  it('shows a user in the trial the trial plans only and pays the chosen one with the provider', async () => {
    const go = vi.spyOn(checkoutNavigation, 'go').mockImplementation(() => {});
    const api = mockSignedIn(
      routes(true, {
        'POST /api/create-payment-intent': envelope({
          payment_id: 'txn_new',
          payment_url: 'http://localhost/api/payments/sandbox/s1',
          subtotal_cents: 999,
          tax_cents: 150,
          total_cents: 1149,
          currency: 'cad',
        }),
      }),
    );
    await openPage('/nuchat/checkout');
    await main().findByText('$0.99 per month');
    expect(plans().map((r) => r.closest('label')?.textContent)).toEqual([
      expect.stringContaining('Monthly (trial offer)'),
      expect.stringContaining('Yearly (trial offer)'),
    ]);
    expect(main().getByText('$9.99 per year')).toBeInTheDocument();
    expect(main().queryByText('$19.99 per year')).toBeNull();
    expect(main().getByText(/You are in your free trial/)).toBeInTheDocument();
    expect(stepBar().getByText('Plan').closest('[aria-current]')).not.toBeNull();
    expect(api.to('GET /api/chat/user/auth')[0]!.headers.authorization).toBe('Bearer stored');

    const user = userEvent.setup({ delay: null });
    await user.click(main().getByRole('radio', { name: /Yearly \(trial offer\)/ }));
    // 9.99 + 15 % = 11.49
    const amounts = main().getByText('Total').closest('dl')!;
    expect(amounts.textContent).toContain('$9.99');
    expect(amounts.textContent).toContain('$1.50');
    expect(amounts.textContent).toContain('$11.49');
    await user.click(main().getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://localhost/api/payments/sandbox/s1'));
    expect(api.to('POST /api/create-payment-intent')[0]!.body).toMatchObject({
      currency: 'cad',
      metadata: { product: 'nuchat', package_id: 2 },
    });
  });

  it('shows a user past the trial the regular plans; a refused checkout says why', async () => {
    const go = vi.spyOn(checkoutNavigation, 'go').mockImplementation(() => {});
    mockSignedIn(
      routes(false, {
        'POST /api/create-payment-intent': {
          status: 400,
          json: envelope(null, false, 'package_trial_only'),
        },
      }),
    );
    await openPage('/nuchat/checkout');
    await main().findByText('$1.99 per month');
    expect(main().getByText('$19.99 per year')).toBeInTheDocument();
    expect(main().queryByText('$0.99 per month')).toBeNull();
    expect(main().queryByText(/You are in your free trial/)).toBeNull();
    expect(plans()).toHaveLength(2);
    // the first plan is chosen until another is: 1.99 + 0.30 tax
    expect(main().getByText('Total').closest('dl')!.textContent).toContain('$2.29');
    expect(
      main().getByText('One payment for one month, with no renewal: buy again to keep chatting.'),
    ).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(main().getByRole('button', { name: 'Pay by card' }));
    expect(await main().findByRole('alert')).toHaveTextContent(/trial/i);
    expect(go).not.toHaveBeenCalled();
  });

  it('goes to the confirmation with transaction_id, records the purchase and offers the chat', async () => {
    const api = mockSignedIn(
      routes(false, {
        'GET /api/payments/txn_abc': envelope(purchase({})),
        'POST /api/nuChatPurchaseEntry': status({
          id: 42,
          transaction_id: 'txn_abc',
          package_id: 4,
          package_quantity: 1,
          paid_at: '2026-11-28T10:00:00.000Z',
        }),
      }),
    );
    await openPage('/nuchat/checkout?transaction_id=txn_abc');
    expect(await main().findByRole('heading', { name: 'Thank you: NuChat is yours' })).toBeInTheDocument();
    expect(main().getByText('Receipt number: H-000042')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Open the chat' })).toHaveAttribute('href', '/chat');
    expect(api.to('POST /api/nuChatPurchaseEntry').map((c) => c.body)).toEqual([
      { transaction_id: 'txn_abc', package_id: 4 },
    ]);
    expect(stepBar().getByText('Confirmation').closest('[aria-current]')).not.toBeNull();
    expect(api.to('GET /api/nuChatPackages')).toHaveLength(0);
  });

  it('shows a status 0 answer with a Back button that returns to the plans', async () => {
    mockSignedIn(
      routes(false, {
        'GET /api/payments/txn_bad': envelope(purchase({ transaction_id: 'txn_bad', status: 'declined' })),
        'POST /api/nuChatPurchaseEntry': { status: 409, json: status([], false, 'payment.not_paid') },
      }),
    );
    const { router } = await openPage('/nuchat/checkout?transaction_id=txn_bad');
    expect(await main().findByRole('alert')).toHaveTextContent('This payment is not confirmed yet.');
    await userEvent.setup({ delay: null }).click(main().getByRole('button', { name: 'Back' }));
    await main().findByText('$1.99 per month');
    expect(router.state.location.search).toBe('');
  });

  it('a forged or someone else’s transaction: the server’s refusal, and nothing recorded', async () => {
    const api = mockSignedIn(
      routes(false, {
        'GET /api/payments/txn_forged': { status: 404, json: envelope(null, false, 'payment_not_found') },
      }),
    );
    await openPage('/nuchat/checkout?transaction_id=txn_forged');
    expect(await main().findByRole('alert')).toHaveTextContent('This payment was not found.');
    expect(api.to('POST /api/nuChatPurchaseEntry')).toHaveLength(0);
    expect(main().getByRole('button', { name: 'Back' })).toBeEnabled();
  });

  it('a canceled checkout says nothing was charged and asks nothing', async () => {
    const api = mockSignedIn(routes(false));
    await openPage('/nuchat/checkout?transaction_id=txn_c&payment=canceled');
    expect(await main().findByText('The payment was canceled. Nothing was charged.')).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(api.to('GET /api/payments/txn_c')).toHaveLength(0);
  });
});
