import type { Db } from '../../db/client.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import * as repo from './accounts.repository.js';

export const DEVICE_COOKIE = 'harbour_device';
const DEVICE_TTL_SECONDS = 365 * 24 * 3600;
const DEVICE_VALUE = /^[A-Za-z0-9_-]{43}$/;

/** The device cookie of a Cookie header when it has the shape we hand out, else null. */
export function readDeviceCookie(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== DEVICE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return DEVICE_VALUE.test(value) ? value : null;
  }
  return null;
}

/** The Set-Cookie value: only the API sees it, never script; Secure over https. */
export function deviceCookieHeader(value: string, secure: boolean): string {
  return (
    `${DEVICE_COOKIE}=${value}; Max-Age=${DEVICE_TTL_SECONDS}; Path=/api; HttpOnly; SameSite=Strict` +
    (secure ? '; Secure' : '')
  );
}

/** Whether the browser holding `device` has signed in to `userId` before. */
export function isKnownDevice(deviceUsers: number[], userId: number | undefined): boolean {
  return userId !== undefined && deviceUsers.includes(userId);
}

/**
 * Remembers the browser after a successful sign-in and returns the cookie value to set: the one it
 * sent when that is already known for this account, else a new one. Only its SHA-256 is stored.
 */
export async function rememberDevice(db: Db, userId: number, presented: string | null): Promise<string> {
  const known = presented !== null && (await repo.findDeviceUsers(db, hashToken(presented))).includes(userId);
  const value = known && presented ? presented : newToken();
  const forgetBefore = new Date(Date.now() - DEVICE_TTL_SECONDS * 1000);
  await repo.saveKnownDevice(db, userId, hashToken(value), forgetBefore);
  return value;
}
