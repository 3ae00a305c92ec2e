/** Office rental prices in Canadian dollars (the price tables). */
export const OFFICE_PRICES = {
  single_week: 100,
  part_time: 200,
  full_time: 300,
  monthly: 395,
  daily: 40,
  hourly: 25,
} as const;
export type OfficePriceKey = keyof typeof OFFICE_PRICES;

export interface OfficePlan {
  /** catalogue key of the plan (office.plans.<id>) */
  id: 'week' | 'part_time' | 'full_time' | 'flexible';
  /** the prices it shows, in order, with their unit */
  prices: { key: OfficePriceKey; amount: number; per: 'week' | 'month' | 'day' | 'hour' }[];
}

/** The four plans of the rent-an-office page, carrying the six prices of the spec table. */
export const OFFICE_PLANS: readonly OfficePlan[] = [
  { id: 'week', prices: [{ key: 'single_week', amount: OFFICE_PRICES.single_week, per: 'week' }] },
  { id: 'part_time', prices: [{ key: 'part_time', amount: OFFICE_PRICES.part_time, per: 'month' }] },
  {
    id: 'full_time',
    prices: [
      { key: 'full_time', amount: OFFICE_PRICES.full_time, per: 'month' },
      { key: 'monthly', amount: OFFICE_PRICES.monthly, per: 'month' },
    ],
  },
  {
    id: 'flexible',
    prices: [
      { key: 'daily', amount: OFFICE_PRICES.daily, per: 'day' },
      { key: 'hourly', amount: OFFICE_PRICES.hourly, per: 'hour' },
    ],
  },
];

export const OFFICE_AMENITIES = [
  'wifi',
  'desk',
  'chair',
  'meeting_room',
  'kitchen',
  'coffee',
  'printer',
  'parking',
  'bike_storage',
  'accessible',
  'mail',
  'lockers',
  'phone_booth',
  'cleaning',
  'heating',
  'community',
] as const;

/** NuChat prices in US-style dollars as shown on /nuchat/info (per year / per month). */
export const NUCHAT_OFFER = {
  languages: 13,
  trialDays: 30,
  earlyYearly: 9.99,
  earlyMonthly: 0.99,
  regularYearly: 19.99,
  regularMonthly: 1.99,
} as const;

/** The office's phone line shown in the rent-an-office footer (ten digits, linked by linkify). */
export const OFFICE_PHONE = '9025550142';
