import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';

/** `https://{s}.tile.example.org/{z}/{x}/{y}.png` → `https://*.tile.example.org`; relative → null. */
export function tileOrigin(mapTileUrl: string): string | null {
  const match = /^(https?:)\/\/([^/?#]+)/i.exec(mapTileUrl.trim());
  if (!match) return null;
  const host = match[2]!.replace(/\{[^}]*\}/g, '*');
  return `${match[1]!.toLowerCase()}//${host.toLowerCase()}`;
}

/** ws(s):// origin of the public URL, for Socket.IO (older Safari does not let 'self' cover ws:). */
function websocketOrigin(publicUrl: string): string | null {
  try {
    const url = new URL(publicUrl);
    return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  } catch {
    return null;
  }
}

const REACT_ARIA_PRESSABLE_STYLE_HASH = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

/** The Content-Security-Policy of the web app (a Vite-built SPA with no inline script). */
export function cspDirectives(config: Config): Record<string, string[]> {
  const tiles = tileOrigin(config.mapTileUrl);
  const ws = websocketOrigin(config.publicUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // react-aria-components injects exactly one fixed <style> (touch-action for pressables): allow only its hash.
    'style-src': ["'self'", REACT_ARIA_PRESSABLE_STYLE_HASH],
    // React `style={...}` props and Leaflet positioning write style attributes, never <style> tags.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(ws ? [ws] : [])],
    // the ALTCHA widget's proof-of-work worker is a file of the web build
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  if (config.env === 'production' && config.publicUrl.startsWith('https:')) {
    directives['upgrade-insecure-requests'] = [];
  }
  return directives;
}

/** Swagger UI (under /api/docs) styles itself with inline styles and shows data: images. */
export const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; connect-src 'self'; font-src 'self' data:; form-action 'self'; " +
  "frame-ancestors 'none'; img-src 'self' data:; object-src 'none'; script-src 'self'; " +
  "style-src 'self' 'unsafe-inline'";

const HSTS = 'max-age=31536000; includeSubDomains';

type HeaderValue = string | number | string[];

export function helmetOptions(config: Config): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // tiles and other public images do not send CORP headers; COEP would block them
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  };
}

/**
 * The headers helmet sets with these options, with its names and in its order. @fastify/helmet
 * builds helmet's middleware again (its CSP parsed again…) on every request, a few per cent of a
 * directory page's time; the headers only depend on the options, so they are worked out once on a
 * throwaway instance.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, HeaderValue][]> {
  const probe = Fastify();
  let headers: [string, HeaderValue][] = [];
  await probe.register(helmet, { ...options, global: true });
  probe.get('/', (_request, reply) => {
    // every outgoing message has it since Node 15.13; @types/node declares it on ClientRequest only
    const raw = reply.raw as typeof reply.raw & { getRawHeaderNames(): string[] };
    headers = raw.getRawHeaderNames().map((name) => [name, raw.getHeader(name)!]);
    return '';
  });
  await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return headers;
}

/**
 * Security headers on every answer (helmet's): strict CSP, no framing; HSTS in production on answers
 * that went over HTTPS (a browser ignores it over HTTP, and a plain-HTTP deployment must not pin
 * itself). API answers nobody should keep (tokens, profiles, wallets…) are `no-store` unless the
 * route chose its own caching for public data. A route may still replace a header (`reply.header`).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const production = app.config.env === 'production';
  const headers = await helmetHeaders(helmetOptions(app.config));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (production && request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
});
