import type { ListingPackage, NuChatPackage, NuPostPlan } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { isInTrial } from '../chat-profile/chat-profile.service.js';
import * as repo from './packages.repository.js';

export type ListingProduct = 'business' | 'event' | 'job';

/** Names and descriptions are stored in en and fr; every other language reads en. */
function localized(lang: string, en: string, fr: string | null): string {
  return lang === 'fr' && fr ? fr : en;
}

const dollars = (cents: number) => cents / 100;

/** A product's listing packages in the caller's language, each with its running promos. */
export async function listingPackages(
  db: Db,
  product: ListingProduct,
  lang: string,
  now = new Date(),
): Promise<ListingPackage[]> {
  const rows = await repo.listPackages(db, product);
  const promos = await repo.listRunningPromos(
    db,
    rows.map((r) => r.id),
    now,
  );
  return rows.map((r) => ({
    package_id: r.id,
    package_name: localized(lang, r.nameEn, r.nameFr),
    package_description: localized(lang, r.descriptionEn, r.descriptionFr),
    package_price: dollars(r.priceCents),
    package_price_monthly: r.priceMonthlyCents === null ? null : dollars(r.priceMonthlyCents),
    package_type: r.packageType,
    promos: promos
      .filter((p) => p.packageId === r.id)
      .map((p) => ({
        name: p.name,
        expires_at: p.expiresAt.toISOString(),
        discount: p.discount,
        discount_type: p.discountType === 'Amount' ? ('Amount' as const) : ('Percentage' as const),
      })),
  }));
}

/**
 * NuChat plans for this caller: the trial offers only to a signed-in user still in the free
 * trial, the regular ones to everybody else.
 */
export async function nuChatPackages(
  db: Db,
  userId: number | null,
  lang: string,
  now = new Date(),
): Promise<NuChatPackage[]> {
  const trial = userId !== null && (await isInTrial(db, userId, now));
  const rows = await repo.listPackages(db, 'nuchat');
  return rows
    .filter((r) => r.isTrial === trial)
    .map((r) => ({
      id: r.id,
      name: localized(lang, r.nameEn, r.nameFr),
      description: localized(lang, r.descriptionEn, r.descriptionFr),
      price: dollars(r.priceCents),
      interval: r.packageType,
      is_trial: r.isTrial,
    }));
}

/** NuPOST plans in catalogue order; the custom top tier has limit null. */
export async function nuPostPlans(db: Db, lang: string): Promise<NuPostPlan[]> {
  const rows = await repo.listPlans(db);
  return rows.map((r) => ({
    id: r.id,
    plan_name: localized(lang, r.nameEn, r.nameFr),
    plan_scheme: r.planScheme,
    plan_price: { plan_price: dollars(r.priceCents) },
    plan_limit: [{ limit: r.memberLimit }],
  }));
}
