import type { Config } from '../../config.js';
import type { Db } from '../client.js';
import { coupons } from '../schema/index.js';

const DAY = 86_400_000;

/** Demo coupons of local businesses; `days` from the seeding day (negative: already expired). */
export const COUPONS = [
  {
    code: 'ISLANDBEAN-10',
    business: 'Island Bean Café',
    city: 'Charlottetown',
    days: 60,
    description: '10% off any drink and pastry combo',
    restriction: 'One per visit. Dine-in or take-out.',
  },
  {
    code: 'ISLANDBEAN-FREE',
    business: 'Island Bean Café',
    city: 'Charlottetown',
    days: -10,
    description: 'Free coffee with any breakfast sandwich',
    restriction: 'Weekdays before 10 a.m.',
  },
  {
    code: 'HARBOURFRESH-5',
    business: 'Harbour Fresh Grocery',
    city: 'Halifax',
    days: 45,
    description: '$5 off a grocery order of $50 or more',
    restriction: 'Before taxes. One per household per week.',
  },
  {
    code: 'HARBOURFRESH-RICE',
    business: 'Harbour Fresh Grocery',
    city: 'Halifax',
    days: 30,
    description: '15% off rice, lentils and spices',
    restriction: 'While supplies last.',
  },
  {
    code: 'CYCLEMONCTON-TUNE',
    business: 'Petitcodiac Cycle',
    city: 'Moncton',
    days: 90,
    description: '$20 off a full bike tune-up',
    restriction: 'By appointment. Not valid with other offers.',
  },
  {
    code: 'CYCLEMONCTON-HELMET',
    business: 'Petitcodiac Cycle',
    city: 'Moncton',
    days: -30,
    description: 'Free helmet fitting and 10% off a new helmet',
    restriction: 'Children’s and adult helmets.',
  },
  {
    code: 'SUMMERSIDE-BOOKS',
    business: 'Shoreline Books',
    city: 'Summerside',
    days: 75,
    description: '20% off English and French learning books',
    restriction: 'In store only.',
  },
  {
    code: 'STJOHNS-WARM',
    business: 'Water Street Outfitters',
    city: 'St. John’s',
    days: 120,
    description: '25% off winter coats and boots for newcomers',
    restriction: 'Show this code at the till. One coat and one pair of boots per person.',
  },
];

/** Idempotent on coupon_code; demo content only. */
export async function seedCoupons(db: Db, config: Pick<Config, 'seedDemo'>, now = new Date()): Promise<void> {
  if (!config.seedDemo) return;
  await db
    .insert(coupons)
    .values(
      COUPONS.map((c) => ({
        businessName: c.business,
        cityName: c.city,
        description: c.description,
        restrictionUse: c.restriction,
        couponCode: c.code,
        expireAt: new Date(now.getTime() + c.days * DAY),
      })),
    )
    .onConflictDoNothing({ target: coupons.couponCode });
}
