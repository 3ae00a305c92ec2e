import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, parseRetryAfter, statusFetch } from './api-client';
import { storage } from './storage';

const FAILED = { meta: { success: false, message: 'Something went wrong!' }, data: null };

function respond(body: string, status = 200) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('apiFetch', () => {
  it('turns a network failure into the "Something went wrong!" envelope', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/users/profile')).resolves.toEqual(FAILED);
  });

  it('turns a body that is not JSON (a proxy error page) into the same envelope', async () => {
    respond('<html>502 Bad Gateway</html>', 502);
    await expect(apiFetch('/api/users/profile')).resolves.toEqual(FAILED);
  });

  it('turns JSON that is not an envelope into the same envelope', async () => {
    respond(JSON.stringify({ hello: 'world' }));
    await expect(apiFetch('/api/users/profile')).resolves.toEqual(FAILED);
  });

  it('returns a 4xx envelope as it is, so its message key can be shown', async () => {
    const answer = { meta: { success: false, message: 'login.fail.confirm_email' }, data: null };
    respond(JSON.stringify(answer), 401);
    await expect(apiFetch('/api/login', { body: { email: 'a@b.ca', password: 'x' } })).resolves.toEqual(
      answer,
    );
  });

  it('sends JSON with the token and the language, and appends the query', async () => {
    storage.setSession('tok-123', 7, false);
    const spy = respond(JSON.stringify({ meta: { success: true, message: '' }, data: { ok: 1 } }));
    const res = await apiFetch<{ ok: number }>('/api/web/notifications', {
      method: 'POST',
      body: { a: 1 },
      query: { pageNumber: 2, type: undefined, cityId: 5 },
    });
    expect(res.data).toEqual({ ok: 1 });
    const [url, init] = spy.mock.calls[0]!;
    expect(url).toBe('/api/web/notifications?pageNumber=2&cityId=5');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    expect(headers.get('language')).toBe('en');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('sends form data as it is, without a JSON content type', async () => {
    const spy = respond(JSON.stringify({ meta: { success: true, message: '' }, data: null }));
    const form = new FormData();
    form.append('files', new Blob(['x']), 'me.png');
    await apiFetch('/api/web/update-profile-picture', { formData: form });
    const [, init] = spy.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('passes on the Retry-After wait of a refused call beside the envelope', async () => {
    const answer = { meta: { success: false, message: 'login.try_again_later' }, data: null };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify(answer), { status: 429, headers: { 'Retry-After': '42' } }),
    );
    await expect(apiFetch('/api/login', { body: {} })).resolves.toEqual({ ...answer, retryAfter: 42 });
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds or an HTTP date, and ignores anything else', () => {
    const now = Date.parse('2025-03-01T12:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Sat, 01 Mar 2025 12:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Sat, 01 Mar 2025 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('statusFetch', () => {
  it('turns a failure into status 0, the message and an empty data list', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    await expect(statusFetch('/api/deleteUser', { body: { data: { user_id: 1 } } })).resolves.toEqual({
      status: 0,
      message: 'Something went wrong!',
      data: [],
    });
  });

  it('returns a status envelope as it is', async () => {
    respond(JSON.stringify({ status: 1, message: '', data: { lang_version: '3', feature_list: [] } }));
    await expect(statusFetch('/api/getVersion')).resolves.toEqual({
      status: 1,
      message: '',
      data: { lang_version: '3', feature_list: [] },
    });
  });
});
