import { randomBytes } from 'node:crypto';
import {
  LISTING_STATUS,
  VOLUNTEER_PHOTOS_MAX,
  type ListingCreatedData,
  type OwnedVolunteer,
  type UserListQuery,
  type VolunteerRegisterInput,
  type VolunteerUpdateInput,
} from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import {
  countNewListing,
  deleteOwnedPhoto,
  ownedListingPage,
  updateListing,
  writeWithPhotos,
  type NewPhotos,
  LISTING_MESSAGES,
  type ListingDeps,
} from '../listings/index.js';
import { changeWrittenLanguage } from '../translations/index.js';
import * as repo from './listing-volunteers.repository.js';

type VolunteerFields = VolunteerRegisterInput;

const volunteerPhotos = (files: Buffer[]): NewPhotos => ({
  kind: 'volunteer',
  files,
  max: VOLUNTEER_PHOTOS_MAX,
});

async function checkedColumns(db: Db, input: VolunteerFields) {
  if ((await repo.countExistingCities(db, input.search_by_location)) !== input.search_by_location.length) {
    throw badRequest('city_not_found');
  }
  const categories = await repo.countExistingCategories(db, input.search_by_category);
  if (categories !== input.search_by_category.length) throw badRequest('invalid_input');
  return {
    orgName: input.org_name_en,
    postalCode: input.org_postcode,
    address: input.org_address_en,
    lat: input.address_lat ?? null,
    lon: input.address_long ?? null,
    phone: input.org_telephone,
    website: input.org_website,
    email: input.org_email,
    orgDescription: input.org_description_en,
    orgMission: input.org_mission_en,
    descriptionOrgNeeds: input.des_org_needs_en,
    note: input.note_en,
    lookingForVolunteer: input.looking_for_volunteer_en,
  } satisfies Partial<repo.NewOrganization>;
}

/**
 * POST /api/createVolunteerOrganization. Volunteer organisations are free (spec 3 has no volunteer
 * plan and "Volunteer invitation keys: not shown"): the organisation is listed at once, status 1.
 */
export async function registerOrganization(
  deps: ListingDeps,
  userId: number,
  input: VolunteerRegisterInput,
  files: Buffer[],
  /** the caller's interface language: the texts' language when the form does not say */
  lang: string,
): Promise<ListingCreatedData> {
  const values = await checkedColumns(deps.db, input);
  await countNewListing(deps, userId);
  const { id } = await writeWithPhotos(deps, 'volunteer', volunteerPhotos(files), async (tx) => {
    const id = await repo.insertOrganization(tx, {
      ...values,
      slug: `volunteer-u${userId}-${randomBytes(8).toString('hex')}`,
      userId,
      originalLang: input.original_lang ?? lang,
      originalLangStated: input.original_lang !== undefined,
      status: LISTING_STATUS.active,
    });
    await repo.replaceLinks(tx, id, input.search_by_location, input.search_by_category);
    return { id };
  });
  await deps.listingsChanged();
  return { id, status: LISTING_STATUS.active, payment_state: 'active', amount_due_cents: null };
}

/**
 * POST /api/editVolunteerOrganization. A new photo is added only when the organisation has none
 * (one photo at most: the owner deletes the old one first), else 400 too_many_photos.
 */
export async function updateOrganization(
  deps: ListingDeps,
  userId: number,
  input: VolunteerUpdateInput,
  files: Buffer[],
): Promise<void> {
  if (!(await repo.findOwnedOrganization(deps.db, input.org_id, userId))) {
    throw notFound(LISTING_MESSAGES.notFound);
  }
  const values = await checkedColumns(deps.db, input);
  await updateListing(deps, 'volunteer', volunteerPhotos(files), async (tx) => {
    const current = await repo.findOwnedOrganization(tx, input.org_id, userId);
    if (!current) throw notFound(LISTING_MESSAGES.notFound);
    await repo.updateOrganization(tx, current.id, values);
    await changeWrittenLanguage(tx, 'volunteer', current.id, current.originalLang, input.original_lang);
    await repo.replaceLinks(tx, current.id, input.search_by_location, input.search_by_category);
    return current;
  });
}

/** GET /api/userVolunteerOrganizationList: the caller's organisations, newest first. */
export async function ownedOrganizations(
  db: Db,
  userId: number,
  query: UserListQuery,
): Promise<{ count: number; orgLists: OwnedVolunteer[] }> {
  const page = await ownedListingPage(
    db,
    'volunteer',
    query,
    (limit, offset) => repo.ownedOrganizations(db, userId, limit, offset),
    (ids) => repo.linksOf(db, ids),
  );
  const { links, photos } = page;
  return {
    count: page.total,
    orgLists: page.rows.map((r): OwnedVolunteer => ({
      id: r.id,
      org_id: r.id,
      original_lang: r.originalLang,
      status: r.status,
      listing_start_date: null,
      listing_end_date: null,
      payment_state: 'free',
      org_name_en: r.orgName,
      org_postcode: r.postalCode,
      org_address_en: r.address,
      address_lat: r.lat,
      address_long: r.lon,
      org_telephone: r.phone,
      org_website: r.website,
      org_email: r.email,
      search_by_location: links.cities.get(r.id) ?? [],
      search_by_category: links.categories.get(r.id) ?? [],
      org_description_en: r.orgDescription,
      org_mission_en: r.orgMission,
      des_org_needs_en: r.descriptionOrgNeeds,
      note_en: r.note,
      looking_for_volunteer_en: r.lookingForVolunteer,
      photo_list: photos.get(r.id) ?? [],
    })),
  };
}

/** POST /api/volunteerMainImageDelete. */
export async function deleteOrganizationPhoto(
  deps: ListingDeps,
  userId: number,
  photoId: number,
): Promise<void> {
  await deleteOwnedPhoto(deps, { kind: 'volunteer', userId, photoId, main: true });
}
