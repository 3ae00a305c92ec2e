import { WEEKDAYS, type WeeklyHours } from '@harbour/shared';
import type { Db } from '../db/client.js';
import { businessCities, businesses } from '../db/schema/index.js';

/** Weekly hours with every day closed; spread it and open the days a test needs. */
export const CLOSED_WEEK = Object.fromEntries(WEEKDAYS.map((day) => [day, null])) as WeeklyHours;

type NewBusiness = typeof businesses.$inferInsert;
type Defaulted = 'hours' | 'listingStartDate' | 'listingEndDate';

/**
 * Inserts a business published from 2020 to 2099 (closed all week unless `hours` say otherwise) and
 * lists it in `cityIds`, the first being its own city: its id.
 */
export async function insertListedService(
  db: Db,
  values: Omit<NewBusiness, 'cityId' | Defaulted> & Partial<Pick<NewBusiness, Defaulted>>,
  cityIds: [number, ...number[]],
): Promise<number> {
  const [row] = await db
    .insert(businesses)
    .values({
      hours: CLOSED_WEEK,
      status: 1,
      listingStartDate: '2020-01-01',
      listingEndDate: '2099-01-01',
      ...values,
      cityId: cityIds[0],
    })
    .returning({ id: businesses.id });
  await db.insert(businessCities).values(cityIds.map((cityId) => ({ businessId: row!.id, cityId })));
  return row!.id;
}
