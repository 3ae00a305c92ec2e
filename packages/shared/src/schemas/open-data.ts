import { z } from 'zod';
import { pageNumber, positiveInt32, safeText } from './primitives.js';

/**
 * The services directory as Open Referral HSDS 3.0 open data (`/api/open-data/hsds`). Field names
 * are HSDS's; answers are bare HSDS documents, not wrapped in the Harbour envelope. Absent values
 * are left out (HSDS fields are not nullable).
 */
export const HSDS_VERSION = '3.0';
export const HSDS_PROFILE_URL = 'https://docs.openreferral.org/en/v3.0/';
export const HSDS_OPENAPI_URL =
  'https://raw.githubusercontent.com/openreferral/specification/3.0/schema/openapi.json';
export const HSDS_DEFAULT_PER_PAGE = 50;
export const HSDS_MAX_PER_PAGE = 100;
export const HSDS_MAX_PAGE = 100_000;

/** `page` from 1, `per_page` from 1 to HSDS_MAX_PER_PAGE; anything else is a 400 with the key. */
export const hsdsPageQuerySchema = z.object({
  page: pageNumber('invalid_page', HSDS_MAX_PAGE),
  per_page: positiveInt32('invalid_per_page', HSDS_MAX_PER_PAGE).optional().default(HSDS_DEFAULT_PER_PAGE),
});
export type HsdsPageQuery = z.output<typeof hsdsPageQuerySchema>;

/** Any string: an id that is not one of ours is a 404 `not_found`, not a 400. */
export const hsdsIdParamsSchema = z.object({ id: safeText() });

export const hsdsApiMetaSchema = z.object({
  version: z.string(),
  profile: z.string(),
  openapi_url: z.string(),
});
export type HsdsApiMeta = z.infer<typeof hsdsApiMetaSchema>;

const id = z.uuid();

export const hsdsPhoneSchema = z.object({
  id,
  service_id: id.optional(),
  organization_id: id.optional(),
  number: z.string(),
  type: z.string().optional(),
});

/** One opening day of the weekly hours: freq WEEKLY, byday MO…SU, local HH:MM times. */
export const hsdsScheduleSchema = z.object({
  id,
  service_id: id.optional(),
  freq: z.literal('WEEKLY'),
  wkst: z.literal('MO'),
  byday: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  description: z.string(),
});
export type HsdsSchedule = z.infer<typeof hsdsScheduleSchema>;

export const hsdsAddressSchema = z.object({
  id,
  location_id: id,
  address_1: z.string(),
  city: z.string(),
  state_province: z.string(),
  postal_code: z.string(),
  country: z.string(),
  address_type: z.enum(['physical', 'postal', 'virtual']),
});

const locationFields = {
  id,
  location_type: z.enum(['physical', 'postal', 'virtual']),
  organization_id: id,
  name: z.string(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
};
export const hsdsLocationSummarySchema = z.object(locationFields);
export const hsdsLocationSchema = z.object({ ...locationFields, addresses: z.array(hsdsAddressSchema) });

const organizationFields = {
  id,
  name: z.string(),
  description: z.string(),
  email: z.string().optional(),
  website: z.string().optional(),
};
export const hsdsOrganizationSummarySchema = z.object(organizationFields);
export type HsdsOrganizationSummary = z.infer<typeof hsdsOrganizationSummarySchema>;

const serviceFields = {
  id,
  organization_id: id,
  name: z.string(),
  description: z.string().optional(),
  url: z.string().optional(),
  email: z.string().optional(),
  status: z.enum(['active', 'inactive', 'defunct', 'temporarily closed']),
};
export const hsdsServiceSummarySchema = z.object(serviceFields);
export type HsdsServiceSummary = z.infer<typeof hsdsServiceSummarySchema>;

/** An item of `GET /services`: one-to-one fields only, with the organization. */
export const hsdsServiceListItemSchema = z.object({
  ...serviceFields,
  organization: hsdsOrganizationSummarySchema,
});
export type HsdsServiceListItem = z.infer<typeof hsdsServiceListItemSchema>;

/** A directory category as an HSDS attribute with its taxonomy term. */
export const hsdsAttributeSchema = z.object({
  id,
  link_id: id,
  link_type: z.string(),
  link_entity: z.string(),
  taxonomy_term_id: id,
  taxonomy_term: z.object({
    id,
    code: z.string(),
    name: z.string(),
    description: z.string(),
    taxonomy: z.string(),
    language: z.string(),
  }),
});

export const hsdsServiceSchema = z.object({
  ...serviceFields,
  organization: z.object({ ...organizationFields, phones: z.array(hsdsPhoneSchema) }),
  phones: z.array(hsdsPhoneSchema),
  schedules: z.array(hsdsScheduleSchema),
  service_at_locations: z.array(
    z.object({ id, service_id: id, location_id: id, location: hsdsLocationSchema }),
  ),
  attributes: z.array(hsdsAttributeSchema),
});
export type HsdsService = z.infer<typeof hsdsServiceSchema>;

export const hsdsOrganizationSchema = z.object({
  ...organizationFields,
  phones: z.array(hsdsPhoneSchema),
  locations: z.array(hsdsLocationSchema),
  services: z.array(hsdsServiceSummarySchema),
});
export type HsdsOrganization = z.infer<typeof hsdsOrganizationSchema>;

export const hsdsServiceAtLocationListItemSchema = z.object({
  id,
  service_id: id,
  location_id: id,
  location: hsdsLocationSummarySchema,
  service: hsdsServiceListItemSchema,
});
export type HsdsServiceAtLocationListItem = z.infer<typeof hsdsServiceAtLocationListItemSchema>;

/** The HSDS paginated list: the `Page` header of the HSDS OpenAPI, then `contents`. */
export function hsdsPage<T extends z.ZodType>(item: T) {
  return z.object({
    total_items: z.number().int(),
    total_pages: z.number().int(),
    page_number: z.number().int(),
    /** number of items in this page */
    size: z.number().int(),
    first_page: z.boolean(),
    last_page: z.boolean(),
    empty: z.boolean(),
    contents: z.array(item),
  });
}
export type HsdsPage<T> = {
  total_items: number;
  total_pages: number;
  page_number: number;
  size: number;
  first_page: boolean;
  last_page: boolean;
  empty: boolean;
  contents: T[];
};
