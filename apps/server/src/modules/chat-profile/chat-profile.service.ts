import { NUCHAT_TRIAL_DAYS, type ChatProfile } from '@harbour/shared';
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

/**
 * When the caller's paid NuChat plans stop covering them, or null without any. Plans run one after
 * the other: a plan paid while another still runs starts when that one ends, so buying the next
 * month or year early never loses days (a monthly plan renewed before its end, a trial-price year
 * bought during a running month).
 */
export function coveredUntil(
  rows: { paidAt: Date | null; quantity: number; packageType: string | null }[],
): Date | null {
  let end: number | null = null;
  for (const row of rows) {
    if (!row.paidAt) continue;
    const days = (PERIOD_DAYS[row.packageType ?? ''] ?? PERIOD_DAYS.month!) * Math.max(1, row.quantity);
    const start: number = end !== null && end > row.paidAt.getTime() ? end : row.paidAt.getTime();
    end = start + days * DAY;
  }
  return end === null ? null : new Date(end);
}

/** Whether a paid NuChat plan covers `now`. */
export async function hasActivePurchase(db: Db, userId: number, now = new Date()): Promise<boolean> {
  const until = coveredUntil(await repo.paidChatPurchases(db, userId));
  return until !== null && now.getTime() < until.getTime();
}

/** The chat is open to a user in their trial or with a paid plan running; others get the checkout. */
export async function hasChatAccess(db: Db, userId: number, now = new Date()): Promise<boolean> {
  return (await isInTrial(db, userId, now)) || (await hasActivePurchase(db, userId, now));
}

/** GET /api/chat/user/auth: the trial (the listings API contract) and, beside it, whether the chat is open and until when. */
export async function chatProfile(db: Db, userId: number, now = new Date()): Promise<ChatProfile> {
  const inTrial = await isInTrial(db, userId, now);
  const until = coveredUntil(await repo.paidChatPurchases(db, userId));
  const paid = until !== null && now.getTime() < until.getTime();
  return {
    isInTrial: inTrial,
    hasAccess: inTrial || paid,
    paidUntil: paid ? until.toISOString() : null,
  };
}
