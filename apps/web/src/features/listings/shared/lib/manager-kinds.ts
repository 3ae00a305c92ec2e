import {
  LISTING_STATUS,
  type ListingKind,
  type OwnedBusiness,
  type OwnedEvent,
  type OwnedJob,
  type OwnedVolunteer,
} from '@harbour/shared';

/** The manager's tabs, in the spec's order (the listing screens). */
export const MANAGER_KINDS = [
  'business',
  'volunteer',
  'job',
  'event',
] as const satisfies readonly ListingKind[];

export interface OwnedListings {
  business: OwnedBusiness;
  volunteer: OwnedVolunteer;
  job: OwnedJob;
  event: OwnedEvent;
}

/** A listing with its kind: what the manager hands to /vivalinks/update in the router state. */
export type OwnedListing = {
  [K in ListingKind]: { kind: K; listing: OwnedListings[K] };
}[ListingKind];

export function isListingKind(value: unknown): value is ListingKind {
  return typeof value === 'string' && (MANAGER_KINDS as readonly string[]).includes(value);
}

/**
 * Where each tab's GET MORE VIVALINKS button goes (the listing screens). Issue 21 overrides the spec's Job →
 * /pricing#vivalinks: that tab sells business plans only, and the job plans are chosen in the job
 * wizard's own plan step, so the Job tab goes straight to it.
 */
export const MORE_LINKS: Record<ListingKind, string> = {
  business: '/pricing#vivalinks',
  volunteer: '/vivalinks/volunteer',
  job: '/vivalinks/jobs',
  event: '/events',
};

/** Tabs whose rows have a phone and an e-mail. */
export const HAS_CONTACT: Record<ListingKind, boolean> = {
  business: true,
  volunteer: true,
  job: false,
  event: false,
};

export type PaymentState = OwnedBusiness['payment_state'];

/** One table row, the same shape for every kind. */
export interface ManagerRow {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  start: string | null;
  end: string | null;
  status: number;
  payment: PaymentState;
  /** a card checkout's expiry (pending or expired), ISO 8601; null without one */
  checkoutExpiresAt: string | null;
}

/** The id the update call and the ?id= of /vivalinks/update use. */
export function listingId(item: OwnedListing): number {
  switch (item.kind) {
    case 'business':
      return item.listing.business_id;
    case 'volunteer':
      return item.listing.org_id;
    case 'event':
      return item.listing.event_meeting_id;
    case 'job':
      return item.listing.id;
  }
}

export function listingName(item: OwnedListing): string {
  switch (item.kind) {
    case 'business':
      return item.listing.business_name;
    case 'volunteer':
      return item.listing.org_name_en;
    case 'event':
      return item.listing.title;
    case 'job':
      return item.listing.job_title;
  }
}

/** A card checkout still awaited past its expiry (the page stayed open meanwhile): it can be paid again. */
export function checkoutLapsed(
  l: { payment_state: PaymentState; checkout_expires_at?: string | null | undefined },
  now = Date.now(),
): boolean {
  return (
    l.payment_state === 'awaiting_payment' &&
    !!l.checkout_expires_at &&
    Date.parse(l.checkout_expires_at) <= now
  );
}

export function toRow(item: OwnedListing): ManagerRow {
  const l = item.listing;
  const contact =
    item.kind === 'business'
      ? { phone: item.listing.business_telephone, email: item.listing.business_email }
      : item.kind === 'volunteer'
        ? { phone: item.listing.org_telephone, email: item.listing.org_email }
        : { phone: null, email: null };
  return {
    id: listingId(item),
    name: listingName(item),
    ...contact,
    start: l.listing_start_date,
    end: l.listing_end_date,
    status: l.status,
    payment: checkoutLapsed(l) ? 'payment_failed' : l.payment_state,
    checkoutExpiresAt: l.checkout_expires_at ?? null,
  };
}

export type StatusName = 'inactive' | 'active' | 'expired' | 'unknown';

/** Spec 3 §3: 0 Inactive, 1 Active, 2 Expired, any other Unknown. */
export function statusName(status: number): StatusName {
  switch (status) {
    case LISTING_STATUS.inactive:
      return 'inactive';
    case LISTING_STATUS.active:
      return 'active';
    case LISTING_STATUS.expired:
      return 'expired';
    default:
      return 'unknown';
  }
}

/** A calendar date ('YYYY-MM-DD') is the local day, not midnight UTC (which is the day before in Canada). */
export function parseListingDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
