import { EMPLOYMENT_TYPES, JOB_LOCATIONS } from '../../job-types.js';
import { COUPONS } from '../coupons.js';
import { BUSINESS_CATEGORIES, VOLUNTEER_CATEGORIES } from '../directory-data.js';
import { EVENTS } from '../events.js';
import { PROVINCES } from '../locations.js';
import { NOTICES } from '../notifications.js';
import { PACKAGES, PLANS, PROMOS } from '../packages.js';
import type { EntityTexts, SiteTexts } from './types.js';

const keyed = <T>(
  items: readonly T[],
  key: (item: T) => string,
  fields: (item: T) => Record<string, string>,
): EntityTexts => Object.fromEntries(items.map((item) => [key(item), fields(item)]));

/**
 * Every text the seed writes in English, keyed like the translation files (natural key → field →
 * text). It is built from the seed data itself, so a new seeded item appears here, and the
 * completeness test then asks for its translations. Translators can start from this object.
 */
export const EN_SOURCE: Required<SiteTexts> = {
  city: keyed(
    PROVINCES.flatMap((p) => p.cities),
    (c) => c.name,
    (c) => ({ name: c.name }),
  ),
  business_category: keyed(
    BUSINESS_CATEGORIES,
    (c) => c.slug,
    (c) => ({ name: c.en }),
  ),
  volunteer_category: keyed(
    VOLUNTEER_CATEGORIES,
    (c) => c.slug,
    (c) => ({ name: c.en }),
  ),
  employment_type: keyed(
    EMPLOYMENT_TYPES,
    (t) => t,
    (t) => ({ name: t }),
  ),
  job_location: keyed(
    JOB_LOCATIONS,
    (t) => t,
    (t) => ({ name: t }),
  ),
  package: keyed(
    PACKAGES,
    (p) => p.code,
    (p) => ({ name: p.en[0], description: p.en[1] }),
  ),
  package_promo: keyed(
    PROMOS,
    (p) => p.code,
    (p) => ({ name: p.name }),
  ),
  business_plan: keyed(
    PLANS,
    (p) => p.code,
    (p) => ({ name: p.en }),
  ),
  notification: keyed(
    NOTICES,
    (n) => n.key,
    (n) => ({ title: n.title, message: n.message }),
  ),
  coupon: keyed(
    COUPONS,
    (c) => c.code,
    (c) => ({ description: c.description, restriction_use: c.restriction }),
  ),
  event: keyed(
    EVENTS,
    (e) => e.key,
    (e) => ({ title: e.title, details: e.details }),
  ),
};
