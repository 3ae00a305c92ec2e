import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { businessPlans, packagePromos, packages } from '../schema/index.js';

const DAY = 86_400_000;

interface SeedPackage {
  code: string;
  product: 'business' | 'event' | 'job' | 'nuchat';
  en: [name: string, description: string];
  price: number;
  monthly?: number;
  type?: string;
  trial?: boolean;
}

/** The product catalogue: what each listing and plan costs (prices in dollars). */
export const PACKAGES: SeedPackage[] = [
  {
    code: 'business-1m',
    product: 'business',
    en: ['1 Month', 'Your business in the VivaLinks directory for one month.'],
    price: 29,
    monthly: 29,
  },
  {
    code: 'business-3m',
    product: 'business',
    en: ['3 Months', 'Three months in the directory, with photos and opening hours.'],
    price: 79,
    monthly: 26.33,
  },
  {
    code: 'business-6m',
    product: 'business',
    en: ['6 Months', 'Half a year in the directory; shown in up to three cities.'],
    price: 149,
    monthly: 24.83,
  },
  {
    code: 'business-12m',
    product: 'business',
    en: ['12 Months', 'A full year in the directory, featured in your city.'],
    price: 269,
    monthly: 22.42,
  },
  {
    code: 'business-12m-nonprofit',
    product: 'business',
    en: ['12 Months non-profit', 'A free year in the directory for registered non-profit organizations.'],
    price: 0,
    monthly: 0,
  },
  {
    code: 'event-1w',
    product: 'event',
    en: ['1 Week', 'Your event on the calendar for one week.'],
    price: 0,
    type: 'week',
  },
  {
    code: 'event-1m',
    product: 'event',
    en: ['1 Month', 'A month on the calendar, with a featured spot in your city.'],
    price: 19.99,
    type: 'month',
  },
  {
    code: 'event-3m',
    product: 'event',
    en: ['3 Months', 'For recurring events: three months on the calendar.'],
    price: 49,
    type: 'month',
  },
  {
    code: 'job-1m',
    product: 'job',
    en: ['1 Month', 'One job posting for a month.'],
    price: 39,
    type: 'month',
  },
  {
    code: 'job-3m',
    product: 'job',
    en: ['3 Months', 'One job posting for three months.'],
    price: 99,
    type: 'month',
  },
  {
    code: 'nuchat-trial-month',
    product: 'nuchat',
    en: ['Monthly (trial offer)', 'Chat in 13 languages. Special price while your free trial lasts.'],
    price: 0.99,
    type: 'month',
    trial: true,
  },
  {
    code: 'nuchat-trial-year',
    product: 'nuchat',
    en: ['Yearly (trial offer)', 'A full year of chat in 13 languages at the trial price.'],
    price: 9.99,
    type: 'year',
    trial: true,
  },
  {
    code: 'nuchat-month',
    product: 'nuchat',
    en: ['Monthly', 'Chat in 13 languages, renewed every month.'],
    price: 1.99,
    type: 'month',
  },
  {
    code: 'nuchat-year',
    product: 'nuchat',
    en: ['Yearly', 'Chat in 13 languages for a full year.'],
    price: 19.99,
    type: 'year',
  },
];

/** Running promos; `days` from the seeding day, refreshed on every start so the demo stays current. */
export const PROMOS = [
  {
    code: 'business-6m-newcomer',
    pkg: 'business-6m',
    name: 'Newcomer business week',
    type: 'Percentage',
    discount: 20,
    days: 21,
  },
  {
    code: 'business-12m-spring',
    pkg: 'business-12m',
    name: 'Spring launch',
    type: 'Amount',
    discount: 5,
    days: 45,
  },
] as const;

export const PLANS = [
  { code: 'nupost-50', en: 'Starter', limit: 50, price: 0 },
  { code: 'nupost-100', en: 'Community', limit: 100, price: 19.99 },
  { code: 'nupost-200', en: 'Growing', limit: 200, price: 34.99 },
  { code: 'nupost-350', en: 'Organization', limit: 350, price: 54.99 },
  { code: 'nupost-500', en: 'Network', limit: 500, price: 79.99 },
  { code: 'nupost-501', en: 'Enterprise', limit: null, price: 0 },
];

const cents = (dollars: number) => Math.round(dollars * 100);

/** Idempotent: the catalogue is upserted by code, so price changes here reach existing databases. */
export async function seedPackages(db: Db, now = new Date()): Promise<void> {
  for (const [i, p] of PACKAGES.entries()) {
    const values = {
      product: p.product,
      name: p.en[0],
      description: p.en[1],
      priceCents: cents(p.price),
      priceMonthlyCents: p.monthly === undefined ? null : cents(p.monthly),
      packageType: p.type ?? 'month',
      isTrial: p.trial ?? false,
      sortOrder: i,
    };
    await db
      .insert(packages)
      .values({ code: p.code, ...values })
      .onConflictDoUpdate({ target: packages.code, set: values });
  }
  for (const promo of PROMOS) {
    const [pkg] = await db.select({ id: packages.id }).from(packages).where(eq(packages.code, promo.pkg));
    if (!pkg) continue;
    const values = {
      packageId: pkg.id,
      name: promo.name,
      discountType: promo.type,
      discount: promo.discount,
      expiresAt: new Date(now.getTime() + promo.days * DAY),
    };
    await db
      .insert(packagePromos)
      .values({ code: promo.code, ...values })
      .onConflictDoUpdate({ target: packagePromos.code, set: values });
  }
  for (const [i, plan] of PLANS.entries()) {
    const values = {
      name: plan.en,
      planScheme: 'monthly',
      priceCents: cents(plan.price),
      memberLimit: plan.limit,
      // notices a period: 30 on every plan but the custom Enterprise one (the migration's default)
      noticeLimit: plan.limit === null ? null : 30,
      sortOrder: i,
    };
    await db
      .insert(businessPlans)
      .values({ code: plan.code, ...values })
      .onConflictDoUpdate({ target: businessPlans.code, set: values });
  }
}
