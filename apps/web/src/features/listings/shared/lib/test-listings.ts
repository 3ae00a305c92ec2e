import type { ListingPackage, OwnedBusiness, OwnedEvent, OwnedJob, OwnedVolunteer } from '@harbour/shared';

/** Owned listings as the user lists answer them, for the manager and update page tests. */
const row = {
  original_lang: 'en',
  status: 1,
  listing_start_date: '2031-03-01',
  listing_end_date: '2031-09-01',
  payment_state: 'paid' as const,
};

const photo = (id: number, listing_id: number, is_main: boolean) => ({
  id,
  listing_id,
  image_url: `/uploads/listings/${id}.png`,
  srcset: `/uploads/listings/${id}-427.png 427w, /uploads/listings/${id}.png 854w`,
  is_main,
});

export function ownedBusiness(extra: Partial<OwnedBusiness> = {}): OwnedBusiness {
  return {
    ...row,
    id: 41,
    business_id: 41,
    business_name: 'Island Bean Café',
    business_telephone: '+1 (902) 555-0101',
    business_email: 'hello@islandbean.ca',
    business_website: 'https://islandbean.ca',
    contact_person: 'Amira Khalil',
    business_description_en: 'Coffee and pastries.',
    keywords_en: 'coffee',
    business_address: { address: '12 Queen St, Charlottetown', lat: 46.23, lon: -63.13 },
    business_category: [3],
    business_visible_cities: [12],
    branches: [],
    hours: { monday_start: '08:00', monday_end: '16:00', sunday_start: 'CLOSED', sunday_end: 'CLOSED' },
    photo_list: [photo(501, 41, true), photo(502, 41, false)],
    ...extra,
  };
}

export function ownedVolunteer(extra: Partial<OwnedVolunteer> = {}): OwnedVolunteer {
  return {
    ...row,
    id: 8,
    org_id: 8,
    org_name_en: 'Food Share PEI',
    org_postcode: 'C1A 1A1',
    org_address_en: '5 Kent St, Charlottetown',
    address_lat: 46.23,
    address_long: -63.13,
    org_telephone: '+1 (902) 555-0199',
    org_website: null,
    org_email: 'help@foodshare.ca',
    search_by_location: [12],
    search_by_category: [],
    org_description_en: 'We share food.',
    org_mission_en: null,
    des_org_needs_en: null,
    note_en: null,
    looking_for_volunteer_en: 0,
    photo_list: [photo(801, 8, true)],
    ...extra,
  };
}

export function ownedJob(extra: Partial<OwnedJob> = {}): OwnedJob {
  return {
    ...row,
    id: 77,
    job_title: 'Barista',
    company_name: 'Island Bean Café',
    state_id: 1,
    city_id: 12,
    hourly_wages: 17.5,
    education_qualification: null,
    skill_required: 'Friendly',
    how_to_apply: 'Send a CV',
    job_description: 'Make coffee.',
    location: 'On site',
    address: '12 Queen St',
    address_lat: null,
    address_long: null,
    number_of_vacancies: 2,
    language_require: 'English',
    start_date_of_job: '2031-04-01',
    ...extra,
  };
}

export function ownedEvent(extra: Partial<OwnedEvent> = {}): OwnedEvent {
  return {
    ...row,
    id: 90,
    event_meeting_id: 90,
    title: 'Welcome picnic',
    province: 1,
    venue: 'Victoria Park',
    address: 'Victoria Park, Charlottetown',
    address_lat: 46.23,
    address_long: -63.13,
    city_id: [12],
    category: [],
    age_group: [],
    website: null,
    price: null,
    eventDetails: 'Bring a friend.',
    eventDate: '2031-07-01',
    start_time: '11:00',
    eventEndDate: '2031-07-01',
    end_time: '15:00',
    photo_list: [photo(901, 90, true), photo(902, 90, false)],
    ...extra,
  };
}

/** The business "1 Month" plan as POST /api/businessPackages lists it. */
export const ONE_MONTH_PLAN: ListingPackage = {
  package_id: 4,
  package_name: '1 Month',
  package_description: 'One month in the directory',
  package_price: 30,
  package_price_monthly: 30,
  package_type: 'month',
  promos: [],
};

/** What a checked key for that plan gives (the key check's answer). */
export const KEY_GIVES_ONE_MONTH = {
  'listing-activate': true,
  package_id: 4,
  package_name: '1 Month',
  quantity: 1,
  listing_end_date: '2031-03-01',
};
