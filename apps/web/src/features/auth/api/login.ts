import { useMutation } from '@tanstack/react-query';
import type { LoginBody, SessionData } from '@harbour/shared';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/login. Failure messages: login.fail.invalid, login.fail.confirm_email, captcha_invalid,
 * login.captcha_required (401: show the captcha), login.try_again_later (429, `retryAfter` seconds)…
 */
export function login(body: LoginBody) {
  return apiFetch<SessionData>('/api/login', { method: 'POST', body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
