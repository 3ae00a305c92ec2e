import { isLanguageTag, type LanguageTag } from '@harbour/i18n';
import { EMAIL_TOKEN_TTL_HOURS, LOGIN_TOKEN_TTL_MINUTES, RESET_TOKEN_TTL_MINUTES } from '@harbour/shared';
import type { z } from 'zod';
import type {
  changePasswordBodySchema,
  registrationBodySchema,
  resetPasswordConfirmBodySchema,
} from '@harbour/shared';
import type { Config } from '../../config.js';
import type { AuthTokenPurpose } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import type { Background } from '../../lib/background.js';
import type { Limiter } from '../../lib/limiter.js';
import { badRequest, forbidden, unauthorized } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { rememberDevice } from './known-devices.js';
import { beginPasswordCheck } from './login-throttle.js';
import {
  deliverAccountMail,
  sendAccountMail,
  takeMailQuota,
  type AccountMailKind,
  type Log,
  type MailSender,
} from './mails.js';
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
  /** account mails go out after the answer, so its timing says nothing about the account */
  background: Background;
}

type RegistrationInput = z.output<typeof registrationBodySchema>;
type ResetConfirmInput = z.output<typeof resetPasswordConfirmBodySchema>;
type ChangePasswordInput = z.output<typeof changePasswordBodySchema>;

const HOUR_MS = 3600 * 1000;
const MINUTE_MS = 60 * 1000;

const TTL_MS: Record<AuthTokenPurpose, number> = {
  confirm_email: EMAIL_TOKEN_TTL_HOURS * HOUR_MS,
  reset_password: RESET_TOKEN_TTL_MINUTES * MINUTE_MS,
  login: LOGIN_TOKEN_TTL_MINUTES * MINUTE_MS,
};

export async function issueToken(db: Db, userId: number, purpose: AuthTokenPurpose) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + TTL_MS[purpose]);
  await repo.insertAuthToken(db, { userId, purpose, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** The captcha every login and registration needs when CAPTCHA_ENABLED is on. */
export async function checkCaptcha(deps: AccountsDeps, payload: string): Promise<void> {
  if (!deps.captcha.enabled) return;
  if (!payload || !(await deps.captcha.verify(payload))) throw badRequest('captcha_invalid');
}

const link = (deps: AccountsDeps, path: string) => `${deps.config.publicUrl}${path}`;

type LinkMail = Extract<AccountMailKind, 'confirm_email' | 'reset_password'>;
const LINKS: Record<LinkMail, (token: string) => string> = {
  confirm_email: (token) => `/${token}/confirm-email`,
  reset_password: (token) => `/reset-password?token=${token}`,
};

/** A mail carrying a new one-time link; when the address's quota is spent, nothing is written at all. */
async function mailNewLink(deps: AccountsDeps, user: repo.UserRow, kind: LinkMail): Promise<void> {
  if (!(await takeMailQuota(deps, user, kind))) return;
  const { token } = await issueToken(deps.db, user.id, kind);
  await deliverAccountMail(deps, user, kind, link(deps, LINKS[kind](token)));
}

/** Mails in the background (see `AccountsDeps.background`). */
function mailLater(deps: AccountsDeps, name: string, fn: () => Promise<void>): void {
  deps.background.run(name, fn);
}

/**
 * Creates an unconfirmed account and mails the confirmation link. An address that already has an
 * account gets a "someone tried to register" mail instead, and the caller sees the same success
 * after the same work: the password is hashed and the insert tried on both paths, the mails go
 * out after the answer.
 */
export async function register(
  deps: AccountsDeps,
  body: RegistrationInput,
  lang: LanguageTag,
): Promise<void> {
  await checkCaptcha(deps, body.captcha);
  const city = await repo.findCity(deps.db, body.cityId);
  if (!city || city.provinceId !== body.provinceId) throw badRequest('city_not_found');
  const passwordHash = await hashPassword(body.password);
  // null when the address is taken
  const created = await repo.insertUser(deps.db, {
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
  mailLater(deps, 'registration mail', async () => {
    if (created) return mailNewLink(deps, created, 'confirm_email');
    // only what the account holder stored goes into this mail, nothing of this request
    const holder = await repo.findUserByEmail(deps.db, body.email);
    if (holder) await sendAccountMail(deps, holder, 'already_registered', link(deps, '/login'));
  });
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

/**
 * Mails a new confirmation link to an unconfirmed account; nothing for any other address. The
 * lookup happens after the answer, which is therefore the same for every address.
 */
export async function resendConfirmation(deps: AccountsDeps, email: string): Promise<void> {
  mailLater(deps, 'confirmation mail', async () => {
    const user = await repo.findUserByEmail(deps.db, email);
    if (user && !user.emailConfirmedAt) await mailNewLink(deps, user, 'confirm_email');
  });
}

/** Mails a reset link when the address has an account, after answering the same for every address. */
export async function requestPasswordReset(deps: AccountsDeps, email: string): Promise<void> {
  mailLater(deps, 'password reset mail', async () => {
    const user = await repo.findUserByEmail(deps.db, email);
    if (user) await mailNewLink(deps, user, 'reset_password');
  });
}

/**
 * Sets the new password from a reset link (single use), ends every session and every other reset
 * link of the account; the person then signs in with the new password. Having the link proves the
 * address, so it also counts as confirmation, and the browser becomes a known device (returned: the
 * device cookie value).
 */
export async function confirmPasswordReset(
  deps: AccountsDeps,
  body: ResetConfirmInput,
  device: string | null,
): Promise<{ device: string }> {
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
  mailLater(deps, 'password changed mail', () =>
    sendAccountMail(deps, result, 'password_changed', link(deps, '/forgot-password')),
  );
  return { device: await rememberDevice(deps.db, result.id, device) };
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
  mailLater(deps, 'password changed mail', () =>
    sendAccountMail(deps, user, 'password_changed', link(deps, '/forgot-password')),
  );
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
  mailLater(deps, 'account deleted mail', () =>
    sendAccountMail(deps, user, 'account_deleted', link(deps, '/register')),
  );
}
