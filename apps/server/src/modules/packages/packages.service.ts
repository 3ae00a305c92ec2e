import {
  isNonProfitPlan,
  planCount,
  type ListingPackage,
  type NuChatPackage,
  type NuPostPlan,
} from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { isInTrial } from '../chat-profile/index.js';
import { siteTexts } from '../site/index.js';
import * as repo from './packages.repository.js';

export type ListingProduct = 'business' | 'event' | 'job';

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
  const [text, promoText] = await Promise.all([
    siteTexts(
      db,
      'package',
      rows.map((r) => r.id),
      lang,
    ),
    siteTexts(
      db,
      'package_promo',
      promos.map((p) => p.id),
      lang,
    ),
  ]);
  return rows.map((r) => ({
    package_id: r.id,
    package_name: text(r.id, 'name', r.name),
    package_description: text(r.id, 'description', r.description),
    package_price: dollars(r.priceCents),
    package_price_monthly: r.priceMonthlyCents === null ? null : dollars(r.priceMonthlyCents),
    package_type: r.packageType,
    period_count: planCount(r.name),
    needs_approval: isNonProfitPlan(r.name),
    promos: promos
      .filter((p) => p.packageId === r.id)
      .map((p) => ({
        name: promoText(p.id, 'name', p.name),
        expires_at: p.expiresAt.toISOString(),
        discount: p.discount,
        discount_type: p.discountType === 'Amount' ? ('Amount' as const) : ('Percentage' as const),
      })),
  }));
}

/** A plan's name in the caller's language (English when not translated). */
export async function packageName(db: Db, id: number, english: string, lang: string): Promise<string> {
  const text = await siteTexts(db, 'package', [id], lang);
  return text(id, 'name', english);
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
  const rows = (await repo.listPackages(db, 'nuchat')).filter((r) => r.isTrial === trial);
  const text = await siteTexts(
    db,
    'package',
    rows.map((r) => r.id),
    lang,
  );
  return rows.map((r) => ({
    id: r.id,
    name: text(r.id, 'name', r.name),
    description: text(r.id, 'description', r.description),
    price: dollars(r.priceCents),
    interval: r.packageType,
    is_trial: r.isTrial,
  }));
}

/** NuPOST plans in catalogue order; the custom top tier has limit null. */
export async function nuPostPlans(db: Db, lang: string): Promise<NuPostPlan[]> {
  const rows = await repo.listPlans(db);
  const text = await siteTexts(
    db,
    'business_plan',
    rows.map((r) => r.id),
    lang,
  );
  return rows.map((r) => ({
    id: r.id,
    plan_name: text(r.id, 'name', r.name),
    plan_scheme: r.planScheme,
    plan_price: { plan_price: dollars(r.priceCents) },
    plan_limit: [{ limit: r.memberLimit }],
  }));
}
