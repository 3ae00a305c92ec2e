import type { z } from 'zod';
import { WeatherProviderError } from './types.js';

/**
 * GETs `url` and parses the JSON body with `schema`. Any failure (timeout, network, non-2xx status,
 * malformed body) rejects with WeatherProviderError, whose message never carries the URL (it may hold a key).
 */
export async function getJson<T extends z.ZodType>(
  provider: string,
  url: URL,
  schema: T,
  timeoutMs: number,
): Promise<z.infer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const reason =
      err instanceof Error && err.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : 'unreachable';
    throw new WeatherProviderError(`${provider} ${url.pathname}: ${reason}`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new WeatherProviderError(`${provider} ${url.pathname}: HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new WeatherProviderError(`${provider} ${url.pathname}: body is not JSON`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new WeatherProviderError(`${provider} ${url.pathname}: unexpected body`);
  return parsed.data;
}
