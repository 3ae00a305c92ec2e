import { like } from 'drizzle-orm';
import { jobTypeId } from '../job-types.js';
import { type TranslationRow } from '../text-translations.js';
import type { Db } from '../client.js';
import { seedTranslations } from './seed-translations.js';
import {
  businessCategories,
  businessPlans,
  cities,
  coupons,
  events,
  notifications,
  packagePromos,
  packages,
  volunteerCategories,
} from '../schema/index.js';
import {
  EN_SOURCE,
  SITE_TRANSLATIONS,
  siteReviewOf,
  type SiteEntity,
  type SiteTexts,
  type TranslatedLang,
} from './translations-data/index.js';

type KeyToId = (key: string) => number | undefined;

const mapOf = (rows: { id: number; key: string | null }[]): KeyToId => {
  const byKey = new Map(rows.map((r) => [r.key, r.id]));
  return (key) => byKey.get(key);
};

/** One query per entity: natural key → id of the seeded row (absent rows are skipped). */
async function idResolvers(db: Db): Promise<Record<SiteEntity, KeyToId>> {
  const demoKey = (seedKey: string | null) => seedKey?.replace(/^demo:/, '') ?? null;
  const [cityRows, bizCats, volCats, pkgs, promos, plans, notices, couponRows, eventRows] = await Promise.all(
    [
      db.select({ id: cities.id, key: cities.name }).from(cities),
      db.select({ id: businessCategories.id, key: businessCategories.slug }).from(businessCategories),
      db.select({ id: volunteerCategories.id, key: volunteerCategories.slug }).from(volunteerCategories),
      db.select({ id: packages.id, key: packages.code }).from(packages),
      db.select({ id: packagePromos.id, key: packagePromos.code }).from(packagePromos),
      db.select({ id: businessPlans.id, key: businessPlans.code }).from(businessPlans),
      db
        .select({ id: notifications.id, key: notifications.seedKey })
        .from(notifications)
        .where(like(notifications.seedKey, 'demo:%')),
      db.select({ id: coupons.id, key: coupons.couponCode }).from(coupons),
      db.select({ id: events.id, key: events.seedKey }).from(events).where(like(events.seedKey, 'demo:%')),
    ],
  );
  return {
    city: mapOf(cityRows),
    business_category: mapOf(bizCats),
    volunteer_category: mapOf(volCats),
    employment_type: (key) => jobTypeId('employment_type', key),
    job_location: (key) => jobTypeId('job_location', key),
    package: mapOf(pkgs),
    package_promo: mapOf(promos),
    business_plan: mapOf(plans),
    notification: mapOf(notices.map((n) => ({ id: n.id, key: demoKey(n.key) }))),
    coupon: mapOf(couponRows),
    event: mapOf(eventRows.map((e) => ({ id: e.id, key: demoKey(e.key) }))),
  };
}

/** The rows one language's file gives for the items that exist, each tied to its English original. */
export function translationRows(
  lang: TranslatedLang,
  texts: SiteTexts,
  idOf: Record<SiteEntity, KeyToId>,
): TranslationRow[] {
  const rows: TranslationRow[] = [];
  const review = siteReviewOf(lang);
  for (const [entity, items] of Object.entries(texts) as [SiteEntity, SiteTexts[SiteEntity]][]) {
    for (const [key, fields] of Object.entries(items ?? {})) {
      const entityId = idOf[entity](key);
      const source = EN_SOURCE[entity][key];
      if (entityId === undefined || !source) continue;
      for (const [field, text] of Object.entries(fields)) {
        const original = source[field];
        if (original === undefined || !text) continue;
        const state = review(entity, key);
        const origin = state === 'machine' ? 'machine' : 'site';
        rows.push({ entity, entityId, field, lang, text, origin, reviewed: state === 'reviewed', original });
      }
    }
  }
  return rows;
}

/**
 * Writes the site's own translations from `content/<lang>/site.json` and `demo.json` (origin `site`,
 * reviewed as the file says). Idempotent: a row whose text and original are unchanged is left alone, so a text an
 * admin marked reviewed stays reviewed; an owner's text is never replaced.
 */
export async function seedSiteTranslations(db: Db): Promise<void> {
  const idOf = await idResolvers(db);
  const wanted = Object.entries(SITE_TRANSLATIONS).flatMap(([lang, texts]) =>
    translationRows(lang as TranslatedLang, texts, idOf),
  );
  await seedTranslations(db, wanted);
}
