import type { SessionData } from '@harbour/shared';
import { apiFetch, statusFetch } from './api-client';

/** The address parameter of a sign-in hand-off link (e.g. from the chat site). */
export const LOGIN_TOKEN_PARAM = 'login_token';

export function isSessionData(value: unknown): value is SessionData {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<SessionData>;
  return (
    typeof v.token === 'string' &&
    typeof v.userId === 'number' &&
    typeof v.userData === 'object' &&
    !!v.userData
  );
}

/**
 * POST /api/auth/login-token/preview: the first name of the account the link signs into, without
 * using the token up. null when the server refuses it (`login_token.invalid`) or cannot be reached.
 */
export async function previewLoginToken(loginToken: string): Promise<string | null> {
  const res = await apiFetch<{ first_name?: unknown } | null>('/api/auth/login-token/preview', {
    body: { login_token: loginToken },
  });
  const name = res.meta.success ? res.data?.first_name : undefined;
  return typeof name === 'string' ? name : null;
}

/** POST /api/verifyLoginToken: uses the token up and returns the new session, or null when refused. */
export async function verifyLoginToken(loginToken: string): Promise<SessionData | null> {
  const res = await statusFetch<unknown>('/api/verifyLoginToken', {
    body: { data: { login_token: loginToken } },
  });
  return res.status === 1 && isSessionData(res.data) ? res.data : null;
}
