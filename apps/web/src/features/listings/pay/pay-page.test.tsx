import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { main, mockSignedIn, openPage, setupAppTests } from '@/test/app-harness';
import {
  KEY_GIVES_ONE_MONTH,
  ONE_MONTH_PLAN,
  ownedBusiness,
} from '@/features/listings/shared/lib/test-listings';

setupAppTests();

const ok = <T,>(data: T, message = '') => ({ status: 1, message, data });

const failed = ownedBusiness({
  id: 42,
  business_id: 42,
  business_name: 'Harbour Books',
  status: 0,
  payment_state: 'payment_failed',
  listing_start_date: null,
  listing_end_date: null,
});

describe('paying again for a listing whose payment failed', () => {
  it('the manager says so and offers Pay again beside Edit', async () => {
    mockSignedIn({
      'GET /api/userBusinessListingList': ok({ count: 2, businessList: [ownedBusiness(), failed] }),
    });
    await openPage('/vivalinks/manager');
    const table = await main().findByRole('table', { name: 'Your business listings' });
    const books = within(table).getByRole('row', { name: /Harbour Books/ });
    expect(within(books).getByText('Payment not completed')).toBeInTheDocument();
    expect(within(books).getByRole('link', { name: 'Pay again for Harbour Books' })).toHaveAttribute(
      'href',
      '/vivalinks/pay?kind=business&id=42',
    );
    // its label stays on one line in a narrow column (issue 21 §5)
    expect(within(books).getByRole('link', { name: 'Pay again for Harbour Books' })).toHaveClass(
      'whitespace-nowrap',
    );
    // a paid listing has only Edit
    const paid = within(table).getByRole('row', { name: /Island Bean Café/ });
    expect(within(paid).queryByRole('link', { name: /Pay again/ })).toBeNull();
  });

  it('/vivalinks/pay pays with an invitation key and confirms the listing is live', async () => {
    const api = mockSignedIn({
      'GET /api/userBusinessListingList': ok({ count: 1, businessList: [failed] }),
      'POST /api/businessPackages': ok({
        package_list: [ONE_MONTH_PLAN],
      }),
      'POST /api/update-invitation/service-listing-invitation-key': ok(KEY_GIVES_ONE_MONTH),
      'POST /api/payListing': ok({ id: 42, status: 1, payment_state: 'active', amount_due_cents: null }),
    });
    await openPage('/vivalinks/pay?kind=business&id=42');
    expect(await main().findByText('Harbour Books')).toBeInTheDocument();
    expect(main().getByText(/The earlier payment did not go through/)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(await main().findByRole('radio', { name: 'Invitation key' }));
    await user.type(main().getByRole('textbox', { name: 'Invitation key' }), 'BIZKEY');
    await user.click(main().getByRole('button', { name: 'Check' }));
    await user.click(await main().findByRole('button', { name: 'Register with this key' }));
    expect(await main().findByText('Your business listing is live now.')).toBeInTheDocument();
    expect(api.to('POST /api/payListing')[0]?.body).toEqual({
      kind: 'business',
      id: 42,
      invitation_key: 'BIZKEY',
    });
  });

  const lists = () =>
    mockSignedIn({ 'GET /api/userBusinessListingList': ok({ count: 1, businessList: [ownedBusiness()] }) });

  it('a live listing has nothing to pay', async () => {
    lists();
    await openPage('/vivalinks/pay?kind=business&id=41');
    expect(await main().findByText(/there is nothing to pay/)).toBeInTheDocument();
  });

  it('a listing that is not the caller’s is not found', async () => {
    lists();
    await openPage('/vivalinks/pay?kind=business&id=99');
    expect(await main().findByText('This listing was not found.')).toBeInTheDocument();
  });

  it('a volunteer organisation is never paid', async () => {
    lists();
    await openPage('/vivalinks/pay?kind=volunteer&id=5');
    expect(await main().findByText('This listing cannot be paid here.')).toBeInTheDocument();
  });
});
