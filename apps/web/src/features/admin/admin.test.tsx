import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminPurchase, InvitationKeyItem } from '@harbour/shared';
import type { Call } from '@/test/app-harness';
import { envelope, main, mockApi, mockSignedIn, openPage, PROFILE, setupAppTests } from '@/test/app-harness';

setupAppTests();

const ADMIN = { ...PROFILE, role: 'admin' as const };
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

const purchase = (id: number, extra: Partial<AdminPurchase> = {}): AdminPurchase => ({
  id,
  reference: `H-${String(id).padStart(6, '0')}`,
  user_id: 9,
  user_email: 'org@example.ca',
  product: 'event',
  package_name: '1 Week',
  quantity: 2,
  provider: 'cheque',
  status: 'pending',
  total_cents: 11500,
  tax_cents: 1500,
  currency: 'cad',
  rejection_reason: null,
  paid_at: null,
  created_at: '2031-02-01T15:00:00.000Z',
  listing: { kind: 'event', id: 90, name: 'Welcome picnic', status: 0 },
  ...extra,
});

const key = (id: number, extra: Partial<InvitationKeyItem> = {}): InvitationKeyItem => ({
  id,
  key: `KEY${id}ABCDEFGH`,
  product: 'job',
  package_id: 7,
  package_name: '1 Month',
  quantity: 1,
  max_uses: 5,
  uses: 1,
  remaining: 4,
  status: 'active',
  expires_at: inDays(30),
  revoked_at: null,
  created_by: ADMIN.id,
  created_at: inDays(-1),
  ...extra,
});

const plan = (package_id: number, package_name: string) => ({
  package_id,
  package_name,
  package_description: '',
  package_price: 29,
  package_price_monthly: 29,
  package_type: 'month',
  promos: [],
});
const plans = (list: ReturnType<typeof plan>[]) => ({ status: 1, message: '', data: { package_list: list } });

function adminApi(extra: Record<string, unknown> = {}) {
  let waiting = [purchase(42)];
  let keys = [key(1)];
  const api = mockSignedIn({
    'GET /api/users/profile': envelope(ADMIN),
    'GET /api/admin/purchases': (c: Call) =>
      c.search.includes('waiting=1')
        ? envelope({ purchases: waiting, count: waiting.length, page: 1 })
        : envelope({
            purchases: [purchase(42), purchase(41, { provider: 'stripe', status: 'paid' })],
            count: 2,
            page: 1,
          }),
    'POST /api/admin/purchases/42/activate': () => {
      waiting = [];
      return envelope({ purchase: purchase(42, { status: 'paid' }) }, true, 'purchase.activated');
    },
    'GET /api/admin/invitation-keys': () => envelope({ keys, count: keys.length, page: 1, per_page: 20 }),
    'GET /api/admin/translations/review': envelope({
      rows: [
        { part: 'pages', lang: 'ar', count: 6 },
        { part: 'listings', lang: 'ar', count: 1200 },
        { part: 'tips', lang: 'fr', count: 72 },
      ],
      total: 1278,
    }),
    'POST /api/businessPackages': plans([plan(1, '1 Month'), plan(4, '12 Months')]),
    'GET /api/jobPackages': plans([plan(9, '1 Month'), plan(10, '3 Months')]),
    'POST /api/admin/invitation-keys': (c: Call) => {
      const body = c.body as { product: 'business'; package_id: number; max_uses: number; key?: string };
      const made = key(2, {
        key: body.key ?? 'N3WK3Y7ABCDE',
        product: body.product,
        package_id: body.package_id,
        package_name: '12 Months',
        max_uses: body.max_uses,
        uses: 0,
      });
      keys = [made, ...keys];
      return { status: 201, json: envelope({ invitation_key: made }) };
    },
    ...extra,
  });
  return api;
}

describe('/admin/listings', () => {
  it('activates a waiting cheque after a confirmation', async () => {
    const api = adminApi();
    await openPage('/admin/listings');
    const section = await main().findByRole('region', { name: 'Alternate payments waiting' });
    expect(await within(section).findByRole('heading', { name: 'H-000042 · Cheque' })).toBeInTheDocument();
    expect(within(section).getByText('Welcome picnic (Event)')).toBeInTheDocument();
    expect(within(section).getByText('$115 (tax $15)')).toBeInTheDocument();
    expect(
      api.to('GET /api/admin/purchases').some((c) => new URLSearchParams(c.search).get('waiting') === '1'),
    ).toBe(true);

    await userEvent.click(within(section).getByRole('button', { name: 'Activate H-000042' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Activate H-000042?' });
    // nothing happens before the admin confirms
    expect(api.to('POST /api/admin/purchases/42/activate')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await within(section).findByText('H-000042 is paid and its listing is live.')).toBeInTheDocument();
    expect(api.to('POST /api/admin/purchases/42/activate')).toHaveLength(1);
    expect(await within(section).findByText('No e-transfer or cheque is waiting.')).toBeInTheDocument();
  });

  it('cancelling the confirmation rejects nothing', async () => {
    const api = adminApi();
    await openPage('/admin/listings');
    const section = await main().findByRole('region', { name: 'Alternate payments waiting' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Reject H-000042' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Reject H-000042?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    expect(api.calls.some((c) => c.path.endsWith('/reject'))).toBe(false);
  });

  it('issues a key with product, uses and expiry, and shows it to copy', async () => {
    const api = adminApi();
    await openPage('/admin/listings');
    const section = await main().findByRole('region', { name: 'Invitation keys' });
    const form = within(section).getByRole('form', { name: 'Issue a key' });
    const user = userEvent.setup();

    await user.click(within(form).getByRole('button', { name: 'Issue the key' }));
    expect(
      await within(form).findByText(
        'Choose what the key is for: a business, event, job or volunteer listing.',
      ),
    ).toBeInTheDocument();
    expect(api.to('POST /api/admin/invitation-keys')).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: /For/ }));
    await user.click(await within(document.body).findByRole('option', { name: 'Business' }));
    // a key gives one plan of its product (issue 21 §2); a business key no quantity
    await user.click(within(form).getByRole('button', { name: 'Issue the key' }));
    expect(await within(form).findByText('Choose the plan the key gives.')).toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: /Quantity/ })).toBeNull();
    await user.click(within(form).getByRole('button', { name: /Plan/ }));
    await user.click(await within(document.body).findByRole('option', { name: '12 Months' }));
    const uses = within(form).getByRole('textbox', { name: /Number of uses/ });
    await user.clear(uses);
    await user.type(uses, '3');
    const expiry = new Date(Date.now() + 10 * 86_400_000);
    const day = `${expiry.getFullYear()}-${String(expiry.getMonth() + 1).padStart(2, '0')}-${String(expiry.getDate()).padStart(2, '0')}`;
    await user.type(within(form).getByLabelText(/Valid until/), day);
    await user.click(within(form).getByRole('button', { name: 'Issue the key' }));

    expect(await within(section).findByText('N3WK3Y7ABCDE', { selector: 'code' })).toBeInTheDocument();
    const body = api.to('POST /api/admin/invitation-keys')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ product: 'business', package_id: 4, quantity: 1, max_uses: 3 });
    expect(within(section).getByText('Each use gives: 12 Months × 1.')).toBeInTheDocument();
    expect(body).not.toHaveProperty('key');
    const sent = new Date(body.expires_at as string);
    expect([sent.getFullYear(), sent.getMonth(), sent.getDate(), sent.getHours()]).toEqual([
      expiry.getFullYear(),
      expiry.getMonth(),
      expiry.getDate(),
      23,
    ]);
    expect(await within(section).findByRole('rowheader', { name: 'N3WK3Y7ABCDE' })).toBeInTheDocument();
  });

  it('shows a refused key choice with the server message', async () => {
    adminApi({
      'POST /api/admin/invitation-keys': {
        status: 409,
        json: envelope(null, false, 'invitation_key.exists'),
      },
    });
    await openPage('/admin/listings');
    const form = await main().findByRole('form', { name: 'Issue a key' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: /For/ }));
    await user.click(await within(document.body).findByRole('option', { name: 'Job' }));
    await user.click(within(form).getByRole('button', { name: /Plan/ }));
    await user.click(await within(document.body).findByRole('option', { name: '3 Months' }));
    const expiry = new Date(Date.now() + 3 * 86_400_000);
    const day = `${expiry.getFullYear()}-${String(expiry.getMonth() + 1).padStart(2, '0')}-${String(expiry.getDate()).padStart(2, '0')}`;
    await user.type(within(form).getByLabelText(/Valid until/), day);
    await user.type(within(form).getByRole('textbox', { name: /Key/ }), 'welcome-2031');
    await user.click(within(form).getByRole('button', { name: 'Issue the key' }));
    expect(await within(form).findByText('This invitation key already exists.')).toBeInTheDocument();
  });

  it('refuses a chosen key under 10 characters before sending it, and gives a job key a quantity', async () => {
    const api = adminApi();
    await openPage('/admin/listings');
    const form = await main().findByRole('form', { name: 'Issue a key' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: /For/ }));
    await user.click(await within(document.body).findByRole('option', { name: 'Job' }));
    await user.click(within(form).getByRole('button', { name: /Plan/ }));
    await user.click(await within(document.body).findByRole('option', { name: '1 Month' }));
    const quantity = within(form).getByRole('textbox', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '2');
    const expiry = new Date(Date.now() + 3 * 86_400_000);
    const day = `${expiry.getFullYear()}-${String(expiry.getMonth() + 1).padStart(2, '0')}-${String(expiry.getDate()).padStart(2, '0')}`;
    await user.type(within(form).getByLabelText(/Valid until/), day);
    const chosen = within(form).getByRole('textbox', { name: /Key/ });
    await user.type(chosen, 'welcome');
    await user.click(within(form).getByRole('button', { name: 'Issue the key' }));
    expect(
      await within(form).findByText('A key you choose has at least 10 characters, so it cannot be guessed.'),
    ).toBeInTheDocument();
    expect(api.to('POST /api/admin/invitation-keys')).toHaveLength(0);
    await user.type(chosen, '-harbour');
    await user.click(within(form).getByRole('button', { name: 'Issue the key' }));
    await waitFor(() => expect(api.to('POST /api/admin/invitation-keys')).toHaveLength(1));
    expect(api.to('POST /api/admin/invitation-keys')[0]!.body).toMatchObject({
      product: 'job',
      package_id: 9,
      quantity: 2,
      key: 'WELCOME-HARBOUR',
    });
  });

  it('refuses a plan for non-profits with the reason the owner will read', async () => {
    const api = adminApi({
      'GET /api/admin/purchases': envelope({
        purchases: [
          purchase(43, { provider: 'nonprofit', product: 'business', total_cents: 0, tax_cents: 0 }),
        ],
        count: 1,
        page: 1,
      }),
      'POST /api/admin/purchases/43/reject': envelope(
        { purchase: purchase(43, { provider: 'nonprofit', status: 'canceled' }) },
        true,
        'purchase.rejected',
      ),
    });
    await openPage('/admin/listings');
    const section = await main().findByRole('region', { name: 'Alternate payments waiting' });
    expect(
      await within(section).findByRole('heading', { name: 'H-000043 · Non-profit plan (approval)' }),
    ).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Reject H-000043' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Reject H-000043?' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Not in the charities registry.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.to('POST /api/admin/purchases/43/reject')).toHaveLength(1));
    expect(api.to('POST /api/admin/purchases/43/reject')[0]!.body).toEqual({
      reason: 'Not in the charities registry.',
    });
  });

  it('lists every purchase', async () => {
    adminApi();
    await openPage('/admin/listings');
    const section = await main().findByRole('region', { name: 'Purchases' });
    const table = await within(section).findByRole('table', { name: 'Every purchase, newest first' });
    const paid = within(table).getByRole('row', { name: /H-000041/ });
    expect(within(paid).getByText('Card (Stripe)')).toBeInTheDocument();
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(section).getByText('2 purchases in all')).toBeInTheDocument();
  });

  it('counts the translations still to review per language and part of the site', async () => {
    adminApi();
    await openPage('/admin/listings');
    const section = await main().findByRole('region', { name: 'Translations to review' });
    const table = await within(section).findByRole('table', { name: 'Translations to review' });
    const arabic = within(table).getByRole('row', { name: /العربية/ });
    expect(
      within(arabic)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['6', '0', '0', '0', '0', '0', '0', '1,200', '1,206']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(section).getByText('Texts to review in all: 1,278')).toBeInTheDocument();
  });

  it('a signed-in user who is not an admin sees forbidden and no admin call is made', async () => {
    const api = mockSignedIn();
    await openPage('/admin/listings');
    expect(await main().findByText(/Your account does not have access/)).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.startsWith('/api/admin'))).toBe(false);
  });

  it('the profile drawer of an admin links to this page', async () => {
    adminApi();
    const user = userEvent.setup();
    const { router } = await openPage('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open your profile' }));
    const drawer = await screen.findByRole('dialog', { name: 'Your profile' });
    await user.click(within(drawer).getByRole('link', { name: 'Listings administration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/listings'));
  });

  it('the profile drawer of a member has no admin link', async () => {
    mockSignedIn();
    const user = userEvent.setup();
    await openPage('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open your profile' }));
    const drawer = await screen.findByRole('dialog', { name: 'Your profile' });
    expect(within(drawer).getByRole('link', { name: 'Listings manager' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Listings administration' })).toBeNull();
  });

  it('visitors are asked to sign in', async () => {
    mockApi();
    await openPage('/admin/listings');
    expect(await main().findByText('Please sign in to continue.')).toBeInTheDocument();
  });
});
