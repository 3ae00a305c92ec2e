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
  paymentChoiceFields,
  requiredText,
  weekdayFields,
  writtenLanguageFields,
} from './listing-common.js';
import { idSchema, safeText } from './primitives.js';

/** Spec 3 §3 "Business listing (form)"; text in en (the `_en` fields), §5 rules. */
export const BUSINESS_NAME_MAX = 120;
export const BUSINESS_DESCRIPTION_MAX = 2000;
export const BUSINESS_KEYWORDS_MAX = 300;
export const BUSINESS_BRANCHES_MAX = 10;
export const BUSINESS_CATEGORIES_MAX = 5;

const addressSchema = z.object(
  {
    address: safeText('address_not_valid').trim().min(1, 'address_not_valid').max(300, 'address_not_valid'),
    lat: latitude,
    lon: longitude,
  },
  { error: 'address_not_valid' },
);

/** A branch: blank addresses are dropped by the server as by the form (§5). */
export const branchSchema = z.object({
  branch_name: listingText(120),
  address: safeText().trim().max(300).nullish(),
  lat: latitude.nullish(),
  lon: longitude.nullish(),
  ...weekdayFields,
});
export type BranchInput = z.input<typeof branchSchema>;

export const businessFieldsSchema = z.object({
  business_name: requiredText(0, BUSINESS_NAME_MAX),
  business_address: addressSchema,
  business_telephone: optionalPhone,
  business_email: optionalEmail,
  business_website: optionalWebsite,
  contact_person: listingText(120),
  business_description_en: listingText(BUSINESS_DESCRIPTION_MAX),
  keywords_en: listingText(BUSINESS_KEYWORDS_MAX),
  /** the listing fields: always Off */
  news_allowed: z.unknown().optional(),
  business_category: idList(BUSINESS_CATEGORIES_MAX, 'fill_required_fields').refine(
    (ids) => ids.length > 0,
    'fill_required_fields',
  ),
  /** the listing's city first; a listing shows in the directory of that city */
  business_visible_cities: idList(20, 'city_required').refine((ids) => ids.length > 0, 'city_required'),
  branches: z.array(branchSchema).max(BUSINESS_BRANCHES_MAX).optional().default([]),
  ...weekdayFields,
  ...writtenLanguageFields,
});

/** The `data` JSON of POST /api/businessListingRegister (multipart with `images[]`, at most 3). */
export const businessRegisterDataSchema = businessFieldsSchema.extend(paymentChoiceFields);
export type BusinessRegisterData = z.input<typeof businessRegisterDataSchema>;
export type BusinessRegisterInput = z.output<typeof businessRegisterDataSchema>;

/** The `data` JSON of POST /api/businessListingUpdate: the same fields and `business_id`. */
export const businessUpdateDataSchema = businessFieldsSchema.extend({ business_id: idSchema });
export type BusinessUpdateData = z.input<typeof businessUpdateDataSchema>;
export type BusinessUpdateInput = z.output<typeof businessUpdateDataSchema>;

/** One row of GET /api/userBusinessListingList: the list row of §3 plus what editing needs. */
export const ownedBusinessSchema = z.object({
  ...ownedListingRowFields,
  business_id: z.number().int(),
  business_name: z.string(),
  business_telephone: z.string().nullable(),
  business_email: z.string().nullable(),
  business_website: z.string().nullable(),
  contact_person: z.string().nullable(),
  business_description_en: z.string().nullable(),
  keywords_en: z.string().nullable(),
  business_address: z.object({
    address: z.string().nullable(),
    lat: z.number().nullable(),
    lon: z.number().nullable(),
  }),
  business_category: z.array(z.number().int()),
  business_visible_cities: z.array(z.number().int()),
  branches: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  /** monday_start … sunday_end: 'HH:MM' or 'CLOSED' */
  hours: z.record(z.string(), z.string()),
  photo_list: z.array(listingPhotoSchema),
});
export type OwnedBusiness = z.infer<typeof ownedBusinessSchema>;
export const userBusinessListEnvelope = statusEnvelope(
  z.object({ count: z.number().int(), businessList: z.array(ownedBusinessSchema) }),
);
