import { NUCHAT_TRIAL_DAYS } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import * as repo from './chat-profile.repository.js';

const DAY = 86_400_000;

/**
 * In the NuChat free trial for 30 days after registering. There is no NuChat purchase record yet,
 * so buying does not end the trial here; when purchases exist, a purchase must end it.
 */
export async function isInTrial(db: Db, userId: number, now = new Date()): Promise<boolean> {
  const createdAt = await repo.userCreatedAt(db, userId);
  if (!createdAt) return false;
  return now.getTime() - createdAt.getTime() < NUCHAT_TRIAL_DAYS * DAY;
}
