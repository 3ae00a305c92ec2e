import { isLanguageTag, type LanguageTag } from '@harbour/i18n';
import {
  EMAIL_TOKEN_TTL_HOURS,
  LOGIN_TOKEN_TTL_MINUTES,
  RESET_TOKEN_TTL_MINUTES,
  type SessionData,
} from '@harbour/shared';
import type { z } from 'zod';
import type {
  changePasswordBodySchema,
  loginBodySchema,
  registrationBodySchema,
  resetPasswordConfirmBodySchema,
} from '@harbour/shared';
import type { Config } from '../../config.js';
import type { AuthTokenPurpose } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import type { Limiter } from '../../lib/limiter.js';
import { AppError, badRequest, forbidden, unauthorized } from '../../lib/errors.js';
import { hashPassword, verifyDummy, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { createSession } from '../../plugins/auth.js';
import { toProfile } from '../profile/profile.service.js';
import { beginLoginAttempt, beginPasswordCheck } from './login-throttle.js';
import { sendAccountMail, type Log, type MailSender } from './mails.js';
import * as repo from './accounts.repository.js';

export interface CaptchaVerifier {
  enabled: boolean;
  verify(payload: string): Promise<boolean> | boolean;
}

/** Everything the account rules need, handed in by the routes (no Fastify here). */
export interface AccountsDeps {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'rateLimit'>;
  mail: MailSender;
  limiter: Limiter;
  captcha: CaptchaVerifier;
  log: Log;
  storage: { remove(urlPath: string): Promise<void> };
}

type RegistrationInput = z.output<typeof registrationBodySchema>;
type LoginInput = z.output<typeof loginBodySchema>;
type ResetConfirmInput = z.output<typeof resetPasswordConfirmBodySchema>;
type ChangePasswordInput = z.output<typeof changePasswordBodySchema>;

const HOUR_MS = 3600 * 1000;
const MINUTE_MS = 60 * 1000;

const TTL_MS: Record<AuthTokenPurpose, number> = {
  confirm_email: EMAIL_TOKEN_TTL_HOURS * HOUR_MS,
  reset_password: RESET_TOKEN_TTL_MINUTES * MINUTE_MS,
  login: LOGIN_TOKEN_TTL_MINUTES * MINUTE_MS,
};

async function issueToken(db: Db, userId: number, purpose: AuthTokenPurpose) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + TTL_MS[purpose]);
  await repo.insertAuthToken(db, { userId, purpose, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

async function checkCaptcha(deps: AccountsDeps, payload: string): Promise<void> {
  if (!deps.captcha.enabled) return;
  if (!payload || !(await deps.captcha.verify(payload))) throw badRequest('captcha_invalid');
}

const link = (deps: AccountsDeps, path: string) => `${deps.config.publicUrl}${path}`;

async function sessionFor(db: Db, user: repo.UserRow): Promise<SessionData> {
  const { token } = await createSession(db, user.id);
  return { userId: user.id, token, preferred_language: user.preferredLanguage, userData: toProfile(user) };
}

/**
 * Creates an unconfirmed account and mails the confirmation link. An address that already has an
 * account gets a "someone tried to register" mail instead, and the caller sees the same success.
 */
export async function register(
  deps: AccountsDeps,
  body: RegistrationInput,
  lang: LanguageTag,
): Promise<void> {
  await checkCaptcha(deps, body.captcha);
  const city = await repo.findCity(deps.db, body.cityId);
  if (!city || city.provinceId !== body.provinceId) throw badRequest('city_not_found');
  // hashed before the lookup so a taken address costs the same time as a new one
  const passwordHash = await hashPassword(body.password);
  const existing = await repo.findUserByEmail(deps.db, body.email);
  if (existing) {
    await sendAccountMail(deps, existing, 'already_registered', link(deps, '/login'));
    return;
  }
  const created = await repo.withTransaction(deps.db, async (tx) => {
    const user = await repo.insertUser(tx, {
      email: body.email,
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
      address: body.address || null,
      postalCode: body.postalCode,
      provinceId: city.provinceId,
      cityId: city.id,
      preferredLanguage: isLanguageTag(body.language) ? body.language : lang,
    });
    if (!user) return null;
    const { token } = await issueToken(tx, user.id, 'confirm_email');
    return { user, token };
  });
  if (!created) {
    // another registration of the same address won the race
    const winner = await repo.findUserByEmail(deps.db, body.email);
    if (winner) await sendAccountMail(deps, winner, 'already_registered', link(deps, '/login'));
    return;
  }
  await sendAccountMail(deps, created.user, 'confirm_email', link(deps, `/${created.token}/confirm-email`));
}

/** Marks the address confirmed. A link used twice (a double click) still answers success. */
export async function confirmEmail(deps: AccountsDeps, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  const confirmed = await repo.withTransaction(deps.db, async (tx) => {
    const userId = await repo.consumeAuthToken(tx, 'confirm_email', tokenHash);
    if (userId === null) return false;
    await repo.updateUser(tx, userId, { emailConfirmedAt: new Date() });
    return true;
  });
  if (confirmed) return;
  const usedBy = await repo.findUsedTokenUser(deps.db, 'confirm_email', tokenHash);
  const user = usedBy === null ? null : await repo.findUserById(deps.db, usedBy);
  if (!user?.emailConfirmedAt) throw badRequest('confirm_email.invalid_token');
}

/** Mails a new confirmation link to an unconfirmed account; silent for any other address. */
export async function resendConfirmation(deps: AccountsDeps, email: string): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user || user.emailConfirmedAt) return;
  const { token } = await issueToken(deps.db, user.id, 'confirm_email');
  await sendAccountMail(deps, user, 'confirm_email', link(deps, `/${token}/confirm-email`));
}

/**
 * Checks the password (always one argon2 verification, even for an unknown address), throttled
 * per IP and per address. Only someone who knows the password learns that the address is unconfirmed.
 */
export async function login(deps: AccountsDeps, body: LoginInput, ip: string): Promise<SessionData> {
  await checkCaptcha(deps, body.captcha);
  const email = body.email.trim().toLowerCase();
  const attempt = await beginLoginAttempt(deps.limiter, ip, email, deps.config.rateLimit.loginMax);
  const user = await repo.findUserByEmail(deps.db, email);
  const valid = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyDummy(body.password);
  if (!user || !valid) {
    await attempt.failed();
    throw new AppError(401, 'login.fail.invalid');
  }
  await attempt.succeeded();
  if (!user.emailConfirmedAt) throw new AppError(403, 'login.fail.confirm_email');
  return sessionFor(deps.db, user);
}

/** Mails a reset link when the address has an account; the caller always sees the same answer. */
export async function requestPasswordReset(deps: AccountsDeps, email: string): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user) return;
  const { token } = await issueToken(deps.db, user.id, 'reset_password');
  await sendAccountMail(deps, user, 'reset_password', link(deps, `/reset-password?token=${token}`));
}

/**
 * Sets the new password from a reset link (single use) and ends every session of the account; the
 * person then signs in with the new password. Having the link proves the address, so it also
 * counts as confirmation.
 */
export async function confirmPasswordReset(deps: AccountsDeps, body: ResetConfirmInput): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  const result = await repo.withTransaction(deps.db, async (tx) => {
    const userId = await repo.consumeAuthToken(tx, 'reset_password', hashToken(body.token));
    if (userId === null) return null;
    const current = await repo.findUserById(tx, userId);
    const user = await repo.updateUser(tx, userId, {
      passwordHash,
      emailConfirmedAt: current?.emailConfirmedAt ?? new Date(),
    });
    if (!user) return null;
    await repo.deleteSessionsOfUser(tx, userId);
    await repo.deleteUnusedTokens(tx, userId, 'reset_password');
    await repo.deleteUnusedTokens(tx, userId, 'login');
    return user;
  });
  if (!result) throw badRequest('reset_password.invalid_token');
  await sendAccountMail(deps, result, 'password_changed', link(deps, '/forgot-password'));
}

/** Changes the password; every other session of the account ends, the current one stays. */
export async function changePassword(
  deps: AccountsDeps,
  auth: { userId: number; sessionId: number },
  body: ChangePasswordInput,
): Promise<void> {
  const user = await repo.findUserById(deps.db, auth.userId);
  if (!user) throw unauthorized();
  const check = await beginPasswordCheck(deps.limiter, user.id);
  if (!(await verifyPassword(user.passwordHash, body.old_password))) {
    await check.failed();
    throw badRequest('change_password.wrong_password');
  }
  await check.succeeded();
  const passwordHash = await hashPassword(body.new_password);
  await repo.withTransaction(deps.db, async (tx) => {
    await repo.updateUser(tx, user.id, { passwordHash });
    await repo.deleteSessionsOfUser(tx, user.id, auth.sessionId);
    await repo.deleteUnusedTokens(tx, user.id, 'reset_password');
    await repo.deleteUnusedTokens(tx, user.id, 'login');
  });
  await sendAccountMail(deps, user, 'password_changed', link(deps, '/forgot-password'));
}

export async function logout(deps: AccountsDeps, sessionId: number): Promise<void> {
  await repo.deleteSession(deps.db, sessionId);
}

/** A one-time token (20 min) that opens a session elsewhere, e.g. on the chat site. */
export async function createLoginToken(
  deps: AccountsDeps,
  userId: number,
): Promise<{ login_token: string; expires_at: string }> {
  const { token, expiresAt } = await issueToken(deps.db, userId, 'login');
  return { login_token: token, expires_at: expiresAt.toISOString() };
}

/** Consumes a login token and opens a fresh session; 400 `login_token.invalid` otherwise. */
export async function verifyLoginToken(deps: AccountsDeps, loginToken: string): Promise<SessionData> {
  const session = await repo.withTransaction(deps.db, async (tx) => {
    const userId = await repo.consumeAuthToken(tx, 'login', hashToken(loginToken));
    const user = userId === null ? null : await repo.findUserById(tx, userId);
    return user ? sessionFor(tx, user) : null;
  });
  if (!session) throw badRequest('login_token.invalid');
  return session;
}

/**
 * Deletes the caller's account and everything hanging off it (sessions and tokens cascade,
 * screen views lose their user id), then its picture file; the typed e-mail must be the account's.
 */
export async function deleteAccount(
  deps: AccountsDeps,
  callerId: number,
  body: { user_id: number; email: string },
): Promise<void> {
  if (body.user_id !== callerId) throw forbidden();
  const user = await repo.findUserById(deps.db, callerId);
  if (!user) throw unauthorized();
  if (user.email.toLowerCase() !== body.email.trim().toLowerCase()) throw badRequest('email_not_valid');
  const deleted = await repo.withTransaction(deps.db, (tx) => repo.deleteUser(tx, user.id));
  if (!deleted) throw unauthorized();
  if (user.profileImage) {
    try {
      await deps.storage.remove(user.profileImage);
    } catch (err) {
      deps.log.warn({ err, userId: user.id }, 'could not remove the picture of a deleted account');
    }
  }
  await sendAccountMail(deps, user, 'account_deleted', link(deps, '/register'));
}
