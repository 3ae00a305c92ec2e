import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Call } from '@/test/app-harness';
import { main, mockApi, mockSignedIn, openPage, setupAppTests } from '@/test/app-harness';
import {
  ownedBusiness,
  ownedEvent,
  ownedJob,
  ownedVolunteer,
} from '@/features/listings/shared/lib/test-listings';

setupAppTests();

const ok = <T,>(data: T) => ({ status: 1, message: '', data });
const params = (c: Call) => Object.fromEntries(new URLSearchParams(c.search));

describe('/vivalinks/manager', () => {
  it('shows the business tab first: contact, dates, every status label, payment state and Edit', async () => {
    const api = mockSignedIn({
      'GET /api/userBusinessListingList': ok({
        count: 4,
        businessList: [
          ownedBusiness(),
          ownedBusiness({
            id: 42,
            business_id: 42,
            business_name: 'Harbour Books',
            status: 0,
            payment_state: 'awaiting_alternate_payment',
          }),
          ownedBusiness({
            id: 43,
            business_id: 43,
            business_name: 'Old Shop',
            status: 2,
            business_telephone: null,
          }),
          ownedBusiness({
            id: 44,
            business_id: 44,
            business_name: 'Odd One',
            status: 7,
            payment_state: 'awaiting_payment',
          }),
        ],
      }),
    });
    await openPage('/vivalinks/manager');
    const table = await main().findByRole('table', { name: 'Your business listings' });
    expect(main().getByRole('tab', { name: 'Business', selected: true })).toBeInTheDocument();
    expect(params(api.to('GET /api/userBusinessListingList')[0]!)).toEqual({ page_no: '1', offset: '10' });

    const first = within(table).getByRole('row', { name: /Island Bean Café/ });
    expect(within(first).getByText('+1 (902) 555-0101')).toBeInTheDocument();
    expect(within(first).getByText('hello@islandbean.ca')).toBeInTheDocument();
    expect(within(first).getByText('Mar 1, 2031')).toBeInTheDocument();
    expect(within(first).getByText('Sep 1, 2031')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText('Paid')).toBeInTheDocument();
    const books = within(table).getByRole('row', { name: /Harbour Books/ });
    expect(within(books).getByText('Inactive')).toBeInTheDocument();
    expect(within(books).getByText('Awaiting e-transfer or cheque')).toBeInTheDocument();
    const old = within(table).getByRole('row', { name: /Old Shop/ });
    expect(within(old).getByText('Expired')).toBeInTheDocument();
    expect(within(old).getByText('Not set')).toBeInTheDocument();
    const odd = within(table).getByRole('row', { name: /Odd One/ });
    expect(within(odd).getByText('Unknown')).toBeInTheDocument();
    expect(within(odd).getByText('Awaiting payment')).toBeInTheDocument();
    // the status is read-only: no control in its cell
    expect(within(first).getAllByRole('link')).toHaveLength(1);

    expect(main().getByRole('link', { name: 'GET MORE VIVALINKS' })).toHaveAttribute(
      'href',
      '/pricing#vivalinks',
    );
    const edit = within(first).getByRole('link', { name: 'Edit Island Bean Café' });
    expect(edit).toHaveAttribute('href', '/vivalinks/update?kind=business&id=41');
  });

  it('each tab calls its own list with page_no and offset and links GET MORE VIVALINKS to its place', async () => {
    const api = mockSignedIn({
      'GET /api/userBusinessListingList': ok({ count: 0, businessList: [] }),
      'GET /api/userVolunteerOrganizationList': ok({ count: 1, orgLists: [ownedVolunteer()] }),
      'GET /api/userJobList': ok({ count: 1, jobList: [ownedJob()] }),
      'GET /api/userEventMeetingList': ok({ count: 1, eventMeetingList: [ownedEvent()] }),
    });
    const { router } = await openPage('/vivalinks/manager');
    const user = userEvent.setup();
    expect(await main().findByText('You have no business listings yet.')).toBeInTheDocument();

    await user.click(main().getByRole('tab', { name: 'Volunteer' }));
    const vol = await main().findByRole('table', { name: 'Your volunteer organisations' });
    expect(within(vol).getByText('help@foodshare.ca')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=volunteer');
    expect(main().getByRole('link', { name: 'GET MORE VIVALINKS' })).toHaveAttribute(
      'href',
      '/vivalinks/volunteer',
    );

    // arrow keys move between the tabs
    await user.keyboard('{ArrowRight}');
    const jobs = await main().findByRole('table', { name: 'Your job postings' });
    expect(main().getByRole('tab', { name: 'Job' })).toHaveFocus();
    expect(within(jobs).getByRole('rowheader', { name: 'Barista' })).toBeInTheDocument();
    expect(within(jobs).queryByRole('columnheader', { name: 'Phone' })).toBeNull();
    expect(main().getByRole('link', { name: 'GET MORE VIVALINKS' })).toHaveAttribute(
      'href',
      '/vivalinks/jobs',
    );

    await user.keyboard('{ArrowRight}');
    const events = await main().findByRole('table', { name: 'Your events' });
    expect(within(events).getByRole('link', { name: 'Edit Welcome picnic' })).toHaveAttribute(
      'href',
      '/vivalinks/update?kind=event&id=90',
    );
    expect(main().getByRole('link', { name: 'GET MORE VIVALINKS' })).toHaveAttribute('href', '/events');

    for (const path of [
      'GET /api/userVolunteerOrganizationList',
      'GET /api/userJobList',
      'GET /api/userEventMeetingList',
    ]) {
      expect(api.to(path).map(params)).toEqual([{ page_no: '1', offset: '10' }]);
    }
  });

  it('pages: data.count makes the pager, the next page asks page_no 2', async () => {
    const api = mockSignedIn({
      'GET /api/userJobList': (c: Call) => {
        const page = Number(params(c).page_no);
        const jobs = Array.from({ length: page === 1 ? 10 : 3 }, (_, i) =>
          ownedJob({ id: page * 100 + i, job_title: `Job ${page}-${i}` }),
        );
        return ok({ count: 13, jobList: jobs });
      },
    });
    const { router } = await openPage('/vivalinks/manager?tab=job');
    expect(await main().findByRole('rowheader', { name: 'Job 1-0' })).toBeInTheDocument();
    const pager = main().getByRole('navigation', { name: 'Pages of Job listings' });
    expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(within(pager).getByRole('link', { name: 'Page 2' }));
    expect(await main().findByRole('rowheader', { name: 'Job 2-2' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=job&page=2');
    expect(api.to('GET /api/userJobList').map(params)).toEqual([
      { page_no: '1', offset: '10' },
      { page_no: '2', offset: '10' },
    ]);
  });

  it('a failed list shows an error with retry', async () => {
    let fail = true;
    mockSignedIn({
      'GET /api/userEventMeetingList': () =>
        fail
          ? { status: 500, json: { status: 0, message: 'Something went wrong!', data: null } }
          : ok({ count: 1, eventMeetingList: [ownedEvent()] }),
    });
    await openPage('/vivalinks/manager?tab=event');
    const alert = await main().findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your listings.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await main().findByRole('rowheader', { name: 'Welcome picnic' })).toBeInTheDocument();
  });

  it('visitors get the please_login prompt and no list is asked for', async () => {
    const api = mockApi();
    await openPage('/vivalinks/manager');
    expect(await main().findByText('Please sign in to continue.')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/sign-in?next=${encodeURIComponent('/vivalinks/manager')}`,
    );
    await waitFor(() => expect(api.calls.some((c) => c.path.startsWith('/api/user'))).toBe(false));
  });
});
