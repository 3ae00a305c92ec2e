import { z } from 'zod';
import { statusEnvelope } from '../envelope.js';
import {
  halfHourTime,
  idList,
  isoDate,
  latitude,
  listingPhotoSchema,
  longitude,
  admissionPrice,
  listingText,
  optionalWebsite,
  ownedListingRowFields,
  paymentChoiceFields,
  requiredText,
  writtenLanguageFields,
} from './listing-common.js';
import { idSchema, positiveInt32 } from './primitives.js';

/**
 * Spec 3 §3 "Event" create payload and §5 rules: title longer than 2, address longer than 5,
 * province required, start date not before today (in the province's zone), end not before start.
 */
export const EVENT_TITLE_MAX = 150;
export const EVENT_DETAILS_MAX = 3000;

export const eventFieldsSchema = z.object({
  title: requiredText(2, EVENT_TITLE_MAX, 'fill_required_fields', 'title_too_short'),
  /** the province (state_id) */
  province: positiveInt32('province_required'),
  /** the venue's name (addressTitle) */
  venue: listingText(200),
  address: requiredText(5, 300, 'address_not_valid'),
  address_lat: latitude.nullish(),
  address_long: longitude.nullish(),
  /** the cities it is shown in; empty = the whole province */
  city_id: idList(20).optional().default([]),
  category: idList(10).optional().default([]),
  age_group: idList(10).optional().default([]),
  website: optionalWebsite,
  /** '' or absent: a free event (0) */
  price: admissionPrice('price_not_valid'),
  eventDetails: listingText(EVENT_DETAILS_MAX),
  eventDate: isoDate(),
  start_time: halfHourTime(),
  eventEndDate: isoDate(),
  end_time: halfHourTime(),
  ...writtenLanguageFields,
});

/** `data` JSON of POST /api/generateEventMeeting (multipart, `images[]`: the first is the main photo). */
export const eventRegisterDataSchema = eventFieldsSchema.extend(paymentChoiceFields);
export type EventRegisterData = z.input<typeof eventRegisterDataSchema>;
export type EventRegisterInput = z.output<typeof eventRegisterDataSchema>;

/** `data` JSON of POST /api/editEventMeeting. */
export const eventUpdateDataSchema = eventFieldsSchema.extend({ event_meeting_id: idSchema });
export type EventUpdateData = z.input<typeof eventUpdateDataSchema>;
export type EventUpdateInput = z.output<typeof eventUpdateDataSchema>;

export const ownedEventSchema = z.object({
  ...ownedListingRowFields,
  event_meeting_id: z.number().int(),
  title: z.string(),
  province: z.number().int(),
  venue: z.string().nullable(),
  address: z.string(),
  address_lat: z.number().nullable(),
  address_long: z.number().nullable(),
  city_id: z.array(z.number().int()),
  category: z.array(z.number().int()),
  age_group: z.array(z.number().int()),
  website: z.string().nullable(),
  price: z.number().nullable(),
  eventDetails: z.string().nullable(),
  eventDate: z.string(),
  start_time: z.string(),
  eventEndDate: z.string(),
  end_time: z.string(),
  /** the main photo first */
  photo_list: z.array(listingPhotoSchema),
});
export type OwnedEvent = z.infer<typeof ownedEventSchema>;
export const userEventListEnvelope = statusEnvelope(
  z.object({ count: z.number().int(), eventMeetingList: z.array(ownedEventSchema) }),
);
