import type { z } from 'zod';
import { GeocoderError } from './types.js';

/** `path` under `baseUrl`, keeping a base path (https://example.org/photon/ + api). */
export function endpoint(baseUrl: string, path: string): URL {
  return new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
}

/**
 * GETs `url` and parses the JSON body with `schema`. Any failure (timeout, network, non-2xx status,
 * malformed body) rejects with GeocoderError, whose message names the path only: the query string
 * holds what the user typed.
 */
export async function getJson<T extends z.ZodType>(
  provider: string,
  url: URL,
  schema: T,
  opts: { timeoutMs: number; userAgent: string },
): Promise<z.infer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': opts.userAgent },
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
  } catch (err) {
    const reason =
      err instanceof Error && err.name === 'TimeoutError'
        ? `no answer in ${opts.timeoutMs} ms`
        : 'unreachable';
    throw new GeocoderError(`${provider} ${url.pathname}: ${reason}`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new GeocoderError(`${provider} ${url.pathname}: HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new GeocoderError(`${provider} ${url.pathname}: body is not JSON`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new GeocoderError(`${provider} ${url.pathname}: unexpected body`);
  return parsed.data;
}
