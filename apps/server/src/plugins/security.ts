import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

/**
 * Security headers on every answer (helmet): strict CSP, no framing; HSTS in production on answers
 * that went over HTTPS (a browser ignores it over HTTP, and a plain-HTTP deployment must not pin
 * itself). API answers nobody should keep (tokens, profiles, wallets…) are `no-store` unless the
 * route chose its own caching for public data.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const production = app.config.env === 'production';
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(app.config) },
    // tiles and other public images do not send CORP headers; COEP would block them
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (production && request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
  });
});
