/**
 * The fixed price tables of the pricing hub (the price tables), in Canadian dollars. `null` is a custom
 * quote. The page renders these constants; nothing here is fetched.
 */

export const PRICING_TABS = [
  'ads',
  'vivalinks',
  'partner',
  'sponsor',
  'white_label',
  'events',
  'nupost',
  'nuchat',
] as const;
export type PricingTab = (typeof PRICING_TABS)[number];
export const DEFAULT_PRICING_TAB: PricingTab = 'ads';

/** The tab a URL hash selects; unknown or empty → ads. */
export function pricingTabFromHash(hash: string): PricingTab {
  const name = hash.replace(/^#/, '');
  return (PRICING_TABS as readonly string[]).includes(name) ? (name as PricingTab) : DEFAULT_PRICING_TAB;
}

/** Display ads: one row per block, prices of positions 1, 2 and 3 (position 2 of the first block is not sold). */
export const DISPLAY_AD_BLOCKS: readonly {
  block: number;
  positions: readonly [number, number | null, number];
}[] = [
  { block: 1, positions: [963, null, 499] },
  { block: 2, positions: [369, 299, 199] },
  { block: 3, positions: [369, 299, 199] },
  { block: 4, positions: [245, 199, 99] },
  { block: 5, positions: [125, 99, 59] },
];

export const BANNER_AD_PRICES: readonly { days: number; price: number }[] = [
  { days: 90, price: 949 },
  { days: 30, price: 349 },
  { days: 14, price: 199 },
];

export const SPONSORSHIP_PRICES: readonly { months: number; section1: number; section2: number }[] = [
  { months: 3, section1: 6000, section2: 3000 },
  { months: 6, section1: 12000, section2: 6000 },
  { months: 12, section1: 20000, section2: 10000 },
];

/** Partner annual subscription and setup fee by community population; `max` null = no upper bound. */
export const PARTNER_POPULATION_PRICES: readonly {
  min: number;
  max: number | null;
  annual: number | null;
  setup: number | null;
}[] = [
  { min: 0, max: 5000, annual: 1250, setup: 500 },
  { min: 5001, max: 10000, annual: 2500, setup: 500 },
  { min: 10001, max: 15000, annual: 3750, setup: 500 },
  { min: 15001, max: 20000, annual: 5000, setup: 1000 },
  { min: 20001, max: 30000, annual: 7500, setup: 1000 },
  { min: 30001, max: 40000, annual: 10000, setup: 1000 },
  { min: 40001, max: 50000, annual: 12500, setup: 1500 },
  { min: 50001, max: 75000, annual: 19000, setup: 1500 },
  { min: 75001, max: 100000, annual: 25000, setup: 5000 },
  { min: 100001, max: 150000, annual: 37500, setup: 5000 },
  { min: 150001, max: 200000, annual: 100000, setup: 10000 },
  { min: 200001, max: null, annual: null, setup: null },
];

export const INSTITUTION_PARTNERSHIPS: readonly {
  tier: 'basic' | 'premium';
  annual: number;
  setup: number;
}[] = [
  { tier: 'basic', annual: 10000, setup: 750 },
  { tier: 'premium', annual: 20000, setup: 750 },
];

/** Regional partnership: from this much per year. */
export const REGIONAL_PARTNERSHIP_FROM = 9999;

/** Partner logos, each shown only when its feature flag is on. */
export const PARTNER_LOGO_FLAGS = ['gov_pei', 'gov_stratford', 'gov_cornwall', 'upei'] as const;

/** NuPOST: how many plans of the list the hub shows before the top tier. */
export const NUPOST_SHOWN_PLANS = 5;
/** The top tier starts at this many members and is a custom quote. */
export const NUPOST_TOP_TIER_FROM = 501;
