import { z } from 'zod';
import { statusEnvelope } from '../envelope.js';
import {
  idList,
  latitude,
  listingPhotoSchema,
  longitude,
  optionalEmail,
  optionalPhone,
  listingText,
  optionalWebsite,
  ownedListingRowFields,
  requiredText,
  writtenLanguageFields,
} from './listing-common.js';
import { idSchema, int32 } from './primitives.js';

/** Spec 3 §3 "Volunteer organisation" create payload, §5 rules. Free: no payment fields. */
export const VOLUNTEER_TEXT_MAX = 300;
/** "Looking for volunteers": Yes (0), No (1), Adding names to waiting list (2), Other (3). */
export const LOOKING_FOR_VOLUNTEER_OPTIONS = [0, 1, 2, 3] as const;

export const volunteerFieldsSchema = z.object({
  org_name_en: requiredText(2, 150, 'fill_required_fields', 'name_too_short'),
  org_postcode: listingText(10),
  org_address_en: listingText(300),
  address_lat: latitude.nullish(),
  address_long: longitude.nullish(),
  org_telephone: optionalPhone,
  org_website: optionalWebsite,
  org_email: optionalEmail,
  /** city ids; at least one, the directories are by city */
  search_by_location: idList(20).refine((ids) => ids.length > 0, 'city_required'),
  search_by_category: idList(10).optional().default([]),
  org_description_en: listingText(VOLUNTEER_TEXT_MAX),
  org_mission_en: listingText(VOLUNTEER_TEXT_MAX),
  des_org_needs_en: listingText(VOLUNTEER_TEXT_MAX),
  note_en: listingText(VOLUNTEER_TEXT_MAX),
  looking_for_volunteer_en: int32({ error: 'fill_required_fields', min: 0, max: 3 }),
  ...writtenLanguageFields,
});

/** `data` JSON of POST /api/createVolunteerOrganization (multipart; `main_image` or `images[]`). */
export const volunteerRegisterDataSchema = volunteerFieldsSchema;
export type VolunteerRegisterData = z.input<typeof volunteerRegisterDataSchema>;
export type VolunteerRegisterInput = z.output<typeof volunteerRegisterDataSchema>;

/** `data` JSON of POST /api/editVolunteerOrganization. */
export const volunteerUpdateDataSchema = volunteerFieldsSchema.extend({ org_id: idSchema });
export type VolunteerUpdateData = z.input<typeof volunteerUpdateDataSchema>;
export type VolunteerUpdateInput = z.output<typeof volunteerUpdateDataSchema>;

export const ownedVolunteerSchema = z.object({
  ...ownedListingRowFields,
  org_id: z.number().int(),
  org_name_en: z.string(),
  org_postcode: z.string().nullable(),
  org_address_en: z.string().nullable(),
  address_lat: z.number().nullable(),
  address_long: z.number().nullable(),
  org_telephone: z.string().nullable(),
  org_website: z.string().nullable(),
  org_email: z.string().nullable(),
  search_by_location: z.array(z.number().int()),
  search_by_category: z.array(z.number().int()),
  org_description_en: z.string().nullable(),
  org_mission_en: z.string().nullable(),
  des_org_needs_en: z.string().nullable(),
  note_en: z.string().nullable(),
  looking_for_volunteer_en: z.number().int(),
  photo_list: z.array(listingPhotoSchema),
});
export type OwnedVolunteer = z.infer<typeof ownedVolunteerSchema>;
export const userVolunteerListEnvelope = statusEnvelope(
  z.object({ count: z.number().int(), orgLists: z.array(ownedVolunteerSchema) }),
);
