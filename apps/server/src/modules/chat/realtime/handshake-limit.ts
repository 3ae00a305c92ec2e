import proxyAddr from '@fastify/proxy-addr';
import type { Limiter } from '../../../lib/limiter.js';

/** Handshakes per client address and minute: the same budget as the API's requests (RATE_LIMIT_MAX). */
export const HANDSHAKE_WINDOW_MS = 60_000;

interface Handshake {
  address: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The client's address as Fastify works it out for a request (TRUST_PROXY: which proxies may name it
 * in X-Forwarded-For); the handshake's request itself is not kept, so its copy of the headers is read.
 */
export function handshakeAddress(handshake: Handshake, trustProxy: boolean | string[]): string {
  if (trustProxy === false) return handshake.address;
  const req = { headers: handshake.headers, socket: { remoteAddress: handshake.address } };
  const trust = trustProxy === true ? () => true : proxyAddr.compile(trustProxy);
  return proxyAddr(req as never, trust);
}

/**
 * Counts a handshake from `address`; null when allowed, else the refusal the client gets as its
 * `connect_error` (message `too_many_requests`, `data.retryAfterMs`).
 */
export async function handshakeRefusal(
  limiter: Limiter,
  address: string,
  perMinute: number,
): Promise<Error | null> {
  const quota = await limiter.hit(`chat:handshake:ip:${address}`, perMinute, HANDSHAKE_WINDOW_MS);
  if (quota.allowed) return null;
  return Object.assign(new Error('too_many_requests'), { data: { retryAfterMs: quota.retryAfterMs } });
}
