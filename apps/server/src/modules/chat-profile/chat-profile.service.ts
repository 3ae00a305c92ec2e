import { NUCHAT_TRIAL_DAYS } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import * as repo from './chat-profile.repository.js';

const DAY = 86_400_000;
const PERIOD_DAYS: Record<string, number> = { month: 31, year: 366 };

/** In the NuChat free trial for 30 days after registering. */
export async function isInTrial(db: Db, userId: number, now = new Date()): Promise<boolean> {
  const createdAt = await repo.userCreatedAt(db, userId);
  if (!createdAt) return false;
  return now.getTime() - createdAt.getTime() < NUCHAT_TRIAL_DAYS * DAY;
}

/** Whether a paid NuChat plan covers `now`: paid, and within its period(s) from the payment. */
export async function hasActivePurchase(db: Db, userId: number, now = new Date()): Promise<boolean> {
  const rows = await repo.paidChatPurchases(db, userId);
  return rows.some((row) => {
    const days = (PERIOD_DAYS[row.packageType] ?? PERIOD_DAYS.month!) * Math.max(1, row.quantity);
    return row.paidAt !== null && now.getTime() < row.paidAt.getTime() + days * DAY;
  });
}

/** The chat is open to a user in their trial or with a paid plan running; others get the checkout. */
export async function hasChatAccess(db: Db, userId: number, now = new Date()): Promise<boolean> {
  return (await isInTrial(db, userId, now)) || (await hasActivePurchase(db, userId, now));
}
