import { randomBytes } from 'node:crypto';
import {
  BUSINESS_PHOTOS_MAX,
  businessRegisterDataSchema,
  businessUpdateDataSchema,
  type BusinessRegisterInput,
  type ListingCreatedData,
  type OwnedBusiness,
  type UserListQuery,
} from '@harbour/shared';
import type { BusinessBranch } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import {
  listingPhotos,
  deleteOwnedPhoto,
  registerListing,
  updateListing,
  type NewPhotos,
  LISTING_MESSAGES,
  parseListingData,
  firstCityFirst,
  checkoutExpiry,
  paymentStateOf,
  type ListingDeps,
} from '../listings/index.js';
import { changeWrittenLanguage } from '../translations/index.js';
import { toWeekdayFields, toWeeklyHours } from './business-hours.js';
import * as repo from './listing-business.repository.js';

/** What the business calls need: the deps of every listing kind (the routes give the request's log). */
export type BusinessDeps = ListingDeps;

const businessPhotos = (files: Buffer[]): NewPhotos => ({
  kind: 'business',
  files,
  max: BUSINESS_PHOTOS_MAX,
});

/** A unique index refused the row (23505): two registrations quoting one purchase at once. */
function isUniqueViolation(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

type BusinessFields = Omit<
  BusinessRegisterInput,
  'transaction_id' | 'invitation_key' | 'payment_method' | 'package_id' | 'quantity'
>;

/** The columns the form sets; the cities and categories must exist. */
async function columnsOf(db: Db, input: BusinessFields) {
  const cityIds = input.business_visible_cities;
  const knownCities = await repo.existingCityIds(db, cityIds);
  if (cityIds.length === 0 || !cityIds.every((id) => knownCities.has(id))) throw badRequest('city_required');
  const knownCategories = await repo.existingCategoryIds(db, input.business_category);
  if (!input.business_category.every((id) => knownCategories.has(id))) throw badRequest('invalid_input');
  const branches: BusinessBranch[] = input.branches
    .filter((b) => b.address && b.address.trim() !== '')
    .map((b) => ({
      branch_name: b.branch_name,
      address: b.address!.trim(),
      lat: b.lat ?? null,
      lon: b.lon ?? null,
      hours: toWeeklyHours(b),
    }));
  return {
    businessName: input.business_name,
    keywords: input.keywords_en ?? '',
    businessDescription: input.business_description_en ?? '',
    address: input.business_address.address,
    lat: input.business_address.lat,
    lon: input.business_address.lon,
    telephone: input.business_telephone,
    email: input.business_email,
    website: input.business_website,
    contactPerson: input.contact_person,
    hours: toWeeklyHours(input),
    branches,
    cityId: cityIds[0]!,
  };
}

function slugOf(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'business'}-${randomBytes(4).toString('hex')}`;
}

/**
 * POST /api/businessListingRegister: validate, store the photos, then in one transaction settle the
 * payment and write the listing, its categories and photos. On any failure nothing is left: the
 * transaction rolls back and the stored files are removed.
 */
export async function registerBusiness(
  deps: BusinessDeps,
  input: { userId: number; lang: string; today: string; data: unknown; files: Buffer[] },
): Promise<ListingCreatedData> {
  const form = parseListingData(businessRegisterDataSchema, input.data);
  const columns = await columnsOf(deps.db, form);
  const settle = {
    userId: input.userId,
    product: 'business' as const,
    choice: form,
    today: input.today,
    lang: input.lang,
  };
  const photos = businessPhotos(input.files);
  try {
    return await registerListing(deps, 'business', settle, photos, async (tx, payment) => {
      const id = await repo.insertBusiness(tx, {
        ...columns,
        slug: slugOf(form.business_name),
        originalLang: form.original_lang ?? input.lang,
        originalLangStated: form.original_lang !== undefined,
        userId: input.userId,
        status: payment.status,
        purchaseId: payment.purchaseId,
        // an inactive listing gets its real period when its payment arrives
        listingStartDate: payment.period?.start ?? input.today,
        listingEndDate: payment.period?.end ?? input.today,
      });
      await repo.replaceLinks(tx, id, form.business_category, form.business_visible_cities);
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest('payment_not_found');
    throw err;
  }
}

/** POST /api/businessListingUpdate: the owner's fields; new photos go after the others (3 at most). */
export async function updateBusiness(
  deps: BusinessDeps,
  input: { userId: number; data: unknown; files: Buffer[] },
): Promise<void> {
  const form = parseListingData(businessUpdateDataSchema, input.data);
  const id = form.business_id;
  // someone else's listing is refused before any photo work, with the answer of a missing one
  if (!(await repo.lockOwnedBusiness(deps.db, id, input.userId))) throw notFound(LISTING_MESSAGES.notFound);
  const columns = await columnsOf(deps.db, form);
  await updateListing(deps, 'business', businessPhotos(input.files), async (tx) => {
    const row = await repo.lockOwnedBusiness(tx, id, input.userId);
    if (!row) throw notFound(LISTING_MESSAGES.notFound);
    await repo.updateBusiness(tx, id, columns);
    await changeWrittenLanguage(tx, 'business', id, row.originalLang, form.original_lang);
    await repo.replaceLinks(tx, id, form.business_category, form.business_visible_cities);
    return { id, status: row.status };
  });
}

/** GET /api/userBusinessListingList: the caller's businesses, newest first. */
export async function listOwnedBusinesses(db: Db, userId: number, query: UserListQuery) {
  const [count, rows] = await Promise.all([
    repo.countOwned(db, userId),
    repo.listOwned(db, userId, query.offset, (query.page_no - 1) * query.offset),
  ]);
  const ids = rows.map((r) => r.business.id);
  const [categories, cities, photos] = await Promise.all([
    repo.categoriesOf(db, ids),
    repo.citiesOf(db, ids),
    listingPhotos(db, 'business', ids),
  ]);
  const businessList: OwnedBusiness[] = rows.map(
    ({ business: b, purchaseStatus, purchaseProvider, purchaseCheckoutExpiresAt, purchaseRejection }) => ({
      id: b.id,
      business_id: b.id,
      original_lang: b.originalLang,
      status: b.status,
      listing_start_date: b.listingStartDate,
      listing_end_date: b.listingEndDate,
      payment_state: paymentStateOf(purchaseStatus, purchaseProvider, purchaseCheckoutExpiresAt),
      checkout_expires_at: checkoutExpiry(purchaseStatus, purchaseProvider, purchaseCheckoutExpiresAt),
      rejection_reason: purchaseRejection,
      business_name: b.businessName,
      business_telephone: b.telephone,
      business_email: b.email,
      business_website: b.website,
      contact_person: b.contactPerson,
      business_description_en: b.businessDescription || null,
      keywords_en: b.keywords || null,
      business_address: { address: b.address, lat: b.lat, lon: b.lon },
      business_category: categories.get(b.id) ?? [],
      business_visible_cities: firstCityFirst(b.cityId, cities.get(b.id) ?? []),
      branches: b.branches.map((br) => ({
        branch_name: br.branch_name,
        address: br.address,
        lat: br.lat,
        lon: br.lon,
        ...toWeekdayFields(br.hours),
      })),
      hours: toWeekdayFields(b.hours),
      photo_list: photos.get(b.id) ?? [],
    }),
  );
  return { count, businessList };
}

/** The two image deletions: the main photo, or another one; someone else's is "not deleted". */
export async function deleteBusinessImage(
  deps: BusinessDeps,
  input: { userId: number; photoId: number; main: boolean },
): Promise<void> {
  await deleteOwnedPhoto(deps, { kind: 'business', ...input });
}
