import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { Purchase } from '@harbour/shared';
import { envelope, mockApi, setupAppTests, type Call } from '@/test/app-harness';
import { loadKitCatalogues, renderKit } from '@/test/kit-test-utils';
import { ConfirmationStep } from './confirmation-step';

setupAppTests();
loadKitCatalogues();
afterEach(() => vi.useRealTimers());

const purchase = (status: Purchase['status']): Partial<Purchase> => ({
  transaction_id: 'tx_1',
  status,
  product: 'job',
  total_cents: 2300,
});

/** Answers the statuses in turn, then repeats the last one. */
function sequence(...statuses: Purchase['status'][]) {
  let i = 0;
  return () => envelope(purchase(statuses[Math.min(i++, statuses.length - 1)]!));
}

describe('ConfirmationStep', { timeout: 30_000 }, () => {
  it('polls a card payment every 2 s while pending, then shows it paid with the links', async () => {
    const api = mockApi({ 'GET /api/payments/tx_1': sequence('pending', 'paid') });
    renderKit(<ConfirmationStep product="job" transactionId="tx_1" />);
    expect(await screen.findByText('Waiting for the payment confirmation')).toBeInTheDocument();
    expect(await screen.findByText('Payment received', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Your job posting is live now.')).toBeInTheDocument();
    expect(screen.getByText('You paid $23.00. A receipt is on its way to your e-mail.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the listings manager' })).toHaveAttribute(
      'href',
      '/vivalinks/manager',
    );
    expect(screen.getByRole('link', { name: 'See it on the site' })).toHaveAttribute('href', '/findajob');
    expect(api.to('GET /api/payments/tx_1')).toHaveLength(2);
    // back from the checkout the heading is focused: it keeps clear of the sticky header
    expect(screen.getByRole('heading', { name: 'Confirmation' }).className).toContain(
      'scroll-mt-[calc(var(--sticky-header-height',
    );
  });

  it.each([
    ['declined', 'Your payment was declined'],
    ['expired', 'Your payment session expired'],
    ['canceled', 'Your payment was canceled'],
  ] as const)('%s: nothing is live, and a link leads back to the wizard', async (status, title) => {
    const api = mockApi({ 'GET /api/payments/tx_1': sequence(status) });
    renderKit(<ConfirmationStep product="business" transactionId="tx_1" />);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(/nothing is live/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/vivalinks/manager?tab=business',
    );
    // Settled: no more asking.
    await new Promise((r) => setTimeout(r, 2300));
    expect(api.to('GET /api/payments/tx_1')).toHaveLength(1);
  });

  it('?payment=canceled: asked once; still pending at the provider reads as canceled', async () => {
    const api = mockApi({ 'GET /api/payments/tx_1': sequence('pending') });
    renderKit(
      <ConfirmationStep product="event" transactionId="tx_1" />,
      '/events?transaction_id=tx_1&payment=canceled',
    );
    expect(await screen.findByText('Your payment was canceled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/vivalinks/manager?tab=event',
    );
    await new Promise((r) => setTimeout(r, 2300));
    expect(api.to('GET /api/payments/tx_1')).toHaveLength(1);
  });

  it('?payment=canceled after a declined card shows it declined', async () => {
    mockApi({ 'GET /api/payments/tx_1': sequence('declined') });
    renderKit(
      <ConfirmationStep product="job" transactionId="tx_1" />,
      '/vivalinks/jobs?transaction_id=tx_1&payment=canceled',
    );
    expect(await screen.findByText('Your payment was declined')).toBeInTheDocument();
  });

  it('stops asking after a minute and says the confirmation may take a while', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ 'GET /api/payments/tx_1': sequence('pending') });
    renderKit(<ConfirmationStep product="job" transactionId="tx_1" />);
    expect(await screen.findByText(/checking your payment/i)).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    expect(await screen.findByText(/has not confirmed your payment yet/i)).toBeInTheDocument();
    const asked = api.to('GET /api/payments/tx_1').length;
    expect(asked).toBeGreaterThanOrEqual(25);
    expect(asked).toBeLessThanOrEqual(32);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(api.to('GET /api/payments/tx_1')).toHaveLength(asked);
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });

  it("someone else's or an unknown transaction shows the server's message", async () => {
    mockApi({
      'GET /api/payments/tx_1': (_: Call) => ({
        status: 404,
        json: { meta: { success: false, message: 'payment_not_found' }, data: null },
      }),
    });
    renderKit(<ConfirmationStep product="job" transactionId="tx_1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment was not found.');
  });

  it('an alternate payment: sent, the amount due, not live yet', async () => {
    mockApi();
    renderKit(
      <ConfirmationStep
        product="business"
        created={{ id: 5, status: 0, payment_state: 'awaiting_alternate_payment', amount_due_cents: 3450 }}
      />,
    );
    expect(await screen.findByText('Alternate Payment Sent!')).toBeInTheDocument();
    expect(screen.getByText('Amount due: $34.50')).toBeInTheDocument();
    expect(screen.getByText(/goes live once we receive your payment/)).toBeInTheDocument();
  });

  it('a key or free plan: live at once, with the public page of the listing', async () => {
    mockApi();
    renderKit(
      <ConfirmationStep
        product="business"
        created={{ id: 5, status: 1, payment_state: 'active', amount_due_cents: null }}
      />,
    );
    expect(await screen.findByText('All done')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See it on the site' })).toHaveAttribute('href', '/services/5');
  });
});
