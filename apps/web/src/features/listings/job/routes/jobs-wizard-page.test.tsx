import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { envelope, main, mockSignedIn, openPage, setupAppTests, type Routes } from '@/test/app-harness';
import { loadDraft } from '@/features/listings/shared/lib/draft';
import { fillAddress, GEOCODER_ROUTES } from '@/features/listings/shared/lib/event-test-helpers';
import { JOB_DRAFT_KEY, today } from '../lib/job-form';
import { goToCheckout } from '@/lib/checkout/redirect';

vi.mock('@/lib/checkout/redirect', () => ({ goToCheckout: vi.fn() }));

setupAppTests();

const status = <T,>(data: T, message = '') => ({ status: 1, message, data });

const ROUTES: Routes = {
  ...GEOCODER_ROUTES,
  'GET /api/jobPackages': status({
    package_list: [
      {
        package_id: 7,
        package_name: '1 Week',
        package_description: 'One week on the job board',
        package_price: 20,
        package_price_monthly: null,
        package_type: 'week',
        promos: [
          { name: 'Spring', expires_at: '2999-01-01T00:00:00Z', discount: 25, discount_type: 'Percentage' },
        ],
      },
    ],
  }),
};

function inDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return today(d);
}

async function open() {
  await openPage('/vivalinks/jobs');
  await main().findByRole('heading', { level: 1, name: 'Post a job' });
  await main().findByRole('textbox', { name: /company name/i });
}

async function fillValid(user: UserEvent) {
  await user.type(main().getByRole('textbox', { name: /company name/i }), 'Island Bakery');
  await user.type(main().getByRole('textbox', { name: /job title/i }), 'Baker');
  await user.type(main().getByRole('textbox', { name: /location of the job/i }), 'On site');
  await fillAddress(user, /address of the workplace/i);
  await user.type(main().getByRole('textbox', { name: /hourly wage/i }), '18.5');
  await user.type(main().getByRole('textbox', { name: /number of positions/i }), '2');
  await user.type(main().getByRole('textbox', { name: /skills required/i }), 'Bread');
  fireEvent.change(main().getByLabelText(/start date/i), { target: { value: inDays(7) } });
}

describe('/vivalinks/jobs (job wizard)', { timeout: 60_000 }, () => {
  it('checks the names, the text limits and a start date not before today', async () => {
    const api = mockSignedIn(ROUTES);
    await open();
    const user = userEvent.setup({ delay: null });
    await user.type(main().getByRole('textbox', { name: /company name/i }), 'AB');
    fireEvent.change(main().getByLabelText(/start date/i), { target: { value: inDays(-1) } });
    expect(main().getByRole('textbox', { name: /skills required/i })).toHaveAttribute('maxlength', '400');
    expect(main().getByRole('textbox', { name: /job description/i })).toHaveAttribute('maxlength', '600');
    expect(main().getByRole('textbox', { name: /how to apply/i })).toHaveAttribute('maxlength', '400');
    await user.click(main().getByRole('button', { name: 'Next' }));
    expect(await main().findByText('Please correct the fields marked in red.')).toBeInTheDocument();
    expect(main().getByRole('textbox', { name: /company name/i })).toHaveAccessibleDescription(
      'The company name needs more than 2 characters.',
    );
    expect(main().getByRole('textbox', { name: /job title/i })).toHaveAccessibleDescription(
      'The job title needs more than 2 characters.',
    );
    expect(main().getByText('The start date cannot be before today.')).toBeInTheDocument();
    expect(main().getByLabelText(/start date/i)).toHaveAttribute('min', today());
    expect(api.to('POST /api/createJob')).toHaveLength(0);
  });

  it('keeps a draft across a reload, pays by card for 3 weeks and clears the draft once created', async () => {
    const api = mockSignedIn({
      ...ROUTES,
      'POST /api/create-payment-intent': envelope({
        payment_id: 'tx_job',
        payment_url: '/api/payments/sandbox/cs_9',
        subtotal_cents: 4500,
        tax_cents: 675,
        total_cents: 5175,
        currency: 'cad',
      }),
      'POST /api/createJob': status({
        id: 12,
        status: 0,
        payment_state: 'awaiting_payment',
        amount_due_cents: null,
      }),
    });
    await open();
    const user = userEvent.setup({ delay: null });
    await fillValid(user);
    await waitFor(() => expect(loadDraft(JOB_DRAFT_KEY)).toMatchObject({ job_title: 'Baker' }));

    // A reload brings the draft back.
    cleanup();
    await open();
    expect(main().getByText('We restored the job you started earlier.')).toBeInTheDocument();
    expect(main().getByRole('textbox', { name: /job title/i })).toHaveValue('Baker');
    expect(main().getByRole('combobox', { name: /address of the workplace/i })).toHaveValue(
      '12 Queen St, Charlottetown, PE',
    );

    await user.click(main().getByRole('button', { name: 'Next' }));
    expect(await main().findByRole('heading', { name: 'Plan and payment' })).toBeInTheDocument();
    // Promo: 25 % off $20 = $15 a week.
    expect(await main().findByText('$15')).toBeInTheDocument();
    const quantity = main().getByRole('textbox', { name: /quantity/i });
    await user.clear(quantity);
    expect(main().getByRole('button', { name: 'Pay with Stripe' })).toBeDisabled();
    await user.type(quantity, '3');
    const summary = main().getByText('Subtotal').closest('dl')!;
    expect(within(summary).getByText('$45.00')).toBeInTheDocument();
    expect(within(summary).getByText('$6.75')).toBeInTheDocument();
    expect(within(summary).getByText('$51.75')).toBeInTheDocument();

    await user.click(main().getByRole('button', { name: 'Pay with Stripe' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('/api/payments/sandbox/cs_9'));
    expect(api.to('POST /api/create-payment-intent')[0]?.body).toMatchObject({
      metadata: { product: 'job', package_id: 7, quantity: 3 },
    });
    expect(api.to('POST /api/createJob')[0]?.body).toMatchObject({
      company_name: 'Island Bakery',
      job_title: 'Baker',
      state_id: 1,
      city_id: 12,
      location: 'On site',
      address: '12 Queen St, Charlottetown, PE',
      address_lat: 46.2352,
      address_long: -63.1311,
      hourly_wages: 18.5,
      number_of_vacancies: 2,
      skill_required: 'Bread',
      employment_type: 1,
      start_date_of_job: inDays(7),
      transaction_id: 'tx_job',
      package_id: 7,
      quantity: 3,
    });
    expect(loadDraft(JOB_DRAFT_KEY)).toBeNull();
  });

  it('invitation key path for jobs uses the job key call and shows the key’s own plan', async () => {
    const api = mockSignedIn({
      ...ROUTES,
      'POST /api/update-invitation/job-listing-invitation-key': status({
        'listing-activate': true,
        package_id: 9,
        package_name: '1 Month',
        quantity: 2,
        listing_end_date: '2031-04-15',
      }),
      'POST /api/createJob': status({ id: 12, status: 1, payment_state: 'active', amount_due_cents: null }),
    });
    await open();
    const user = userEvent.setup({ delay: null });
    await fillValid(user);
    await user.click(main().getByRole('button', { name: 'Next' }));
    await user.click(await main().findByRole('radio', { name: 'Invitation key' }));
    await user.type(main().getByRole('textbox', { name: 'Invitation key' }), 'JOBKEY');
    await user.click(main().getByRole('button', { name: 'Check' }));
    // issue 21 §5: the key's plan, not the one the picker showed, before confirming
    expect(await main().findByText('The plan “1 Month” × 2')).toBeInTheDocument();
    expect(main().getByText('Your listing runs until April 15, 2031.')).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: 'Register with this key' }));
    expect(await main().findByText('Your job posting is live now.')).toBeInTheDocument();
    expect(api.to('POST /api/createJob')[0]?.body).toMatchObject({ invitation_key: 'JOBKEY' });
    expect(api.to('POST /api/createJob')[0]?.body).not.toHaveProperty('package_id');
    expect(main().getByRole('link', { name: 'See it on the site' })).toHaveAttribute('href', '/findajob/12');
    expect(loadDraft(JOB_DRAFT_KEY)).toBeNull();
  });
});
