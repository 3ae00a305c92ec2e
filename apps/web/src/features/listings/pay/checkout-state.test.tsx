import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, main, mockSignedIn, openPage, PROFILE, setupAppTests } from '@/test/app-harness';
import { formatTime } from '@/lib/format';
import { changeLanguage } from '@/lib/i18n';
import { ONE_MONTH_PLAN, ownedBusiness } from '@/features/listings/shared/lib/test-listings';

setupAppTests();

const ok = <T,>(data: T, message = '') => ({ status: 1, message, data });
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const PLANS = {
  'POST /api/businessPackages': ok({
    package_list: [ONE_MONTH_PLAN],
  }),
};
const waiting = (id: number, name: string, checkoutExpiresAt: string, state = 'awaiting_payment') =>
  ownedBusiness({
    id,
    business_id: id,
    business_name: name,
    status: 0,
    payment_state: state as 'awaiting_payment',
    checkout_expires_at: checkoutExpiresAt,
    listing_start_date: null,
    listing_end_date: null,
  });

describe('a card checkout left open', () => {
  it('the manager says until when the checkout is open, and that an expired one can be paid again', async () => {
    const open = inMinutes(20);
    mockSignedIn({
      'GET /api/userBusinessListingList': ok({
        count: 3,
        businessList: [
          waiting(51, 'Open Checkout Books', open),
          waiting(52, 'Expired Checkout Books', inMinutes(-5), 'payment_failed'),
          // the manager stayed open past the expiry: the server still said awaiting_payment
          waiting(53, 'Lapsed Checkout Books', inMinutes(-1)),
        ],
      }),
    });
    await openPage('/vivalinks/manager');
    const table = await main().findByRole('table', { name: 'Your business listings' });

    const openRow = within(table).getByRole('row', { name: /Open Checkout Books/ });
    expect(within(openRow).getByText('Awaiting payment')).toBeInTheDocument();
    expect(
      within(openRow).getByText(`Waiting for your payment: the checkout is open until ${formatTime(open)}.`),
    ).toBeInTheDocument();
    expect(within(openRow).queryByRole('link', { name: /Pay again/ })).toBeNull();

    for (const [id, name] of [
      [52, 'Expired Checkout Books'],
      [53, 'Lapsed Checkout Books'],
    ] as const) {
      const row = within(table).getByRole('row', { name: new RegExp(name) });
      expect(within(row).getByText('Payment not completed')).toBeInTheDocument();
      expect(
        within(row).getByText('The checkout closed without a payment. Use Pay again to pay.'),
      ).toBeInTheDocument();
      expect(within(row).getByRole('link', { name: `Pay again for ${name}` })).toHaveAttribute(
        'href',
        `/vivalinks/pay?kind=business&id=${id}`,
      );
    }
  });

  it('in Arabic the manager says it in Arabic', async () => {
    mockSignedIn({
      'GET /api/users/profile': envelope({ ...PROFILE, preferred_language: 'ar' }),
      'GET /api/userBusinessListingList': ok({
        count: 1,
        businessList: [waiting(52, 'Expired Checkout Books', inMinutes(-5), 'payment_failed')],
      }),
    });
    await changeLanguage('ar');
    await openPage('/vivalinks/manager');
    expect(
      await main().findByText('انتهت صلاحية صفحة الدفع دون دفع. استخدم «ادفع مرة أخرى» للدفع.'),
    ).toBeInTheDocument();
  });

  it('/vivalinks/pay takes a listing whose checkout lapsed', async () => {
    mockSignedIn({
      ...PLANS,
      'GET /api/userBusinessListingList': ok({
        count: 1,
        businessList: [waiting(53, 'Lapsed Checkout Books', inMinutes(-1))],
      }),
    });
    await openPage('/vivalinks/pay?kind=business&id=53');
    expect(await main().findByRole('button', { name: 'Pay with Stripe' })).toBeInTheDocument();
  });
});

describe('a deployment without card payment', () => {
  it('the payment step says card payment is unavailable and still takes an e-transfer', async () => {
    const api = mockSignedIn({
      ...PLANS,
      'GET /api/web/client-config': envelope({
        captchaEnabled: false,
        chatSiteUrl: 'https://chat.example.ca/',
        mapTileUrl: '',
        cardPayments: false,
      }),
      'GET /api/userBusinessListingList': ok({
        count: 1,
        businessList: [waiting(54, 'No Card Books', inMinutes(-5), 'payment_failed')],
      }),
      'GET /api/web/settings': envelope({ value: 'pay@harbour.example' }),
      'POST /api/payListing': ok(
        { id: 54, status: 0, payment_state: 'awaiting_alternate_payment', amount_due_cents: 3450 },
        'listing.alternate_payment_sent',
      ),
    });
    await openPage('/vivalinks/pay?kind=business&id=54');
    expect(
      await main().findByText(
        'Card payment is not available on this site. You can pay by e-transfer or cheque, or use an invitation key.',
      ),
    ).toBeInTheDocument();
    expect(main().queryByRole('button', { name: 'Pay with Stripe' })).toBeNull();

    const user = userEvent.setup({ delay: null });
    await user.click(main().getByRole('radio', { name: 'E-transfer or cheque' }));
    expect(main().queryByText(/Card payment is not available/)).toBeNull();
    await user.click(await main().findByRole('button', { name: 'Register and pay later' }));
    expect(await main().findByText('Alternate Payment Sent!', { exact: false })).toBeInTheDocument();
    expect(api.to('POST /api/payListing')[0]?.body).toMatchObject({ id: 54, payment_method: 'etransfer' });
    expect(api.to('POST /api/create-payment-intent')).toHaveLength(0);
  });
});
