import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../../lib/errors.js';
import type { Limiter } from '../../lib/limiter.js';

const WINDOW_MS = 15 * 60 * 1000;
/** failed logins per e-mail address per window before it is locked for the rest of the window */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** wrong current passwords per user per window on change-password */
export const PASSWORD_CHECK_LIMIT = 5;
const FREE_FAILURES = 2;
const DELAY_STEP_MS = 250;
const MAX_DELAY_MS = 2000;

const ipKey = (ip: string) => `login:ip:${ip}`;
const accountKey = (email: string) => `login:account:${email}`;
const passwordKey = (userId: number) => `password:user:${userId}`;

export interface LoginAttempt {
  /** after a wrong password: waits longer the more failures this address has had */
  failed(): Promise<void>;
  /** after the right password: forgets the address's failures */
  succeeded(): Promise<void>;
}

/** The wait after the n-th attempt of a window when it failed: 0, 0, 250, 500… up to 2 s. */
export function failureDelayMs(attempt: number): number {
  return Math.min(Math.max(0, attempt - FREE_FAILURES) * DELAY_STEP_MS, MAX_DELAY_MS);
}

/**
 * Counts a login attempt per client IP (every attempt, `ipLimit` per 15 min) and per e-mail
 * address (cleared by a success, so it counts failures; 5 per 15 min); 429 `too_many_requests`
 * beyond either. The address does not need to have an account: unknown addresses behave the same.
 */
export async function beginLoginAttempt(
  limiter: Limiter,
  ip: string,
  email: string,
  ipLimit: number,
): Promise<LoginAttempt> {
  const byIp = await limiter.hit(ipKey(ip), ipLimit, WINDOW_MS);
  if (!byIp.allowed) throw new AppError(429, 'too_many_requests');
  // every attempt counts and a success clears the count, so after `limit` failures the next is refused
  const byAccount = await limiter.hit(accountKey(email), ACCOUNT_FAILURE_LIMIT, WINDOW_MS);
  if (!byAccount.allowed) throw new AppError(429, 'too_many_requests');
  return {
    failed: () => sleep(failureDelayMs(byAccount.count)).then(() => undefined),
    succeeded: () => limiter.reset(accountKey(email)),
  };
}

/** Same idea for the current-password check of change-password (a stolen session must not guess). */
export async function beginPasswordCheck(limiter: Limiter, userId: number): Promise<LoginAttempt> {
  const r = await limiter.hit(passwordKey(userId), PASSWORD_CHECK_LIMIT, WINDOW_MS);
  if (!r.allowed) throw new AppError(429, 'too_many_requests');
  return {
    failed: () => sleep(failureDelayMs(r.count)).then(() => undefined),
    succeeded: () => limiter.reset(passwordKey(userId)),
  };
}
