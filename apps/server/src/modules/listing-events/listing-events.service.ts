import {
  EVENT_PHOTOS_MAX,
  type EventRegisterInput,
  type EventUpdateInput,
  type ListingCreatedData,
  type OwnedEvent,
  type UserListQuery,
} from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { timezoneOf } from '../events/index.js';
import {
  deleteOwnedPhoto,
  ownedListingPage,
  registerListing,
  updateListing,
  type NewPhotos,
  firstCityFirst,
  hhmm,
  LISTING_MESSAGES,
  localToday,
  checkoutExpiry,
  paymentStateOf,
  type ListingDeps,
} from '../listings/index.js';
import { changeWrittenLanguage } from '../translations/index.js';
import * as repo from './listing-events.repository.js';

const eventPhotos = (files: Buffer[]): NewPhotos => ({ kind: 'event', files, max: EVENT_PHOTOS_MAX });

type EventFields = Omit<EventUpdateInput, 'event_meeting_id'>;

/** The columns an event form writes, after the listing form rules that need the database. */
async function checkedColumns(
  db: Db,
  input: EventFields,
  previous: repo.EventListingRow | null,
  now: Date,
): Promise<{ values: repo.NewEventListing; today: string }> {
  const province = await repo.findProvince(db, input.province);
  if (!province) throw badRequest('province_required');
  const today = localToday(timezoneOf(province.code), now);
  // an event under way may keep its first day when edited; a new first day is not in the past
  const dateChanged = !previous || previous.eventDate !== input.eventDate;
  if (dateChanged && input.eventDate < today) throw badRequest('date_not_valid');
  if (input.eventEndDate < input.eventDate) throw badRequest('date_not_valid');
  if (input.eventEndDate === input.eventDate && input.end_time <= input.start_time) {
    throw badRequest('time_not_valid');
  }

  const cities = await repo.citiesByIds(db, input.city_id);
  if (cities.length !== input.city_id.length || cities.some((c) => c.provinceId !== province.id)) {
    throw badRequest('city_not_found');
  }
  // null: the whole province (no city, or an "All of …" city among them); else the first chosen
  const cityId = cities.length > 0 && !cities.some((c) => c.allProvince) ? input.city_id[0]! : null;

  const categories = await repo.existingEventCategoryIds(db, input.category);
  if (categories.size !== input.category.length) throw badRequest('invalid_input');
  const groups = await repo.ageGroupsByIds(db, input.age_group);
  if (groups.length !== input.age_group.length) throw badRequest('invalid_input');
  const names = new Map(groups.map((g) => [g.id, g.name]));

  return {
    today,
    values: {
      provinceId: province.id,
      cityId,
      title: input.title,
      venue: input.venue ?? '',
      address: input.address,
      lat: input.address_lat ?? null,
      lon: input.address_long ?? null,
      // the calendar's legacy text: the English names, as the seed writes them
      ageGroup: input.age_group.map((id) => names.get(id)).join(', '),
      details: input.eventDetails ?? '',
      website: input.website,
      price: input.price ?? null,
      eventDate: input.eventDate,
      eventEndDate: input.eventEndDate,
      startTime: input.start_time,
      endTime: input.end_time,
    },
  };
}

/** An event stays listed at least until its last day, whatever its plan's length (YYYY-MM-DD compare). */
function lastListedDay(
  periodEnd: string,
  event: { eventDate: string; eventEndDate?: string | null },
): string {
  const lastDay = event.eventEndDate ?? event.eventDate;
  return lastDay > periodEnd ? lastDay : periodEnd;
}

/** POST /api/generateEventMeeting: the event, its links and photos, and its payment, in one go. */
export async function registerEvent(
  deps: ListingDeps,
  userId: number,
  input: EventRegisterInput,
  files: Buffer[],
  lang: string,
  now = new Date(),
): Promise<ListingCreatedData> {
  const { values, today } = await checkedColumns(deps.db, input, null, now);
  const settle = { userId, product: 'event' as const, choice: input, today, lang };
  return registerListing(deps, 'event', settle, eventPhotos(files), async (tx, payment) => {
    const id = await repo.insertEvent(tx, {
      ...values,
      userId,
      originalLang: input.original_lang ?? lang,
      originalLangStated: input.original_lang !== undefined,
      status: payment.status,
      purchaseId: payment.purchaseId,
      listingStartDate: payment.period?.start ?? null,
      listingEndDate: payment.period ? lastListedDay(payment.period.end, values) : null,
    });
    await repo.replaceLinks(tx, id, input.category, input.age_group, input.city_id);
    return id;
  });
}

/** POST /api/editEventMeeting: the owner's event with new fields; new photos go after the others. */
export async function updateEvent(
  deps: ListingDeps,
  userId: number,
  input: EventUpdateInput,
  files: Buffer[],
  now = new Date(),
): Promise<void> {
  const previous = await repo.findOwnedEvent(deps.db, input.event_meeting_id, userId);
  if (!previous) throw notFound(LISTING_MESSAGES.notFound);
  const { values } = await checkedColumns(deps.db, input, previous, now);
  await updateListing(deps, 'event', eventPhotos(files), async (tx) => {
    const current = await repo.findOwnedEvent(tx, input.event_meeting_id, userId);
    if (!current) throw notFound(LISTING_MESSAGES.notFound);
    await repo.updateEvent(tx, current.id, values);
    await changeWrittenLanguage(tx, 'event', current.id, current.originalLang, input.original_lang);
    await repo.replaceLinks(tx, current.id, input.category, input.age_group, input.city_id);
    return current;
  });
}

/** GET /api/userEventMeetingList: the caller's events, newest first. */
export async function ownedEvents(
  db: Db,
  userId: number,
  query: UserListQuery,
): Promise<{ count: number; eventMeetingList: OwnedEvent[] }> {
  const page = await ownedListingPage(
    db,
    'event',
    query,
    (limit, offset) => repo.ownedEvents(db, userId, limit, offset),
    (ids) => repo.linksOf(db, ids),
  );
  const { links, photos } = page;
  return {
    count: page.total,
    eventMeetingList: page.rows.map((r): OwnedEvent => ({
      id: r.id,
      event_meeting_id: r.id,
      original_lang: r.originalLang,
      status: r.status,
      listing_start_date: r.listingStartDate,
      listing_end_date: r.listingEndDate,
      payment_state: paymentStateOf(r.purchaseStatus, r.purchaseProvider, r.purchaseCheckoutExpiresAt),
      checkout_expires_at: checkoutExpiry(r.purchaseStatus, r.purchaseProvider, r.purchaseCheckoutExpiresAt),
      title: r.title,
      province: r.provinceId,
      venue: r.venue || null,
      address: r.address,
      address_lat: r.lat,
      address_long: r.lon,
      city_id: firstCityFirst(r.cityId, links.cities.get(r.id) ?? []),
      category: links.categories.get(r.id) ?? [],
      age_group: links.ageGroups.get(r.id) ?? [],
      website: r.website,
      price: r.price,
      eventDetails: r.details || null,
      eventDate: r.eventDate,
      start_time: hhmm(r.startTime)!,
      eventEndDate: r.eventEndDate ?? r.eventDate,
      end_time: hhmm(r.endTime) ?? hhmm(r.startTime)!,
      photo_list: photos.get(r.id) ?? [],
    })),
  };
}

/** POST /api/eventMainImageDelete and /api/eventOtherImageDelete. */
export async function deleteEventPhoto(
  deps: ListingDeps,
  userId: number,
  photoId: number,
  main: boolean,
): Promise<void> {
  await deleteOwnedPhoto(deps, { kind: 'event', userId, photoId, main });
}
