import i18next from 'i18next';
import { SOMETHING_WENT_WRONG, type ApiEnvelope, type StatusEnvelope } from '@harbour/shared';
import { DEFAULT_LANGUAGE, isLanguageTag } from '@harbour/i18n';
import { storage } from './storage';

/**
 * Fetch wrappers for the two back ends. Callers pass the full path, `/api` included
 * (`apiFetch('/api/login', …)`, `statusFetch('/api/getVersion')`), exactly as the server serves it.
 *
 * Neither function throws. A network failure, an unparsable body or a body that is not an envelope
 * becomes the failure envelope with the message `Something went wrong!` (the error catalogue). HTTP 4xx/5xx
 * answers that are envelopes are returned as they are: read `meta.success` / `status`.
 */
export type QueryValue = string | number | boolean | null | undefined;

export interface FetchOptions {
  /** Defaults to GET, or POST when a body or formData is given. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart form data (the browser sets the boundary). */
  formData?: FormData;
  /** Appended to the URL; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

/** The interface language sent in the `language` header. */
export function currentLanguage(): string {
  const lang = i18next.resolvedLanguage ?? i18next.language;
  if (isLanguageTag(lang)) return lang;
  return storage.getLanguage() ?? DEFAULT_LANGUAGE;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value != null) params.append(key, String(value));
  }
  const qs = params.toString();
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}

/** What apiFetch answers: the envelope, plus the wait the server asked for (HTTP Retry-After), if any. */
export type ApiResult<T> = ApiEnvelope<T> & {
  /** Seconds to wait before trying again; only present when the answer had a Retry-After header. */
  retryAfter?: number;
};

/** Retry-After is either whole seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value == null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

async function request(
  path: string,
  options: FetchOptions,
): Promise<{ json: unknown; retryAfter: number | undefined }> {
  const headers: Record<string, string> = { Accept: 'application/json', language: currentLanguage() };
  const token = storage.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');

  const response = await fetch(buildUrl(path, options.query), {
    method,
    headers,
    body,
    signal: options.signal,
    credentials: 'same-origin',
  });
  const text = await response.text();
  return {
    json: text ? (JSON.parse(text) as unknown) : undefined,
    retryAfter: parseRetryAfter(response.headers.get('Retry-After')),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isApiEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  if (!isObject(value) || !isObject(value.meta)) return false;
  return typeof value.meta.success === 'boolean' && typeof value.meta.message === 'string' && 'data' in value;
}

function isStatusEnvelope(value: unknown): value is StatusEnvelope<unknown> {
  return isObject(value) && (value.status === 0 || value.status === 1) && typeof value.message === 'string';
}

/** Main API: `{ meta: { success, message }, data }`. `data` is null on failure. */
export async function apiFetch<T>(path: string, options: FetchOptions = {}): Promise<ApiResult<T>> {
  try {
    const { json, retryAfter } = await request(path, options);
    if (isApiEnvelope(json)) {
      const envelope = json as ApiEnvelope<T>;
      return retryAfter === undefined ? envelope : { ...envelope, retryAfter };
    }
  } catch {
    // fall through to the failure envelope
  }
  return { meta: { success: false, message: SOMETHING_WENT_WRONG }, data: null as T };
}

/** Second back end: `{ status: 1 | 0, message, data }`. On failure `data` is an empty list (the error catalogue). */
export async function statusFetch<T>(path: string, options: FetchOptions = {}): Promise<StatusEnvelope<T>> {
  try {
    const { json } = await request(path, options);
    if (isStatusEnvelope(json)) return { ...json, data: json.data as T };
  } catch {
    // fall through to the failure envelope
  }
  return { status: 0, message: SOMETHING_WENT_WRONG, data: [] as T };
}

/** For TanStack Query: returns `data` of a successful envelope, otherwise throws an Error with the message. */
export async function apiData<T>(path: string, options: FetchOptions = {}): Promise<T> {
  const res = await apiFetch<T>(path, options);
  if (!res.meta.success) throw new ApiError(res.meta.message);
  return res.data;
}

/** Same as apiData for the second back end (success = status 1). */
export async function statusData<T>(path: string, options: FetchOptions = {}): Promise<T> {
  const res = await statusFetch<T>(path, options);
  if (res.status !== 1) throw new ApiError(res.message);
  return res.data;
}

/** A failed envelope as an Error; `message` is the envelope's message (an i18n key or a sentence). */
export class ApiError extends Error {
  override name = 'ApiError';
}
