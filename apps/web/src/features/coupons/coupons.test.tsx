import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Call } from '@/test/app-harness';
import { envelope, main, mockApi, mockSignedIn, openPage, PROFILE, setupAppTests } from '@/test/app-harness';

setupAppTests();

/** As the server answers: the code only on a coupon the member collected. */
const coupon = (id: number, description: string, extra: { collected?: boolean } = {}) => ({
  coupon_id: id,
  business_id: null,
  business_name: 'Island Bean Café',
  city_name: 'Charlottetown',
  description_en: description,
  restriction_use: 'One per visit',
  expire_at: '2031-06-30T12:00:00.000Z',
  coupon_code: extra.collected ? `CODE-${id}` : null,
  expired: false,
  collected: false,
  ...extra,
});

describe('/coupons and /wallet', () => {
  it('shows the collected coupons with description, conditions, expiry and code, and removes one', async () => {
    let wallet = [coupon(1, '10% off drinks', { collected: true })];
    const api = mockSignedIn({
      'GET /api/nupond/getCoupons': (c: Call) =>
        envelope({ coupons: c.search.includes('userId') ? wallet : [] }),
      'POST /api/nupond/removeCoupon': () => {
        wallet = [];
        return envelope(null, true, 'coupon.removed');
      },
    });
    await openPage('/wallet');
    const section = await main().findByRole('region', { name: 'Collected coupons' });
    expect(await within(section).findByRole('heading', { name: '10% off drinks' })).toBeInTheDocument();
    expect(within(section).getByText('One per visit')).toBeInTheDocument();
    expect(within(section).getByText('CODE-1')).toBeInTheDocument();
    expect(within(section).getByText(/Valid until .*2031/)).toBeInTheDocument();
    expect(api.to('GET /api/nupond/getCoupons').some((c) => c.search === `?userId=${PROFILE.id}`)).toBe(true);

    await userEvent.click(within(section).getByRole('button', { name: 'Remove the coupon 10% off drinks' }));
    expect(await main().findByText('The coupon was removed.')).toBeInTheDocument();
    expect(api.to('POST /api/nupond/removeCoupon')[0]!.body).toEqual({ couponId: 1, userId: PROFILE.id });
    expect(await within(section).findByText('You have not collected any coupons yet.')).toBeInTheDocument();
  });

  it('collects an offer and explains an expired one', async () => {
    const api = mockSignedIn({
      'GET /api/nupond/getCoupons': (c: Call) =>
        envelope({
          coupons: c.search.includes('userId') ? [] : [coupon(2, '$5 off groceries'), coupon(3, 'Old offer')],
        }),
      'POST /api/nupond/collectCoupon': (c: Call) =>
        (c.body as { couponId: number }).couponId === 3
          ? { status: 400, json: envelope(null, false, 'coupon.expired') }
          : envelope(coupon(2, '$5 off groceries', { collected: true }), true, 'coupon.collected'),
    });
    await openPage('/coupons');
    expect(await main().findByText('You have not collected any coupons yet.')).toBeInTheDocument();
    await userEvent.click(await main().findByRole('button', { name: 'Collect the coupon $5 off groceries' }));
    expect(await main().findByText('The coupon is in your wallet.')).toBeInTheDocument();
    expect(api.to('POST /api/nupond/collectCoupon')[0]!.body).toEqual({ couponId: 2, userId: PROFILE.id });
    await userEvent.click(main().getByRole('button', { name: 'Collect the coupon Old offer' }));
    expect(
      await main().findByText('This coupon has expired and can no longer be collected.'),
    ).toBeInTheDocument();
  });

  it('asks visitors to sign in and still shows the offers without a collect button', async () => {
    const api = mockApi({
      'GET /api/nupond/getCoupons': envelope({ coupons: [coupon(2, '$5 off groceries')] }),
    });
    await openPage('/coupons');
    expect(await main().findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(await main().findByRole('heading', { name: '$5 off groceries' })).toBeInTheDocument();
    expect(main().queryByRole('button', { name: /Collect/ })).not.toBeInTheDocument();
    expect(main().getByText('Collect the coupon to see its code.')).toBeInTheDocument();
    expect(main().queryByText('CODE-2')).not.toBeInTheDocument();
    await waitFor(() => expect(api.to('GET /api/nupond/getCoupons')).toHaveLength(1));
    expect(api.to('GET /api/nupond/getCoupons')[0]!.search).toBe('');
  });
});
