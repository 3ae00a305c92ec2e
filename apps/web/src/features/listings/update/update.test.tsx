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

const ok = <T,>(data: T, message = '') => ({ status: 1, message, data });
const refused = (message: string) => ({ status: 404, json: { status: 0, message, data: null } });
const params = (c: Call) => Object.fromEntries(new URLSearchParams(c.search));
/** The `data` JSON of a multipart call. */
const multipartData = (c: Call) =>
  JSON.parse((c.body as FormData).get('data') as string) as Record<string, unknown>;

/** The business form renders fourteen hour selects: slow on a busy machine. */
const BUSINESS_FORM_TIMEOUT = 45_000;

const lookups = {
  'POST /api/getbusinessCategory': ok({ category_list: [{ cat_id: 3, cat_name: 'Food and drink' }] }),
  'POST /api/getVolunteerCategory': ok({ category_list: [] }),
  'POST /api/getEventCategory': ok([]),
  'POST /api/getAgeGroup': ok([]),
};

describe('/vivalinks/update', () => {
  it('opens from the manager with the listing, saves a job and goes back to the manager', async () => {
    const api = mockSignedIn({
      ...lookups,
      'GET /api/userJobList': ok({ count: 1, jobList: [ownedJob()] }),
      'POST /api/editJob': ok(null, 'listing.updated'),
    });
    const { router } = await openPage('/vivalinks/manager?tab=job');
    const user = userEvent.setup();
    await user.click(await main().findByRole('link', { name: 'Edit Barista' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vivalinks/update'));
    expect(router.state.location.search).toBe('?kind=job&id=77');

    const title = await main().findByRole('textbox', { name: /Job title/ });
    expect(title).toHaveValue('Barista');
    // the listing came with the navigation: the list was asked for once, by the manager
    expect(api.to('GET /api/userJobList')).toHaveLength(1);
    await user.clear(title);
    await user.type(title, 'Head barista');
    await user.click(main().getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/vivalinks/manager'));
    expect(router.state.location.search).toBe('?tab=job');
    expect(await main().findByText('Listing updated successfully')).toBeInTheDocument();
    // the notice is not kept in the history entry: a reload would not say it again
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(main().getByText('Listing updated successfully')).toBeInTheDocument();
    const body = api.to('POST /api/editJob')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      id: 77,
      job_title: 'Head barista',
      company_name: 'Island Bean Café',
      state_id: 1,
      city_id: 12,
      hourly_wages: 17.5,
      number_of_vacancies: 2,
    });
  });

  it('after a reload finds the listing in the user list, and shows a refused save', async () => {
    const api = mockSignedIn({
      ...lookups,
      'GET /api/userJobList': ok({ count: 1, jobList: [ownedJob()] }),
      'POST /api/editJob': refused('listing.not_found'),
    });
    const { router } = await openPage('/vivalinks/update?kind=job&id=77');
    expect(await main().findByRole('textbox', { name: /Company name/ })).toHaveValue('Island Bean Café');
    expect(params(api.to('GET /api/userJobList')[0]!)).toEqual({ page_no: '1', offset: '100' });
    await userEvent.click(main().getByRole('button', { name: 'Save changes' }));
    expect(await main().findByRole('alert')).toHaveTextContent('This listing was not found.');
    expect(router.state.location.pathname).toBe('/vivalinks/update');
  });

  it('a job that has started keeps its past start date, but a new date must not be in the past', async () => {
    const api = mockSignedIn({
      ...lookups,
      'GET /api/userJobList': ok({ count: 1, jobList: [ownedJob({ start_date_of_job: '2020-01-06' })] }),
      'POST /api/editJob': ok(null, 'listing.updated'),
    });
    const { router } = await openPage('/vivalinks/update?kind=job&id=77');
    const user = userEvent.setup();
    const start = await main().findByLabelText('Start date');
    expect(start).toHaveValue('2020-01-06');
    await user.clear(start);
    await user.type(start, '2020-02-03');
    await user.click(main().getByRole('button', { name: 'Save changes' }));
    expect(await main().findByText('The start date cannot be before today.')).toBeInTheDocument();
    expect(api.to('POST /api/editJob')).toHaveLength(0);

    await user.clear(start);
    await user.type(start, '2020-01-06');
    await user.click(main().getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vivalinks/manager'));
    expect(api.to('POST /api/editJob')[0]!.body).toMatchObject({ id: 77, start_date_of_job: '2020-01-06' });
  });

  it('a listing that is not among the user’s own is not found', async () => {
    mockSignedIn({ 'GET /api/userEventMeetingList': ok({ count: 1, eventMeetingList: [ownedEvent()] }) });
    await openPage('/vivalinks/update?kind=event&id=12345');
    expect(await main().findByText('This listing was not found.')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Back to the listings manager' })).toHaveAttribute(
      'href',
      '/vivalinks/manager',
    );
  });

  it(
    'business: deleting a stored photo asks Yes/No first, then calls the main or other deletion',
    async () => {
      let photos = ownedBusiness().photo_list;
      const api = mockSignedIn({
        ...lookups,
        'GET /api/userBusinessListingList': () =>
          ok({ count: 1, businessList: [ownedBusiness({ photo_list: photos })] }),
        'POST /api/businessMainImageDelete': () => {
          photos = photos.filter((p) => !p.is_main);
          return ok(null, 'listing.image_deleted');
        },
        'POST /api/businessOtherImageDelete': refused('listing.image_not_deleted'),
      });
      await openPage('/vivalinks/update?kind=business&id=41');
      const user = userEvent.setup();
      const photoSection = await main().findByRole('region', { name: 'Photos' });
      const deletes = within(photoSection).getAllByRole('button', { name: /Delete/ });
      expect(deletes).toHaveLength(2);

      await user.click(deletes[0]!);
      let dialog = await within(document.body).findByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'No' }));
      await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
      expect(api.calls.some((c) => c.path.endsWith('ImageDelete'))).toBe(false);

      await user.click(within(photoSection).getAllByRole('button', { name: /Delete/ })[0]!);
      dialog = await within(document.body).findByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
      expect(await main().findByText('Image deleted successfully')).toBeInTheDocument();
      expect(api.to('POST /api/businessMainImageDelete')[0]!.body).toEqual({ data: { main_image_id: 501 } });
      await waitFor(() =>
        expect(within(photoSection).getAllByRole('button', { name: /Delete/ })).toHaveLength(1),
      );

      await user.click(within(photoSection).getByRole('button', { name: /Delete/ }));
      dialog = await within(document.body).findByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
      expect(await main().findByText('Image could not be deleted')).toBeInTheDocument();
      expect(api.to('POST /api/businessOtherImageDelete')[0]!.body).toEqual({ data: { image_id: 502 } });
    },
    BUSINESS_FORM_TIMEOUT,
  );

  it(
    'business: saves the fields as multipart data with the listing id and returns to the manager',
    async () => {
      const api = mockSignedIn({
        ...lookups,
        'GET /api/userBusinessListingList': ok({ count: 1, businessList: [ownedBusiness()] }),
        'POST /api/businessListingUpdate': ok(null, 'listing.updated'),
      });
      const { router } = await openPage('/vivalinks/update?kind=business&id=41');
      const user = userEvent.setup();
      const name = await main().findByRole('textbox', { name: /Business name|Name/ });
      expect(name).toHaveValue('Island Bean Café');
      await user.type(name, ' & Bakery');
      await user.click(main().getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(router.state.location.search).toBe('?tab=business'));
      const data = multipartData(api.to('POST /api/businessListingUpdate')[0]!);
      expect(data).toMatchObject({
        business_id: 41,
        business_name: 'Island Bean Café & Bakery',
        business_category: [3],
        business_visible_cities: [12],
        business_address: { address: '12 Queen St, Charlottetown', lat: 46.23, lon: -63.13 },
        monday_start: '08:00',
        sunday_start: 'CLOSED',
      });
      expect(data).not.toHaveProperty('transaction_id');
    },
    BUSINESS_FORM_TIMEOUT,
  );

  it('event photos other than the main one use eventOtherImageDelete', async () => {
    const api = mockSignedIn({
      ...lookups,
      'GET /api/userEventMeetingList': ok({ count: 1, eventMeetingList: [ownedEvent()] }),
      'POST /api/eventOtherImageDelete': ok(null, 'listing.image_deleted'),
    });
    const user = userEvent.setup();
    await openPage('/vivalinks/update?kind=event&id=90');
    const deletes = await main().findAllByRole('button', { name: /Delete/ });
    expect(deletes).toHaveLength(2);
    await user.click(deletes[1]!);
    const dialog = await within(document.body).findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await main().findByText('Image deleted successfully')).toBeInTheDocument();
    expect(api.to('POST /api/eventOtherImageDelete')[0]!.body).toEqual({ data: { image_id: 902 } });
  });

  it('the volunteer photo uses volunteerMainImageDelete', async () => {
    const api = mockSignedIn({
      ...lookups,
      'GET /api/userVolunteerOrganizationList': ok({ count: 1, orgLists: [ownedVolunteer()] }),
      'POST /api/volunteerMainImageDelete': ok(null, 'listing.image_deleted'),
    });
    const user = userEvent.setup();
    await openPage('/vivalinks/update?kind=volunteer&id=8');
    await user.click(await main().findByRole('button', { name: /Delete/ }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await main().findByText('Image deleted successfully')).toBeInTheDocument();
    expect(api.to('POST /api/volunteerMainImageDelete')[0]!.body).toEqual({ data: { main_image_id: 801 } });
  });

  it('visitors get the please_login prompt', async () => {
    mockApi();
    await openPage('/vivalinks/update?kind=job&id=77');
    expect(await main().findByText('Please sign in to continue.')).toBeInTheDocument();
  });
});
