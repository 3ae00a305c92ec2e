import { setTimeout as sleep } from 'node:timers/promises';
import { LOGIN_CAPTCHA_AFTER_FAILURES } from '@harbour/shared';
import { AppError } from '../../lib/errors.js';
import type { Limiter } from '../../lib/limiter.js';

const WINDOW_MS = 15 * 60 * 1000;
/** wrong current passwords per user per window on change-password */
export const PASSWORD_CHECK_LIMIT = 5;
/** failed logins per known device and account per window */
export const DEVICE_FAILURE_LIMIT = 10;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 60_000;
/** how long an attempt in progress holds its account (freed as soon as it is decided) */
const IN_FLIGHT_MS = 10_000;
const FREE_FAILURES = 2;
const DELAY_STEP_MS = 250;
const MAX_CHECK_DELAY_MS = 2000;

const ipAttemptsKey = (ip: string, window: number) => `login:ip:${ip}:${window}:attempts`;
const ipSuccessesKey = (ip: string, window: number) => `login:ip:${ip}:${window}:successes`;
const failuresKey = (email: string) => `login:failures:${email}`;
/** exists while an attempt is in progress or the delay after a failure runs */
const gateKey = (email: string) => `login:gate:${email}`;
const deviceKey = (deviceHash: string, email: string) => `login:device:${deviceHash}:${email}`;
const passwordKey = (userId: number) => `password:user:${userId}`;

export interface LoginAttempt {
  /** a solved captcha must come with this attempt */
  captchaRequired: boolean;
  /** the attempt was refused before the password was checked: it counts for nothing */
  abandoned(): Promise<void>;
  /** after a wrong password */
  failed(): Promise<void>;
  /** after the right password: forgets the address's failures */
  succeeded(): Promise<void>;
}

/** The wait before the next attempt after the n-th failure: 0, 0, 0, then 1 s, 2 s, 4 s… up to 60 s. */
export function loginDelayMs(failures: number): number {
  if (failures <= LOGIN_CAPTCHA_AFTER_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - LOGIN_CAPTCHA_AFTER_FAILURES - 1), MAX_DELAY_MS);
}

const retryAfterSeconds = (ms: number) => String(Math.max(1, Math.ceil(ms / 1000)));
const tryAgainLater = (retryAfterMs: number) =>
  new AppError(429, 'login.try_again_later', { 'Retry-After': retryAfterSeconds(retryAfterMs) });

/**
 * Failed sign-ins per client IP: 429 `too_many_requests` (with Retry-After) once `maxFailures` have
 * failed in the current 15-minute window. Successes do not count, so a class behind one address can
 * all sign in. Each attempt is counted when it starts and taken back when it succeeds, so parallel
 * guesses cannot all pass before the first failure is counted; both counters live in the same
 * clock-aligned window, so a success is always taken back from the window its attempt counted in.
 */
export async function limitLoginIp(
  limiter: Limiter,
  ip: string,
  maxFailures: number,
  now = Date.now(),
): Promise<Pick<LoginAttempt, 'succeeded'>> {
  const window = Math.floor(now / WINDOW_MS);
  const remainingMs = (window + 1) * WINDOW_MS - now;
  const attempts = await limiter.hit(ipAttemptsKey(ip, window), Number.MAX_SAFE_INTEGER, remainingMs);
  const { count: successes } = await limiter.peek(ipSuccessesKey(ip, window));
  if (attempts.count - successes > maxFailures) {
    throw new AppError(429, 'too_many_requests', { 'Retry-After': retryAfterSeconds(remainingMs) });
  }
  return {
    async succeeded() {
      await limiter.hit(ipSuccessesKey(ip, window), Number.MAX_SAFE_INTEGER, remainingMs);
    },
  };
}

/**
 * An attempt on an address (known account or not, alike) from a browser it does not know. Failures
 * are counted for 15 min and cleared by a success; from the third on, a captcha is required, and
 * from the fourth on the next attempt waits (`loginDelayMs`). The account is held while the
 * attempt runs, so parallel requests cannot slip past the count: 429 `login.try_again_later`.
 */
export async function beginAccountAttempt(limiter: Limiter, email: string): Promise<LoginAttempt> {
  const gate = await limiter.hit(gateKey(email), 1, IN_FLIGHT_MS);
  if (!gate.allowed) throw tryAgainLater(gate.retryAfterMs);
  const { count } = await limiter.peek(failuresKey(email));
  return {
    captchaRequired: count >= LOGIN_CAPTCHA_AFTER_FAILURES,
    abandoned: () => limiter.reset(gateKey(email)),
    async failed() {
      const failures = (await limiter.hit(failuresKey(email), Number.MAX_SAFE_INTEGER, WINDOW_MS)).count;
      await limiter.reset(gateKey(email));
      const delay = loginDelayMs(failures);
      if (delay > 0) await limiter.hit(gateKey(email), 1, delay);
    },
    async succeeded() {
      await limiter.reset(failuresKey(email));
      await limiter.reset(gateKey(email));
    },
  };
}

/**
 * An attempt from a browser that has signed in to this account before: no captcha, no delay, and
 * the address's failures do not apply; its own failures are limited per device and account.
 */
export async function beginDeviceAttempt(
  limiter: Limiter,
  deviceHash: string,
  email: string,
): Promise<LoginAttempt> {
  const key = deviceKey(deviceHash, email);
  const byDevice = await limiter.hit(key, DEVICE_FAILURE_LIMIT, WINDOW_MS);
  if (!byDevice.allowed) throw tryAgainLater(byDevice.retryAfterMs);
  return {
    captchaRequired: false,
    abandoned: async () => {},
    failed: async () => {},
    async succeeded() {
      await limiter.reset(key);
      await limiter.reset(failuresKey(email));
      await limiter.reset(gateKey(email));
    },
  };
}

/** The wait after the n-th wrong current password of a window: 0, 0, 250, 500… up to 2 s. */
export function failureDelayMs(attempt: number): number {
  return Math.min(Math.max(0, attempt - FREE_FAILURES) * DELAY_STEP_MS, MAX_CHECK_DELAY_MS);
}

/** The current-password check of change-password (a stolen session must not guess): 5 per 15 min. */
export async function beginPasswordCheck(
  limiter: Limiter,
  userId: number,
): Promise<Pick<LoginAttempt, 'failed' | 'succeeded'>> {
  const r = await limiter.hit(passwordKey(userId), PASSWORD_CHECK_LIMIT, WINDOW_MS);
  if (!r.allowed) throw new AppError(429, 'too_many_requests');
  return {
    failed: () => sleep(failureDelayMs(r.count)).then(() => undefined),
    succeeded: () => limiter.reset(passwordKey(userId)),
  };
}
