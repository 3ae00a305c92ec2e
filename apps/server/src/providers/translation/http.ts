import type { z } from 'zod';
import { TranslationProviderError, type TranslationFailure } from './types.js';

/** Retry-After as seconds or an HTTP date, in milliseconds from `now`; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function failureOf(status: number): TranslationFailure {
  if (status === 429) return 'rate_limited';
  if (status === 456) return 'quota';
  if (status >= 500) return 'unavailable';
  return 'rejected';
}

/**
 * POSTs `body` as JSON and parses the answer with `schema`. Any failure rejects with
 * TranslationProviderError: its message names the path and the status or the provider's `error`/`message`,
 * never the body we sent (it may hold a key) nor the texts.
 */
export async function postJson<T extends z.ZodType>(
  provider: string,
  url: URL,
  body: unknown,
  schema: T,
  timeoutMs: number,
  headers: Record<string, string> = {},
): Promise<z.infer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const reason =
      err instanceof Error && err.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : 'unreachable';
    throw new TranslationProviderError(provider, 'unavailable', `${url.pathname}: ${reason}`);
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new TranslationProviderError(provider, 'unavailable', `${url.pathname}: answer cut off`);
  }
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    // an error page or a cut-off body: reported below
  }
  if (!response.ok) {
    const said = providerMessage(json);
    throw new TranslationProviderError(
      provider,
      failureOf(response.status),
      `${url.pathname}: HTTP ${response.status}${said ? ` (${said})` : ''}`,
      retryAfterMs(response.headers.get('retry-after')),
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new TranslationProviderError(provider, 'unavailable', `${url.pathname}: unexpected body`);
  }
  return parsed.data;
}

function providerMessage(json: unknown): string | null {
  if (!json || typeof json !== 'object') return null;
  const said = (json as Record<string, unknown>).error ?? (json as Record<string, unknown>).message;
  return typeof said === 'string' ? said.slice(0, 200) : null;
}

/** GETs JSON (a language list); null on any failure, which the caller answers with its own default. */
export async function getJsonOrNull<T extends z.ZodType>(
  url: URL,
  schema: T,
  timeoutMs: number,
  headers: Record<string, string> = {},
): Promise<z.infer<T> | null> {
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      return null;
    }
    const parsed = schema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
