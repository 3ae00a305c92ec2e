import {
  isValidEmail,
  WEEKDAYS,
  type HsdsOrganization,
  type HsdsOrganizationSummary,
  type HsdsSchedule,
  type HsdsService,
  type HsdsServiceAtLocationListItem,
  type HsdsServiceListItem,
  type HsdsServiceSummary,
  type Weekday,
  type WeeklyHours,
} from '@harbour/shared';
import { entityUuid } from '../../lib/entity-uuid.js';
import { timeZoneOfProvince } from '../directory/index.js';
import type { CategoryRow, DetailRow, SummaryRow } from './open-data.repository.js';

/**
 * Harbour rows → HSDS 3.0 objects. One business listing is one organization delivering one
 * service at one location; every HSDS id is our integer id in a uuid (lib/entity-uuid.ts).
 */
export const hsdsId = {
  service: (id: number) => entityUuid('service', id),
  organization: (id: number) => entityUuid('organization', id),
  location: (id: number) => entityUuid('location', id),
  serviceAtLocation: (id: number) => entityUuid('service_at_location', id),
  address: (id: number) => entityUuid('address', id),
  phone: (id: number) => entityUuid('phone', id),
  schedule: (id: number, day: Weekday) => entityUuid('schedule', id, WEEKDAYS.indexOf(day)),
  attribute: (id: number, categoryId: number) => entityUuid('attribute', id, categoryId),
  taxonomyTerm: (categoryId: number) => entityUuid('taxonomy_term', categoryId),
};

const BYDAY: Record<Weekday, string> = {
  monday: 'MO',
  tuesday: 'TU',
  wednesday: 'WE',
  thursday: 'TH',
  friday: 'FR',
  saturday: 'SA',
  sunday: 'SU',
};
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const POSTAL_CODE = /\b([A-Z]\d[A-Z]) ?(\d[A-Z]\d)\b/gi;
export const TAXONOMY_NAME = 'Harbour services directory categories';

const text = (value: string | null | undefined) => value?.trim() || undefined;
const email = (value: string | null | undefined) => {
  const v = text(value);
  return v && isValidEmail(v) ? v : undefined;
};

/** An absolute http(s) URL, adding https:// to a bare domain; anything else is left out. */
export function webUrl(value: string | null | undefined): string | undefined {
  const v = text(value);
  if (!v) return undefined;
  for (const candidate of [v, `https://${v}`]) {
    if (!URL.canParse(candidate)) continue;
    const url = new URL(candidate);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.'))
      return candidate;
  }
  return undefined;
}

const capitalized = (day: Weekday) => day[0]!.toUpperCase() + day.slice(1);

/** One WEEKLY schedule per opening day (times are local to the listing's province); closed days give none. */
export function schedulesOf(serviceId: number, hours: WeeklyHours, timeZone: string): HsdsSchedule[] {
  return WEEKDAYS.flatMap((day) => {
    const open = hours[day];
    if (!open || !TIME.test(open.start) || !TIME.test(open.end)) return [];
    return [
      {
        id: hsdsId.schedule(serviceId, day),
        service_id: hsdsId.service(serviceId),
        freq: 'WEEKLY' as const,
        wkst: 'MO' as const,
        byday: BYDAY[day],
        opens_at: open.start,
        closes_at: open.end,
        description: `${capitalized(day)}: ${open.start} to ${open.end} (${timeZone} time)`,
      },
    ];
  });
}

/** Street line, city, province and postal code of a stored one-line address ("12 Main St, Town, PE C1A 1A1"). */
export function addressOf(row: DetailRow) {
  const line = text(row.address);
  if (!line) return undefined;
  const parts = line
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const postal = [...line.matchAll(POSTAL_CODE)].at(-1);
  return {
    id: hsdsId.address(row.id),
    location_id: hsdsId.location(row.id),
    address_1: parts[0] ?? line,
    // a province-wide "city" is no town: take the town from the address when it has one
    city: row.allProvince ? (parts.length >= 3 ? parts[1]! : '') : row.city,
    state_province: row.province,
    // required by HSDS; empty when the stored address has no Canadian postal code
    postal_code: postal ? `${postal[1]} ${postal[2]}`.toUpperCase() : '',
    country: row.country,
    address_type: 'physical' as const,
  };
}

const hasCoordinates = (row: SummaryRow) => row.lat !== null && row.lon !== null;
export const hasLocation = (row: SummaryRow) => Boolean(text(row.address)) || hasCoordinates(row);

function locationSummary(row: SummaryRow) {
  return {
    id: hsdsId.location(row.id),
    location_type: 'physical' as const,
    organization_id: hsdsId.organization(row.id),
    name: row.name,
    ...(hasCoordinates(row) ? { latitude: row.lat!, longitude: row.lon! } : {}),
  };
}

function locationsOf(row: DetailRow) {
  if (!hasLocation(row)) return [];
  const address = addressOf(row);
  return [{ ...locationSummary(row), addresses: address ? [address] : [] }];
}

function phonesOf(row: SummaryRow) {
  const number = text(row.telephone);
  if (!number) return [];
  return [
    {
      id: hsdsId.phone(row.id),
      service_id: hsdsId.service(row.id),
      organization_id: hsdsId.organization(row.id),
      number,
      type: 'voice',
    },
  ];
}

export function organizationSummary(row: SummaryRow): HsdsOrganizationSummary {
  return {
    id: hsdsId.organization(row.id),
    name: row.name,
    description: row.description.trim(),
    email: email(row.email),
    website: webUrl(row.website),
  };
}

export function serviceSummary(row: SummaryRow): HsdsServiceSummary {
  return {
    id: hsdsId.service(row.id),
    organization_id: hsdsId.organization(row.id),
    name: row.name,
    description: text(row.description),
    url: webUrl(row.website),
    email: email(row.email),
    status: 'active',
  };
}

export function serviceListItem(row: SummaryRow): HsdsServiceListItem {
  return { ...serviceSummary(row), organization: organizationSummary(row) };
}

export function serviceAtLocationListItem(row: SummaryRow): HsdsServiceAtLocationListItem {
  return {
    id: hsdsId.serviceAtLocation(row.id),
    service_id: hsdsId.service(row.id),
    location_id: hsdsId.location(row.id),
    location: locationSummary(row),
    service: serviceListItem(row),
  };
}

export function fullService(row: DetailRow, categories: CategoryRow[]): HsdsService {
  const serviceId = hsdsId.service(row.id);
  const phones = phonesOf(row);
  return {
    ...serviceSummary(row),
    organization: { ...organizationSummary(row), phones },
    phones,
    schedules: schedulesOf(row.id, row.hours, timeZoneOfProvince(row.provinceCode)),
    service_at_locations: locationsOf(row).map((location) => ({
      id: hsdsId.serviceAtLocation(row.id),
      service_id: serviceId,
      location_id: location.id,
      location,
    })),
    attributes: categories.map((c) => ({
      id: hsdsId.attribute(row.id, c.id),
      link_id: serviceId,
      link_type: 'category',
      link_entity: 'service',
      taxonomy_term_id: hsdsId.taxonomyTerm(c.id),
      taxonomy_term: {
        id: hsdsId.taxonomyTerm(c.id),
        code: c.slug,
        name: c.name,
        description: c.name,
        taxonomy: TAXONOMY_NAME,
        language: 'en',
      },
    })),
  };
}

export function fullOrganization(row: DetailRow): HsdsOrganization {
  return {
    ...organizationSummary(row),
    phones: phonesOf(row),
    locations: locationsOf(row),
    services: [serviceSummary(row)],
  };
}
