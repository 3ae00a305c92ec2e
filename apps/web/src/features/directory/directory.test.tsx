import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobDetail, ServiceCard, ServiceDetail, VolunteerDetail } from '@harbour/shared';
import {
  envelope,
  main,
  mockApi,
  mockSignedIn,
  openPage,
  setupAppTests,
  type Call,
} from '@/test/app-harness';
import { isOpenNow } from './lib/open-now';

setupAppTests();

function jsonLd(): Record<string, unknown> {
  const text = document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}';
  return JSON.parse(text) as Record<string, unknown>;
}

const card = (id: number, name: string, featured = false): ServiceCard => ({
  id,
  businessName: name,
  business_description: 'Fresh bread every morning.',
  phonenumber: '(902) 555-0101',
  email: 'hello@example.ca',
  website: 'https://example.ca',
  featured: featured ? '1' : '0',
  image: null,
  address: `${id} Queen Street, Charlottetown`,
  address_lat: 46.23,
  address_long: -63.13,
  cat_name: 'Food & Groceries, Restaurants & Cafés',
});

/** 23 services, 10 per page; the search "zzz" finds nothing, "bakery" finds 1. */
function servicesAnswer(call: Call) {
  const q = new URLSearchParams(call.search);
  const page = Number(q.get('page') ?? 1);
  const search = q.get('search') ?? '';
  const total = search === 'zzz' ? 0 : search ? 1 : 23;
  const start = (page - 1) * 10;
  const ids = Array.from({ length: Math.max(0, Math.min(10, total - start)) }, (_, i) => start + i + 1);
  return envelope({
    count: total,
    page,
    page_size: 10,
    businessLists: ids.map((id) => card(id, search ? 'Maple Bakery' : `Shop ${id}`, id === 1)),
  });
}

const SERVICE: ServiceDetail = {
  ...card(1, 'Maple Bakery', true),
  keywords: 'bread',
  photos: [],
  time_zone: 'America/Halifax',
  hours: {
    monday: { start: '08:00', end: '20:00' },
    tuesday: { start: '08:00', end: '20:00' },
    wednesday: null,
    thursday: null,
    friday: null,
    saturday: null,
    sunday: null,
  },
};

const visitorIn = (cityId: number) => {
  sessionStorage.setItem('provinceId', '1');
  sessionStorage.setItem('cityId', String(cityId));
};

describe('/services', () => {
  it('asks to choose a location when no city is known', async () => {
    mockApi({ 'GET /api/web/directory/service': servicesAnswer });
    await openPage('/services');
    expect(await main().findByText(/choose your location/i)).toBeTruthy();
    expect(main().getByRole('link', { name: 'Choose a location' }).getAttribute('href')).toBe(
      '/select-province',
    );
  });

  it("lists the stored city's services, pages with first/previous/next/last, keeps the page in the URL", async () => {
    visitorIn(12);
    const api = mockApi({ 'GET /api/web/directory/service': servicesAnswer });
    const { router } = await openPage('/services');
    expect(await main().findByRole('heading', { level: 1, name: 'Services' })).toBeTruthy();
    expect(await main().findByRole('button', { name: 'Shop 1' })).toBeTruthy();
    expect(main().getByText('Featured')).toBeTruthy();
    expect(api.to('GET /api/web/directory/service')[0]?.search).toBe('?cityId=12&page=1');
    const nav = main().getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByText('Page 1 of 3')).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Previous page' })).toBeNull();
    await userEvent.click(within(nav).getByRole('link', { name: 'Last page' }));
    expect(await main().findByRole('button', { name: 'Shop 21' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=3');
    await userEvent.click(main().getByRole('link', { name: 'First page' }));
    expect(await main().findByRole('button', { name: 'Shop 1' })).toBeTruthy();
    await router.navigate(-1);
    expect(await main().findByRole('button', { name: 'Shop 21' })).toBeTruthy();
  });

  it('uses the signed-in user’s city, searches from page 1, shows no results, and clearing reloads', async () => {
    const api = mockSignedIn({ 'GET /api/web/directory/service': servicesAnswer });
    const { router } = await openPage('/services?page=2');
    expect(await main().findByRole('button', { name: 'Shop 11' })).toBeTruthy();
    const box = main().getByRole('searchbox', { name: 'Search services' });
    await userEvent.type(box, 'bakery{Enter}');
    expect(await main().findByRole('button', { name: 'Maple Bakery' })).toBeTruthy();
    expect(router.state.location.search).toBe('?search=bakery');
    expect(api.to('GET /api/web/directory/service').at(-1)?.search).toBe('?cityId=12&page=1&search=bakery');
    const box2 = main().getByRole('searchbox', { name: 'Search services' });
    await userEvent.clear(box2);
    await userEvent.type(box2, 'zzz{Enter}');
    expect(
      await main().findByText('We could not find anything for your search. Try other words.'),
    ).toBeTruthy();
    await userEvent.clear(main().getByRole('searchbox', { name: 'Search services' }));
    expect(await main().findByRole('button', { name: 'Shop 1' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('shows the no-results text and a retry when the list fails', async () => {
    visitorIn(12);
    mockApi({ 'GET /api/web/directory/service': envelope(null, false, 'Something went wrong!') });
    await openPage('/services');
    expect(await main().findByText('We could not load this list.')).toBeTruthy();
    expect(main().getByText('We could not find anything for your search. Try other words.')).toBeTruthy();
    expect(main().getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('opens a card in a popup with the details and a link to the page', async () => {
    visitorIn(12);
    mockApi({
      'GET /api/web/directory/service': servicesAnswer,
      'GET /api/web/directory/service/1': envelope(SERVICE),
    });
    await openPage('/services');
    await userEvent.click(await main().findByRole('button', { name: 'Shop 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Opening hours' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Maple Bakery' })).toBeTruthy();
    // with no map tiles a newcomer still reads where it is
    const terms = within(dialog).getAllByRole('term');
    expect(terms[0]).toHaveTextContent('Address');
    expect(terms[0]!.nextElementSibling).toHaveTextContent('1 Queen Street, Charlottetown');
    expect(within(dialog).getByRole('link', { name: 'Open the full page' }).getAttribute('href')).toBe(
      '/services/1',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('detail pages', () => {
  it('shows a service with its address, hours, contact links and LocalBusiness JSON-LD', async () => {
    mockApi({ 'GET /api/web/directory/service/1': envelope(SERVICE) });
    await openPage('/services/1');
    expect(await main().findByRole('heading', { level: 1, name: 'Maple Bakery' })).toBeTruthy();
    expect(main().getByText(/^(Open now|Closed now)$/)).toBeTruthy();
    expect(main().getByRole('link', { name: 'hello@example.ca' }).getAttribute('href')).toBe(
      'mailto:hello@example.ca',
    );
    const address = main().getByText('1 Queen Street, Charlottetown');
    expect(address.closest('dd')?.previousElementSibling).toHaveTextContent('Address');
    expect(main().getAllByText('Address')).toHaveLength(1);
    expect(main().getByText('Food & Groceries')).toBeTruthy();
    const ld = jsonLd();
    expect(ld).toMatchObject({ '@type': 'LocalBusiness', name: 'Maple Bakery' });
    expect(await main().findByRole('region', { name: 'Map showing where Maple Bakery is' })).toBeTruthy();
  });

  it("shows a service's photos, each named for readers", async () => {
    const photos = ['/uploads/listings/maple-1.webp', '/uploads/listings/maple-2.webp'];
    mockApi({ 'GET /api/web/directory/service/1': envelope({ ...SERVICE, photos }) });
    await openPage('/services/1');
    const gallery = await main().findByRole('region', { name: 'Photos' });
    const images = within(gallery).getAllByRole('img');
    expect(images.map((img) => [img.getAttribute('alt'), img.getAttribute('src')])).toEqual([
      ['Photo 1 of Maple Bakery', photos[0]],
      ['Photo 2 of Maple Bakery', photos[1]],
    ]);
  });

  it('shows no photo section for a service without photos', async () => {
    mockApi({ 'GET /api/web/directory/service/1': envelope(SERVICE) });
    await openPage('/services/1');
    await main().findByRole('heading', { level: 1, name: 'Maple Bakery' });
    expect(main().queryByRole('region', { name: 'Photos' })).toBeNull();
  });

  it('shows a job with its wage in CAD and JobPosting JSON-LD', async () => {
    const job: JobDetail = {
      id: 5,
      job_title: 'Line Cook',
      company_name: 'Red Sands Grill',
      hourly_wages: 17.5,
      location: 'On site',
      employment_type: 'Full-time',
      number_of_vacancies: 2,
      start_date_of_job: '2026-12-01',
      job_description: 'Cook good food.',
      language_require: 'English',
      education_qualification: 'None',
      skill_required: 'Food safety',
      how_to_apply: 'Apply in person.',
      city: 'Halifax',
      state: 'Nova Scotia',
      date_posted: '2026-11-20',
      address: '1 Barrington Street, Halifax',
      address_lat: null,
      address_long: null,
      cat_name: 'Full-time',
    };
    mockApi({ 'GET /api/web/directory/job/5': envelope(job) });
    await openPage('/findajob/5');
    expect(await main().findByRole('heading', { level: 1, name: 'Line Cook' })).toBeTruthy();
    expect(main().getByText(/^\$17\.50 an hour$/)).toBeTruthy();
    // the job type once, under its label (its cat_name is the same text)
    expect(main().getAllByText('Full-time')).toHaveLength(1);
    expect(main().getByText('Employment type')).toBeTruthy();
    expect(main().getByText('1 Barrington Street, Halifax')).toBeTruthy();
    expect(main().queryByRole('region', { name: /Map showing/ })).toBeNull();
    const ld = jsonLd();
    expect(ld).toMatchObject({ '@type': 'JobPosting', title: 'Line Cook', datePosted: '2026-11-20' });
  });

  it('shows a volunteer organisation (description, needs, mission, note, address)', async () => {
    const org: VolunteerDetail = {
      id: 3,
      orgName: 'Halifax Food Bank',
      org_description: 'Food for all.',
      description_org_needs: 'Sorting help.',
      org_mission: 'No one hungry.',
      note: 'Training provided.',
      image: null,
      looking_for_volunteer: 3,
      phonenumber: null,
      email: null,
      website: null,
      address: '5 Robie Street, Halifax',
      address_lat: 44.6,
      address_long: -63.5,
      cat_name: 'Food Security',
    };
    mockApi({ 'GET /api/web/directory/volunteer/3': envelope(org) });
    await openPage('/volunteer-hub/3');
    expect(await main().findByRole('heading', { level: 1, name: 'Halifax Food Bank' })).toBeTruthy();
    for (const text of [
      'Food for all.',
      'Sorting help.',
      'No one hungry.',
      'Training provided.',
      '5 Robie Street, Halifax',
      'Looking for volunteers: Other',
    ]) {
      expect(main().getByText(text)).toBeTruthy();
    }
    const ld = jsonLd();
    expect(ld['@type']).toBe('Organization');
  });

  it('shows the not-found screen for an unknown id', async () => {
    mockApi({ 'GET /api/web/directory/job/999': envelope(null, false, 'not_found') });
    await openPage('/findajob/999');
    expect(await main().findByText('404')).toBeTruthy();
  });

  it('shows the not-found screen for an id that is not a number', async () => {
    const api = mockApi();
    await openPage('/volunteer-hub/abc');
    expect(await main().findByText('404')).toBeTruthy();
    expect(api.to('GET /api/web/directory/volunteer/abc')).toHaveLength(0);
  });
});

describe('isOpenNow', () => {
  const hours = { ...SERVICE.hours, friday: { start: '18:00', end: '02:00' } };
  it('uses the listing’s time zone and hours past midnight', () => {
    // Monday 12:00 in Halifax (UTC-4 in October) = 16:00 UTC
    expect(isOpenNow(hours, 'America/Halifax', new Date('2026-10-05T16:00:00Z'))).toBe(true);
    expect(isOpenNow(hours, 'America/Halifax', new Date('2026-10-05T01:00:00Z'))).toBe(false);
    // Monday 07:50 in St. John's (UTC-2:30) = 10:20 UTC: not yet open; Halifax 07:20 too
    expect(isOpenNow(hours, 'America/St_Johns', new Date('2026-10-05T10:20:00Z'))).toBe(false);
    expect(isOpenNow(hours, 'America/St_Johns', new Date('2026-10-05T10:40:00Z'))).toBe(true);
    // Saturday 01:00 Halifax, after Friday's late opening
    expect(isOpenNow(hours, 'America/Halifax', new Date('2026-10-10T04:00:00Z'))).toBe(true);
  });
});
