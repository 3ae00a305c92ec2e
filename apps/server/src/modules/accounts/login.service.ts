import type { z } from 'zod';
import type { loginBodySchema, SessionData } from '@harbour/shared';
import type { Db } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { verifyDummy, verifyPassword } from '../../lib/passwords.js';
import { hashToken } from '../../lib/tokens.js';
import { createSession } from '../../plugins/auth.js';
import { toProfile } from '../profile/index.js';
import { checkCaptcha, type AccountsDeps } from './accounts.service.js';
import { isKnownDevice, rememberDevice } from './known-devices.js';
import { beginAccountAttempt, beginDeviceAttempt, limitLoginIp } from './login-throttle.js';
import * as repo from './accounts.repository.js';

type LoginInput = z.output<typeof loginBodySchema>;

/** Who is signing in from where: the client IP and the `harbour_device` cookie, if any. */
export interface LoginClient {
  ip: string;
  device: string | null;
}

export interface SignedIn {
  session: SessionData;
  /** the device cookie value to set */
  device: string;
}

async function sessionFor(db: Db, user: repo.UserRow): Promise<SessionData> {
  const { token } = await createSession(db, user.id);
  return { userId: user.id, token, preferred_language: user.preferredLanguage, userData: toProfile(user) };
}

/**
 * Checks the password (always one argon2 verification, even for an unknown address). Failures are
 * limited per client IP (successes do not count); per address, failures bring a captcha requirement (401 `login.captcha_required`, the
 * password unchecked) and growing delays (429 `login.try_again_later` with Retry-After), which a
 * browser that signed in to this account before skips. Unknown addresses behave exactly the same.
 * Only someone who knows the password learns that the address is unconfirmed.
 */
export async function login(deps: AccountsDeps, body: LoginInput, client: LoginClient): Promise<SignedIn> {
  await checkCaptcha(deps, body.captcha);
  const email = body.email.trim().toLowerCase();
  const byIp = await limitLoginIp(deps.limiter, client.ip, deps.config.rateLimit.loginMax);
  const user = await repo.findUserByEmail(deps.db, email);
  const deviceHash = client.device === null ? null : hashToken(client.device);
  // looked up whenever a cookie comes, so the time does not depend on the account existing
  const deviceUsers = deviceHash === null ? [] : await repo.findDeviceUsers(deps.db, deviceHash);
  const attempt =
    deviceHash !== null && isKnownDevice(deviceUsers, user?.id)
      ? await beginDeviceAttempt(deps.limiter, deviceHash, email)
      : await beginAccountAttempt(deps.limiter, email);
  // with CAPTCHA_ENABLED every login has already been checked above
  if (attempt.captchaRequired && !deps.captcha.enabled) {
    if (!body.captcha || !(await deps.captcha.verify(body.captcha))) {
      await attempt.abandoned();
      throw new AppError(401, 'login.captcha_required');
    }
  }
  const valid = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyDummy(body.password);
  if (!user || !valid) {
    await attempt.failed();
    throw new AppError(401, 'login.fail.invalid');
  }
  await attempt.succeeded();
  await byIp.succeeded();
  if (!user.emailConfirmedAt) throw new AppError(403, 'login.fail.confirm_email');
  const session = await sessionFor(deps.db, user);
  return { session, device: await rememberDevice(deps.db, user.id, client.device) };
}

/** Consumes a login token and opens a fresh session; 400 `login_token.invalid` otherwise. */
export async function verifyLoginToken(
  deps: AccountsDeps,
  loginToken: string,
  device: string | null,
): Promise<SignedIn> {
  const signedIn = await repo.withTransaction(deps.db, async (tx) => {
    const userId = await repo.consumeAuthToken(tx, 'login', hashToken(loginToken));
    const user = userId === null ? null : await repo.findUserById(tx, userId);
    return user ? { user, session: await sessionFor(tx, user) } : null;
  });
  if (!signedIn) throw badRequest('login_token.invalid');
  return { session: signedIn.session, device: await rememberDevice(deps.db, signedIn.user.id, device) };
}

/**
 * Whose login token this is (first name only), so the visitor can decide before the session starts;
 * the token stays usable. 400 `login_token.invalid` for an unknown, expired or used one.
 */
export async function previewLoginToken(
  deps: AccountsDeps,
  loginToken: string,
): Promise<{ first_name: string }> {
  const userId = await repo.findLiveTokenUser(deps.db, 'login', hashToken(loginToken));
  const user = userId === null ? null : await repo.findUserById(deps.db, userId);
  if (!user) throw badRequest('login_token.invalid');
  return { first_name: user.firstName };
}
